/**
 * The overlay's React part, in its own module so the data layer imports it
 * only when an overlay is shown: a form or a feature that never fails never
 * downloads React for it.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ErrorOverlay, type ErrorOverlayProps } from './error-overlay';

/** Renders the overlay into `element` in this task; returns the unmount. */
export function renderOverlay(element: HTMLElement, props: ErrorOverlayProps): () => void {
  const root = createRoot(element);
  flushSync(() => root.render(<ErrorOverlay {...props} />));
  return () => root.unmount();
}
