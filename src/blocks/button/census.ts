/**
 * The button block's census (spec §7): `button-render` once, when the
 * button is first visible, and `button-click` on a click. Telemetry never
 * hurts the page (spec §8 "Tracking failures are ignored"): each call is
 * fire and forget (a keepalive request, 2500 ms time-out), the navigation
 * never waits for it, and a failure here is swallowed.
 */
import type { PageContext } from '../../core/types';
import { buttonClick, buttonRender, lazyBlockCensus, type CensusButton } from '../../telemetry/census-calls';

/** The two calls a button makes. */
export interface ButtonCensus {
  render(button: CensusButton): void;
  click(button: CensusButton): void;
  destroy(): void;
}

const quietly = (run: () => void) => {
  try {
    run();
  } catch {
    // ignored: telemetry
  }
};

/** The census for one button, on the page's shared consent. */
export function createButtonCensus(page: PageContext, doc: Document): ButtonCensus {
  const census = lazyBlockCensus(page, doc);
  return {
    render: (button) => quietly(() => buttonRender(census, button)),
    click: (button) => quietly(() => buttonClick(census, button)),
    destroy: () => quietly(() => census.destroy()),
  };
}

/**
 * Call `seen` once, when `element` first intersects the viewport (at once
 * without IntersectionObserver). Returns the stop.
 */
export function onceVisible(element: Element, win: Window & typeof globalThis, seen: () => void): () => void {
  if (!win.IntersectionObserver) {
    seen();
    return () => undefined;
  }
  let done = false;
  // A batch already queued when we disconnect is still delivered: `done` keeps it to once.
  const observer = new win.IntersectionObserver((entries) => {
    if (done || !entries.some((entry) => entry.isIntersecting)) return;
    done = true;
    observer.disconnect();
    seen();
  });
  observer.observe(element);
  return () => observer.disconnect();
}
