/**
 * The telemetry feature (spec §3 "Analytics and logging", §7, §8, §9): every
 * page loads it. Only the error reporter starts at once, so early errors are
 * caught; everything else (consent and cookies, census, performance) is a
 * second chunk fetched once the page has painted, and waits for consent where
 * the policy asks for it (see src/core/consent).
 */
import { readCookie } from '../../core/cookies/read-cookie';
import { COOKIE_NAMES } from '../../core/cookies/names';
import type { FeatureContext, Unmount } from '../../core/types';
import type { TelemetryContext } from '../../telemetry/context';
import { createTransport } from '../../telemetry/transport';
import { createLateConsent } from './late-consent';
import { startErrorTelemetry } from './start-errors';
import { whenPainted } from './when-painted';

export function start({ page, report, onError }: FeatureContext, win: Window & typeof globalThis = window): Unmount {
  const doc = win.document;
  const consent = createLateConsent(page);
  const context: TelemetryContext & { consent: typeof consent } = {
    page,
    win,
    transport: createTransport(win),
    consent,
    crumb: () => readCookie(COOKIE_NAMES.crumb, doc) ?? undefined,
    visitorId: () => undefined, // until the deferred part brings the cookie service
    onRuntimeError: onError,
    now: () => Date.now(),
  };
  const stops = [startErrorTelemetry(context)];
  let stopped = false;
  const cancel = whenPainted(win, () => {
    import('./deferred')
      .then(({ startDeferred }) => (stopped ? undefined : stops.push(startDeferred(context))))
      .catch((error) => report(error, 'telemetry failed to start'));
  });
  return () => {
    stopped = true;
    cancel();
    stops.splice(0).forEach((stop) => stop());
    consent.destroy();
  };
}
