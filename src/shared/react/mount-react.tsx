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
import { createReactRoot, reportGlobally, type ReportError } from '../../core/react-root';

/**
 * Renders `element` into `container` in place of the container's server
 * markup, and returns the function that undoes it. The root is the runtime's
 * one kind (src/core/react-root.tsx); what is particular to blocks:
 *
 * 1. The container's child nodes are kept (the very Node objects, so a
 *    component may adopt some of them, see `adopt.tsx`).
 * 2. The container is emptied first: Preact's `render` would otherwise diff
 *    against, reuse or drop the server nodes, and React clears the container
 *    itself; either way we would lose track of them.
 * 3. The render is synchronous, so removal, render and layout effects (where
 *    adoption happens) all complete in this task: the browser never paints
 *    the empty container.
 *
 * If the first render fails, the server markup goes back and the error is
 * thrown: the registry reports it as the block's mount failure. If the
 * component crashes later, the server markup goes back and `report` (the
 * block's, so the report carries its name; default `reportError`) gets it.
 *
 * The returned function unmounts the root and then puts the original nodes
 * back, even when unmounting fails (that error is thrown after the nodes are
 * back, for the registry's unmount report). Calling it a second time does nothing.
 */
export function mountReact(
  container: HTMLElement,
  element: ReactElement,
  report: ReportError = reportGlobally,
): () => void {
  const originals = Array.from(container.childNodes);
  const restore = () => container.replaceChildren(...originals);
  let phase: 'mounting' | 'mounted' | 'unmounting' | 'unmounted' = 'mounting';
  // Errors of the mount and the unmount are thrown to the registry instead of reported.
  let thrown: { error: unknown } | undefined;
  const root = createReactRoot(container, {
    report: (error, message) => {
      if (phase !== 'mounted') thrown ??= { error };
      else report(error, `${message}; server markup restored`);
    },
    onCrash: restore,
  });

  container.replaceChildren();
  if (!root.render(element)) throw thrown!.error;
  phase = 'mounted';

  return () => {
    if (phase !== 'mounted') return;
    phase = 'unmounting';
    try {
      root.unmount();
    } finally {
      phase = 'unmounted';
      // Layout-effect cleanups have already moved adopted nodes back into
      // their server parents; this puts those parents back in the container.
      restore();
    }
    if (thrown) throw thrown.error;
  };
}
