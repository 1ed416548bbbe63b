/**
 * What a pointer means inside the lightbox (spec §4 "Lightbox"):
 * - on desktop (a fine pointer, wider than 432 px) a click on the left or
 *   right half of the screen steps, and one within the 2 % edge margins closes;
 * - on touch screens (and phones) a click outside the image closes, and a
 *   horizontal swipe of more than 50 px (§9 "Swipe") steps;
 * - a click on a control is the control's, and one on the image or the
 *   caption does nothing (the visitor may be selecting caption text); so does
 *   a press that starts and ends on different elements (a drag, a selection).
 */
import { clickZone } from './click-zone';
import { MOBILE_WIDTH, SWIPE_THRESHOLD } from './constants';
import { matches } from './viewport';

/** What {@link listenGestures} turns pointers into (the view's own options). */
export interface GestureOptions {
  onStep(delta: 1 | -1): void;
  onClose(): void;
  /** The page reads right to left (issue 27): the left half and a swipe to the right go forward. */
  rtl?: boolean;
  /** Ends the listeners. */
  signal: AbortSignal;
  /** Wraps each listener: what it throws reaches the funnel, named for the gallery that opened the lightbox. */
  guard<A extends unknown[]>(callback: (...args: A) => unknown): (...args: A) => void;
}

/**
 * Listens for clicks on `dialog` and swipes on `stage`; see the file comment.
 * `width()` is the viewport width the view last laid out.
 */
export function listenGestures(
  dialog: HTMLElement,
  stage: HTMLElement,
  width: () => number,
  { onStep, onClose, rtl = false, signal, guard }: GestureOptions,
): void {
  const win = dialog.ownerDocument.defaultView!;
  let down: EventTarget | null = null;
  let start: number[] | null = null;
  let swiped = false;
  const on = <E extends Event>(el: HTMLElement, type: string, listener: (event: E) => void) =>
    el.addEventListener(type, guard(listener as EventListener), { signal });
  on(dialog, 'mousedown', (event) => (down = event.target));
  on(dialog, 'click', (event: MouseEvent) => {
    const target = event.target as Element;
    if (swiped || down !== target || target.closest('button,img,.sqs-lightbox-meta')) return;
    const desktop = width() > MOBILE_WIDTH && matches(win, '(pointer: fine)');
    const zone = desktop ? clickZone(event.clientX, width()) : 'none';
    if (zone === 'none') onClose();
    else onStep((zone === 'next') !== rtl ? 1 : -1);
  });
  on(stage, 'pointerdown', (event: PointerEvent) => {
    swiped = false;
    start = event.pointerType === 'mouse' ? null : [event.clientX, event.clientY];
  });
  on(stage, 'pointerup', (event: PointerEvent) => {
    const from = start;
    start = null;
    if (!from) return;
    const dx = event.clientX - from[0];
    if (Math.abs(dx) <= SWIPE_THRESHOLD || Math.abs(dx) <= Math.abs(event.clientY - from[1])) return;
    swiped = true; // the click that may follow is the swipe's
    onStep(dx < 0 !== rtl ? 1 : -1);
  });
}
