/**
 * The telemetry feature (spec §3 "Analytics and logging", §7, §8, §9): every
 * page loads it. Only the error reporter starts at once, so early errors are
 * caught; everything else (consent and cookies, census, performance) is a
 * second chunk fetched once the page has painted, and waits for consent where
 * the policy asks for it (see src/core/consent).
 */
import type { FeatureContext } from '../../core/types';
import type { Unmount } from '../../core/types';
import type { TelemetryContext } from '../../telemetry/context';
import { createTransport } from '../../telemetry/transport';
import { createLateConsent } from './late-consent';
import { startErrorTelemetry } from './start-errors';
import { whenPainted } from './when-painted';

/**
 * The request token, read without the cookie service: that one brings
 * js-cookie, which only the deferred part may cost (start-up bytes).
 */
function readCrumb(doc: Document): string | undefined {
  try {
    const match = doc.cookie.match(/(?:^|;\s*)crumb=([^;]*)/);
    return match ? decodeURIComponent(match[1]) : undefined;
  } catch {
    return undefined; // cookies blocked
  }
}

export function start({ page, report, onError }: FeatureContext, win: Window & typeof globalThis = window): Unmount {
  const doc = win.document;
  const consent = createLateConsent(page);
  const context: TelemetryContext & { consent: typeof consent } = {
    page,
    win,
    transport: createTransport(win),
    consent,
    crumb: () => readCrumb(doc),
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
