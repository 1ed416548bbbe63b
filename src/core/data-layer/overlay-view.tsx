/**
 * The overlay's React part, in its own module so the data layer imports it
 * only when an overlay is shown: a form or a feature that never fails never
 * downloads React for it.
 */
import { createReactRoot, type ReportError } from '../react-root';
import { ErrorOverlay, type ErrorOverlayProps } from './error-overlay';

/**
 * Renders the overlay into `element` in this task; returns the unmount. A
 * crash (src/core/react-root.tsx) runs `onCrash` (the host clears the overlay)
 * and goes to `report`, the data layer's funnel.
 */
export function renderOverlay(
  element: HTMLElement,
  props: ErrorOverlayProps,
  report: ReportError,
  onCrash: () => void,
): () => void {
  const root = createReactRoot(element, { what: 'Data layer: the error overlay', report, onCrash });
  root.render(<ErrorOverlay {...props} />);
  return () => root.unmount();
}
