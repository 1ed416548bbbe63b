/**
 * The accordion's one animation clock: starts the panel slides of a toggle,
 * keeps them locked for the duration (spec §4 Accordion: clicks during the
 * animation are ignored), then clears their inline styles.
 */
import { useLayoutEffect, useRef } from 'react';
import { startHeightAnimation } from './animate-height';

/** One panel to slide, and which way. */
export interface PanelMove {
  readonly panel: HTMLElement | null;
  readonly opening: boolean;
}

/** What {@link useHeightAnimations} gives the component. */
export interface HeightAnimations {
  /** True while a toggle's slides are running. */
  isRunning(): boolean;
  /** Starts the slides of one toggle and the lock that ends with them. */
  start(moves: readonly PanelMove[]): void;
}

interface Running {
  timer: ReturnType<typeof setTimeout>;
  finishers: Array<() => void>;
}

/**
 * Runs height slides of `durationMs` with one timer. Unmounting stops the
 * timer and clears the styles at once, in a layout-effect cleanup so it
 * happens inside `root.unmount()` in both React and Preact.
 */
export function useHeightAnimations(durationMs: number): HeightAnimations {
  const running = useRef<Running | null>(null);

  const finish = () => {
    const current = running.current;
    if (!current) return;
    running.current = null;
    clearTimeout(current.timer);
    current.finishers.forEach((clear) => clear());
  };

  // finish only touches the ref, so the first render's copy serves for unmount.
  useLayoutEffect(() => finish, []);

  return {
    isRunning: () => running.current !== null,
    start(moves) {
      finish(); // never strand a previous toggle's styles or timer
      const finishers: Array<() => void> = [];
      for (const { panel, opening } of moves) {
        if (panel) finishers.push(startHeightAnimation(panel, opening, durationMs));
      }
      running.current = { timer: setTimeout(finish, durationMs), finishers };
    },
  };
}
