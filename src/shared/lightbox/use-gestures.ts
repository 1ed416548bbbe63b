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
import { useRef, type MouseEvent, type PointerEvent } from 'react';
import { clickZone } from './click-zone';
import { MOBILE_WIDTH, SWIPE_THRESHOLD } from './constants';
import { matches } from './use-viewport';

/** What {@link useGestures} needs: the window, its width and the two outcomes. */
export interface GestureOptions {
  win: Window;
  /** The viewport width. */
  width: number;
  onStep(delta: 1 | -1): void;
  onClose(): void;
}

/** Handlers for the dialog (clicks) and the stage (swipes). */
export function useGestures({ win, width, onStep, onClose }: GestureOptions) {
  const state = useRef({ down: null as EventTarget | null, start: null as number[] | null, swiped: false }).current;
  return {
    dialog: {
      onMouseDown: (event: MouseEvent) => void (state.down = event.target),
      onClick(event: MouseEvent) {
        const target = event.target as Element;
        if (state.swiped || state.down !== target || target.closest('button,img,.sqs-lightbox-meta')) return;
        const desktop = width > MOBILE_WIDTH && matches(win, '(pointer: fine)');
        const zone = desktop ? clickZone(event.clientX, width) : 'none';
        if (zone === 'none') onClose();
        else onStep(zone === 'next' ? 1 : -1);
      },
    },
    stage: {
      onPointerDown(event: PointerEvent) {
        state.swiped = false;
        state.start = event.pointerType === 'mouse' ? null : [event.clientX, event.clientY];
      },
      onPointerUp(event: PointerEvent) {
        const { start } = state;
        state.start = null;
        if (!start) return;
        const dx = event.clientX - start[0];
        if (Math.abs(dx) <= SWIPE_THRESHOLD || Math.abs(dx) <= Math.abs(event.clientY - start[1])) return;
        state.swiped = true; // the click that may follow is the swipe's
        onStep(dx < 0 ? 1 : -1);
      },
    },
  };
}
