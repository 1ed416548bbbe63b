/**
 * The pointer events on a slideshow before its drag code has arrived. The
 * drag code is fetched on demand (a fade slideshow's on the first pointer,
 * swipe and new-swipe's with the transition, after `ready`), so a visitor can
 * start a drag before it is there: the gesture is recorded and played to the
 * drag code when it arrives, and the click that ends it is not a click on the
 * slide (it would step the slideshow the other way).
 */
import { NEW_SWIPE } from '../../../../core/enums/gallery-constants';
import type { DesignUndo } from '../shared/design-undo';
import type { EarlyPointer } from '../shared/pointer-drag';

const TYPES = ['pointerdown', 'pointermove', 'pointerup', 'pointercancel'];

/** What the recorder of {@link recordEarlyPointers} offers. */
export interface EarlyPointers {
  /** The current gesture's events so far; recording stops (the drag code listens from now on). */
  take(): readonly EarlyPointer[];
  /** Whether `click` ends a gesture that went the drag distance sideways: a drag's end, not a click. */
  endsDrag(click: MouseEvent): boolean;
}

/** Records pointer events on `container` until `take()`; the listeners go with `undo.restore()`. */
export function recordEarlyPointers(container: HTMLElement, undo: DesignUndo): EarlyPointers {
  // Only the current gesture is kept: a replay needs no older one, and the list stays bounded.
  let gesture: EarlyPointer[] | null = [];
  let downX: number | null = null;
  let dragEnd: Event | null = null;
  const record = (event: Event) => {
    const pointer = event as PointerEvent;
    if (pointer.type === 'pointerdown') {
      downX = pointer.clientX;
      if (gesture) gesture = [];
    }
    gesture?.push([pointer, performance.now()]);
  };
  // A gesture ends in one click (a keyboard's, detail 0, ends none). Captured here, before the drag code's own
  // capture listener (added later) may stop it, so each click is judged.
  const judge = (event: Event) => {
    const { detail, clientX } = event as MouseEvent;
    const moved = detail > 0 && downX !== null && Math.abs(clientX - downX) >= NEW_SWIPE.dragAxisPx;
    dragEnd = moved ? event : null;
    downX = null;
  };
  for (const type of TYPES) undo.on(container, type, record);
  undo.on(container, 'click', judge, { capture: true });
  return {
    take() {
      const played = gesture ?? [];
      gesture = null;
      return played;
    },
    endsDrag: (click) => click === dragEnd,
  };
}
