/** Runs the real startVisitorTelemetry against jsdom's document.cookie, a fake transport and a clock. */
import { safeJar } from '../../../src/core/cookies';
import { safeLocalStorage } from '../../../src/core/storage/safe-storage';
import { pageVisitor } from '../../../src/features/telemetry/page-visitor';
import { startVisitorTelemetry } from '../../../src/features/telemetry/start-visitor';
import type { TelemetryContext } from '../../../src/telemetry/context';
import { fakeClock, fakeConsent, fakeTransport, pageContext } from './census-helpers';

/** Clears every cookie jsdom holds for the page. */
export function clearCookies(): void {
  document.cookie.split(';').forEach((pair) => {
    const name = pair.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
}

/**
 * Starts visitor telemetry with fakes and the page's visitor (a first visit's writer, or a
 * returning visitor's reader, fetched: await `ready` before expecting its hit); returns them
 * and the stop. `yieldTo`: where the page view pauses (null, the default here: all in one task).
 */
export function startWithFakes(
  state: 'granted' | 'pending' | 'denied' = 'granted',
  page = pageContext(),
  yieldTo: ((win: Window) => Promise<void>) | null = null,
) {
  const consent = fakeConsent(state);
  const { transport, sent } = fakeTransport();
  const clock = fakeClock(Date.now());
  const context = {
    page,
    win: window,
    transport,
    crumb: () => undefined,
    visitorId: () => undefined,
    now: clock.now,
  } as TelemetryContext;
  const images: string[] = [];
  const OriginalImage = window.Image;
  // Record the beacons instead of letting jsdom try to fetch them.
  (window as { Image: unknown }).Image = function FakeImage() {
    const image = {
      set src(value: string) {
        images.push(value);
      },
    };
    return image;
  };
  const visitor = pageVisitor(safeJar(document), safeLocalStorage(window), clock.now);
  const stop = startVisitorTelemetry(context, consent, visitor.visitor, yieldTo);
  return {
    ready: visitor.ready,
    consent,
    sent,
    clock,
    images,
    stop: () => {
      stop();
      window.Image = OriginalImage;
    },
  };
}
