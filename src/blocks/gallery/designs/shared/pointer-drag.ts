/**
 * Horizontal pointer drags on a gallery (spec §4 "Gallery": the swipe
 * transitions; §9 "New-swipe: drag axis at 10 px"). The slides carry
 * `touch-action: pan-y`, so on touch screens the browser keeps vertical pans
 * for scrolling the page and hands us the horizontal ones; a mouse or pen
 * drag whose first 10 px go vertical is let go the same way.
 */
import type { DesignUndo } from './design-undo';
import { NEW_SWIPE } from '../../../../core/enums/gallery-constants';

/** §9: the axis of a drag is decided once the pointer has moved 10 px. */
export const AXIS_DISTANCE = NEW_SWIPE.dragAxisPx;

/** `'x'` or `'y'` once a pointer has moved `dx`, `dy` px (10 px on either axis), else null. */
export function dragAxis(dx: number, dy: number): 'x' | 'y' | null {
  const x = Math.abs(dx);
  const y = Math.abs(dy);
  return x < AXIS_DISTANCE && y < AXIS_DISTANCE ? null : x > y ? 'x' : 'y';
}

/** What a drag reports. */
export interface DragHandlers {
  /** A horizontal drag is `dx` px right (negative: left) of where it started. */
  move?(dx: number): void;
  /**
   * The drag ended after `ms`, at `velocity` px/ms (0 when the pointer rested
   * for 100 ms before letting go); `cancelled` when the browser took it over.
   */
  end(dx: number, ms: number, velocity: number, cancelled: boolean): void;
}

/** A pointer event with the time it happened, recorded before the drag code arrived. */
export type EarlyPointer = [event: PointerEvent, time: number];

/**
 * Listens for drags on `element` until `undo.restore()`; `now` is the clock
 * (tests inject one). `early` pointer events, recorded while this code was
 * being fetched (the first drag fetches it), are played first at their times.
 */
export function createPointerDrag(
  element: HTMLElement,
  handlers: DragHandlers,
  undo: DesignUndo,
  now = () => performance.now(),
  early: readonly EarlyPointer[] = [],
): void {
  let id: number | null = null;
  let axis: 'x' | 'y' | null = null;
  // Where and when the drag started, the last move (for the velocity), and whether to swallow the next click.
  let x0 = 0;
  let y0 = 0;
  let t0 = 0;
  let lastX = 0;
  let lastT = 0;
  let velocity = 0;
  let swallow = false;
  const listeners: Record<string, (event: PointerEvent, t?: number) => void> = {};
  const listen = (type: string, listener: (event: PointerEvent, t?: number) => void, capture = false) => {
    listeners[type] = listener;
    // The undo's listeners are guarded: what a drag handler throws reaches the funnel named for its gallery.
    undo.on(element, type, (event) => listener(event as PointerEvent), { capture });
  };
  const up = (event: PointerEvent, t = now()) => {
    if (event.pointerId !== id) return;
    id = null;
    if (axis !== 'x') return;
    // The click that follows a mouse drag's pointerup is not a click on the slide.
    swallow = true;
    handlers.end(event.clientX - x0, t - t0, t - lastT > 100 ? 0 : velocity, event.type === 'pointercancel');
  };
  listen('pointerdown', (event, t = now()) => {
    swallow = false;
    if (!event.isPrimary || event.button) return;
    id = event.pointerId;
    axis = null;
    x0 = lastX = event.clientX;
    y0 = event.clientY;
    t0 = lastT = t;
    velocity = 0;
  });
  listen('pointermove', (event, t = now()) => {
    const { pointerId, clientX } = event;
    if (pointerId !== id) return;
    if (!axis) {
      axis = dragAxis(clientX - x0, event.clientY - y0);
      // Vertical: the page's. Let the pointer go (a touch is captured by what it touched).
      if (axis === 'y') {
        id = null;
        (event.target as Element).releasePointerCapture?.(pointerId);
      }
      if (axis !== 'x') return;
      try {
        element.setPointerCapture(pointerId);
      } catch {
        // the pointer is already gone
      }
    }
    if (t > lastT) {
      velocity = (clientX - lastX) / (t - lastT);
      lastX = clientX;
      lastT = t;
    }
    handlers.move?.(clientX - x0);
  });
  listen('pointerup', up);
  listen('pointercancel', up);
  // Capture phase on the container: before the block's own slide-click handling (the lightbox).
  listen(
    'click',
    (event) => {
      if (!swallow) return;
      swallow = false;
      event.preventDefault();
      event.stopImmediatePropagation();
    },
    true,
  );
  // A native image drag would take the pointer away (pointercancel) mid-swipe.
  listen('dragstart', (event) => event.preventDefault());
  for (const [event, t] of early) listeners[event.type]?.(event, t);
}
