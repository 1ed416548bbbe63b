/**
 * `createRoot` for the CDN build (see ./react.ts): Preact's render into
 * `container`, with React 19's `onUncaughtError` option for what a render
 * throws: the tree is unmounted, then the option hears the error (without
 * it, the error is thrown, as preact/compat's root does). A later update
 * that throws has no root to reach in Preact: it is uncaught, for the page's
 * error reporter, as before.
 */
import { render, type ComponentChild } from 'preact';
import './style-units';

interface RootOptions {
  onUncaughtError?: (error: unknown) => void;
}

export interface Root {
  render(children: ComponentChild): void;
  unmount(): void;
}

export function createRoot(container: Element | DocumentFragment, rootOptions: RootOptions = {}): Root {
  const unmount = () => render(null, container);
  const fail = (error: unknown) => {
    try {
      unmount();
    } catch {
      // the tree is broken already: React too hands over the first error
    }
    if (!rootOptions.onUncaughtError) throw error;
    rootOptions.onUncaughtError(error);
  };
  return {
    render(children) {
      // React clears the container on the first render; so does the root here.
      if (!(container as { __k?: unknown }).__k) container.textContent = '';
      try {
        render(children, container);
      } catch (error) {
        fail(error);
      }
    },
    unmount,
  };
}
