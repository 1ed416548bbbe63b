/**
 * Runs `fn` once the page has painted and settled: after the load event, at
 * the next idle moment (spec issue: telemetry starts after first paint, idle
 * or load). Returns the cancel function.
 */
export function whenPainted(win: Window & typeof globalThis, fn: () => void): () => void {
  let cancelIdle = () => {};
  const idle = () => {
    if (win.requestIdleCallback) {
      const id = win.requestIdleCallback(fn, { timeout: 5000 });
      cancelIdle = () => win.cancelIdleCallback(id);
    } else {
      const id = win.setTimeout(fn, 50); // spec §9: idle callback fallback 50 ms
      cancelIdle = () => win.clearTimeout(id);
    }
  };
  if (win.document.readyState === 'complete') {
    idle();
    return () => cancelIdle();
  }
  win.addEventListener('load', idle, { once: true });
  return () => {
    win.removeEventListener('load', idle);
    cancelIdle();
  };
}
