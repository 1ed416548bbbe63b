/**
 * The pager of a summary the server rendered as a carousel
 * (docs/blocks/widgets.md "A summary the server rendered"): the header's
 * `.summary-carousel-pager-prev` / `-next` move `.summary-item-list` by a
 * row of items, as the builder's carousel does. The rules are the gallery
 * carousel's (spec §4 "Gallery", §9: the row the builder asked for, at most
 * 2 under 480 px and 3 under 724 px; a full last row; controls disabled at
 * the ends; Enter and Space), and so are its controls.
 *
 * Nothing moves at mount: the theme lays the first row out, and the list is
 * moved (a `transform`, which the theme may animate under
 * `prefers-reduced-motion: no-preference`) only when the visitor pages. A
 * link reached with Tab in an item out of view brings its row in.
 *
 * Right to left (issue 27): the row starts at the right and the next items
 * come in from the left, so the control on the left goes forward, as in the
 * gallery's carousel (../gallery/designs/layout/carousel-buttons.ts).
 */
import { guard } from '../../core/guard';
import type { MarkupUndo } from '../../shared/markup-undo';
import { isRightToLeft } from '../../shared/reading-direction';
import { buttonsSwap, createCarouselButtons } from '../gallery/designs/layout/carousel-buttons';
import { carouselPerRow, clampStart, startFor, stepStart } from '../gallery/designs/layout/carousel-rules';

/** Wires the pager of the summary `root`, recording every change in `undo`; `perRow` is the builder's setting. */
export function createSummaryCarousel(root: HTMLElement, perRow: number, undo: MarkupUndo): void {
  const list = root.querySelector<HTMLElement>('.summary-item-list');
  const previous = root.querySelector<HTMLElement>('.summary-carousel-pager-prev');
  const next = root.querySelector<HTMLElement>('.summary-carousel-pager-next');
  const win = root.ownerDocument.defaultView;
  if (!list || !previous || !next || !win) return;
  const items = Array.from(list.children).filter((item) => item.classList.contains('summary-item')) as HTMLElement[];
  const frame = list.parentElement ?? list;
  let first = 0;
  const shown = () => carouselPerRow(frame.getBoundingClientRect().width, perRow);

  /** Shows the row from item `start`; the list keeps the server's position until it has a row to leave. */
  const show = (start: number) => {
    const count = shown();
    first = clampStart(start, count, items.length);
    if (first || list.style.transform)
      undo.style(list, { transform: `translateX(${items[0].offsetLeft - items[first].offsetLeft}px)` });
    buttons.update(false, first === 0, first + count >= items.length);
  };
  // A layout read, before the buttons write anything.
  const swap = buttonsSwap(isRightToLeft(root, win), { previous, next });
  const buttons = createCarouselButtons(undo, { previous, next }, swap, (direction) => {
    const forward = swap ? previous : next;
    const control = direction > 0 ? forward : swap ? next : previous;
    if (control.getAttribute('aria-disabled') !== 'true') show(stepStart(first, shown(), items.length, direction));
  });
  undo.on(list, 'focusin', (event) => {
    const index = items.findIndex((item) => item.contains(event.target as Node));
    if (index >= 0) show(startFor(index, first, shown(), items.length));
  });
  // A wider or narrower box shows another count per row: the same first item stays, in a full row.
  if (win.ResizeObserver) {
    // Guarded, named for this block: what a re-show throws reaches the funnel with its stack.
    const observer = new win.ResizeObserver(guard(() => show(first), frame));
    observer.observe(frame);
    undo.add(() => observer.disconnect());
  }
  show(0);
}
