/** Runs `fn` soon, once; returns a cancel function. */
export type Schedule = (fn: () => void) => () => void;

/**
 * One flush per animation frame, so a burst of DOM changes (a theme inserting
 * a hundred nodes) costs one scan. Where frames do not run (hidden tabs,
 * some test environments) a timer stands in.
 */
export function frameSchedule(win: Window & typeof globalThis): Schedule {
  return (fn) => {
    if (win.requestAnimationFrame && win.document.visibilityState !== 'hidden') {
      const id = win.requestAnimationFrame(fn);
      return () => win.cancelAnimationFrame(id);
    }
    const id = win.setTimeout(fn, 16);
    return () => win.clearTimeout(id);
  };
}
