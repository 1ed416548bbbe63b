/**
 * The telemetry feature (spec §3 "Analytics and logging", §7, §8, §9): every
 * page loads it. Only the error reporter starts at once, so early errors are
 * caught; everything else (the page's consent and cookies, census, trace log,
 * performance) is a second chunk fetched once the page has painted, and waits
 * for consent where the policy asks for it (see src/core/consent).
 */
import { COOKIE_NAMES } from '../../core/cookies/names';
import { readCookie } from '../../core/cookies/read-cookie';
import type { FeatureContext, Unmount } from '../../core/types';
import type { TelemetryContext } from '../../telemetry/context';
import { createErrorReporter } from '../../telemetry/error-reporter';
import { createTransport } from '../../telemetry/transport';
import { whenPainted } from './when-painted';

export function start({ page, report, onError }: FeatureContext, win: Window & typeof globalThis = window): Unmount {
  const doc = win.document;
  const context: TelemetryContext = {
    page,
    win,
    transport: createTransport(win),
    crumb: () => readCookie(COOKIE_NAMES.crumb, doc) ?? undefined,
    // No visitor id before the page's consent has loaded: it comes with the second part.
    visitorId: () => undefined,
    onRuntimeError: onError,
    now: () => Date.now(),
  };
  const reporter = createErrorReporter(context);
  let stopDeferred = () => {};
  let stopped = false;
  const cancel = whenPainted(win, () => {
    import('./deferred')
      .then(({ startDeferred }) => stopped || (stopDeferred = startDeferred(context)))
      .catch((error) => report(error, 'telemetry failed to start'));
  });
  return () => {
    stopped = true;
    cancel();
    stopDeferred();
    reporter.destroy();
  };
}
