/**
 * Small DOM helpers of the block's entry. Listeners are added with the
 * gallery's AbortSignal (`{ signal }`), so one abort() in destroy() removes
 * them all. The optional chunks (autoplay, click, history writer, lightbox
 * bridge, thumbnails) import nothing from here: a module the entry shares
 * with a lazy chunk would move into a chunk of its own, and the entry would
 * become a facade one request away from its code.
 */
import type { Slide } from './types';

/** Dispatches the bubbling `site-runtime:gallery-{name}` event on `root` (STYLE.md §7: one prefix). */
export function emit(root: Element, name: string, detail?: unknown): void {
  root.dispatchEvent(new CustomEvent(`site-runtime:gallery-${name}`, { bubbles: true, detail }));
}

/** Moves `.sqs-active-slide` from `from` to `index` (all slides when `from` is unknown). */
export function markActive(slides: readonly Slide[], index: number, from?: number): void {
  for (const slide of from === undefined ? slides : [slides[from], slides[index]]) {
    slide?.element.classList.toggle('sqs-active-slide', slide.index === index);
  }
}

export { nextTask } from '../../core/next-task';
