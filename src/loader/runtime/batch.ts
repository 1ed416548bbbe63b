/** Runs `fn` soon, once; returns a cancel function. */
export type Schedule = (fn: () => void) => () => void;

/**
 * One flush per ~frame, so a burst of DOM changes (a theme inserting a
 * hundred nodes) costs one scan. A timer rather than requestAnimationFrame:
 * frames stop in hidden tabs, and blocks added there must still mount.
 */
export function frameSchedule(win: Window & typeof globalThis): Schedule {
  return (fn) => {
    const id = win.setTimeout(fn, 16);
    return () => win.clearTimeout(id);
  };
}
