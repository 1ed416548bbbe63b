/**
 * The rule every React block follows when it takes over server markup.
 *
 * The server markup works without JavaScript, and the component renders the
 * same structure with the same class names, so nothing shifts when it mounts.
 * Mounting therefore has to swap one tree for the other without a frame in
 * between, and unmounting has to hand back the untouched server nodes so a
 * later mount (the global destroy, then init again) starts from pristine
 * markup. Whatever goes wrong, the visitor is left with the server markup,
 * never with an empty block.
 */
import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

function reportGlobally(error: unknown): void {
  globalThis.reportError?.(error);
}

/**
 * Renders `element` into `container` in place of the container's server
 * markup, and returns the function that undoes it.
 *
 * 1. The container's child nodes are kept (the very Node objects, so a
 *    component may adopt some of them, see `adopt.tsx`).
 * 2. The container is emptied first: Preact's `render` would otherwise diff
 *    against, reuse or drop the server nodes, and React clears the container
 *    itself; either way we would lose track of them.
 * 3. The render runs inside `flushSync`, so removal, render and layout effects
 *    (where adoption happens) all complete in this task: the browser never
 *    paints the empty container.
 *
 * If the first render fails, the server markup goes back and the error is
 * thrown for the caller's error funnel. If the component crashes later
 * (React then unmounts the whole tree), the server markup goes back and
 * `onError` gets the error (default: `reportError`).
 *
 * The returned function unmounts the root and then puts the original nodes
 * back, even when unmounting fails (that error is thrown after the nodes are
 * back). Calling it a second time does nothing.
 */
export function mountReact(
  container: HTMLElement,
  element: ReactElement,
  onError: (error: unknown) => void = reportGlobally,
): () => void {
  const originals = Array.from(container.childNodes);
  const restore = () => container.replaceChildren(...originals);
  let state: 'mounting' | 'mounted' | 'unmounting' | 'unmounted' = 'mounting';
  const failures: unknown[] = [];

  container.replaceChildren();
  // React 19 does not throw render or cleanup errors: it unmounts the tree and
  // calls onUncaughtError. Preact ignores the option and throws instead.
  const root = createRoot(container, {
    onUncaughtError(error) {
      if (state !== 'mounted') {
        failures.push(error);
        return;
      }
      restore();
      onError(error);
    },
  });

  try {
    flushSync(() => root.render(element));
    if (failures.length > 0) throw failures[0];
  } catch (error) {
    state = 'unmounting';
    try {
      root.unmount();
    } catch {
      // The render error is the one worth reporting.
    }
    restore();
    throw error;
  }
  state = 'mounted';

  return () => {
    if (state !== 'mounted') return;
    state = 'unmounting';
    try {
      root.unmount();
      if (failures.length > 0) throw failures[0];
    } finally {
      state = 'unmounted';
      // Layout-effect cleanups have already moved adopted nodes back into
      // their server parents; this puts those parents back in the container.
      restore();
    }
  };
}
