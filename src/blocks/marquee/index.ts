/**
 * The marquee block's chunk entry (`data-block-type="70"`, spec §3 "Marquee
 * props", §4, §9): the server's text (`.sqs-marquee-item`s) runs along a
 * wave, moving only while the block is in view and motion is not reduced;
 * it pauses while the pointer is over it when `pausedOnHover` is on, and a
 * pause button lets any visitor stop it (WCAG 2.2.2). A width change redraws
 * it, debounced 1000 ms; under 50 px wide it stays as the server sent it.
 * `data-marquee-state` says what it is doing (./state.ts). See
 * docs/blocks/marquee.md.
 */
import { MARQUEE } from '../../core/enums/timings';
import { guard } from '../../core/guard';
import type { BlockContext, Unmount } from '../../core/types';
import { prefersReducedMotion } from '../../core/ui/reduced-motion';
import { createMarkupUndo } from '../../shared/markup-undo';
import { BASE_SPEED_PX_PER_MS, createMotion } from './motion';
import { renderMarquee, type RenderedMarquee } from './render';
import { readMarqueeSettings } from './settings';
import { marqueeState, type MarqueeFacts } from './state';
import { say } from '../../core/message-format/page-words';
import { CHROME_WORDS } from '../../core/words/site-chrome';

export { readMarqueeSettings, type MarqueeSettings } from './settings';
export { marqueeState, type MarqueeState } from './state';

/** The attribute that carries the state. */
export const MARQUEE_STATE_ATTRIBUTE = 'data-marquee-state';

/** The pause button's label (its `aria-pressed` says whether it is paused). */
export const PAUSE_LABEL = CHROME_WORDS.pauseAnimation;

/** The loader's entry: mount a marquee block. */
export function mount(root: HTMLElement, context: BlockContext): Unmount {
  const win = root.ownerDocument.defaultView as Window & typeof globalThis;
  const content = root.querySelector<HTMLElement>('.sqs-block-content') ?? root;
  const settings = readMarqueeSettings(context.config);
  const undo = createMarkupUndo();
  const facts: MarqueeFacts = {
    reducedMotion: prefersReducedMotion(win),
    wideEnough: false,
    visible: !win.IntersectionObserver,
    hovered: false,
    pausedOnHover: settings.pausedOnHover,
    pausedByVisitor: false,
  };
  let drawn: RenderedMarquee | null = null;
  let width = -1;
  const velocity = BASE_SPEED_PX_PER_MS * settings.animationSpeed * (settings.animationDirection === 'left' ? -1 : 1);
  const motion = createMotion({
    velocity,
    runLength: () => drawn?.runLength ?? 0,
    onFrame: (offset) => drawn?.textPath.setAttribute('startOffset', String(Math.round(offset * 10) / 10)),
  });
  undo.add(() => motion.destroy());

  const button = root.ownerDocument.createElement('button');
  button.type = 'button';
  button.className = 'sqs-marquee-pause';
  button.textContent = say('chrome.pauseAnimation', CHROME_WORDS.pauseAnimation);
  const update = () => {
    const state = marqueeState(facts);
    undo.attr(root, 'data-marquee-state', state);
    button.setAttribute('aria-pressed', String(facts.pausedByVisitor));
    motion.run(state === 'running');
  };
  const draw = () => {
    const now = Math.round(root.clientWidth);
    if (now === width) return;
    width = now;
    undo.restore('render');
    facts.wideEnough = width >= MARQUEE.minWidth;
    if (facts.wideEnough)
      undo.scoped('render', () => {
        drawn = renderMarquee(root, content, width, settings, undo);
        // Nothing moves under reduced motion: nothing to pause.
        if (!facts.reducedMotion) (drawn.textPath.closest('svg') as Element).after(undo.added(button));
      });
    else drawn = null;
    update();
  };

  draw();
  undo.on(button, 'click', () => ((facts.pausedByVisitor = !facts.pausedByVisitor), update()));
  undo.on(root, 'pointerenter', () => ((facts.hovered = true), update()));
  undo.on(root, 'pointerleave', () => ((facts.hovered = false), update()));
  // The observers' work is guarded, named for this block: what it throws reaches the funnel with its stack.
  if (win.IntersectionObserver) {
    const observer = new win.IntersectionObserver(
      guard((entries: IntersectionObserverEntry[]) => {
        facts.visible = entries[entries.length - 1].isIntersecting;
        update();
      }, root),
    );
    observer.observe(root);
    undo.add(() => observer.disconnect());
  }
  if (win.ResizeObserver) {
    let timer: number | undefined;
    const redraw = guard(draw, root);
    const observer = new win.ResizeObserver(() => {
      win.clearTimeout(timer);
      timer = win.setTimeout(redraw, MARQUEE.rerenderDebounceMs);
    });
    observer.observe(root);
    undo.add(() => (observer.disconnect(), win.clearTimeout(timer)));
  }
  return () => undo.restore();
}
