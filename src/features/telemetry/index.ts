/**
 * The telemetry feature (spec §3 "Analytics and logging", §7, §8, §9): every
 * page loads it, so this first chunk is small. It fetches the error reporter
 * only on the page's first error (the runtime has caught them from its
 * start, src/core/error-catcher.ts); everything else (the page's consent and
 * cookies, census, trace log, performance) is a second chunk fetched once the
 * page has painted, and waits for consent where the policy asks for it (see
 * src/core/consent).
 */
import type { FeatureContext, Unmount } from '../../core/types';
import type { StartContext } from './full-context';
import { whenPainted } from './when-painted';

export function start({ page, report, pageErrors }: FeatureContext, win: Window & typeof globalThis = window): Unmount {
  const context: StartContext = {
    page,
    win,
    // No visitor id before the page's consent has loaded: it comes with the second part.
    visitorId: () => undefined,
    now: () => Date.now(),
  };
  let stopped = false;
  let stopErrors = () => {};
  let stopDeferred = () => {};
  const failed = (error: unknown) => report(error, 'telemetry failed to start');
  pageErrors.whenFirst(() => {
    import('./errors')
      .then(({ startErrorReporter }) => stopped || (stopErrors = startErrorReporter(context, pageErrors)))
      .catch(failed);
  });
  const cancel = whenPainted(win, () => {
    import('./deferred').then(({ startDeferred }) => stopped || (stopDeferred = startDeferred(context))).catch(failed);
  });
  return () => {
    stopped = true;
    cancel();
    stopDeferred();
    stopErrors();
    // A reporter that never came must not come after the stop.
    pageErrors.whenFirst(() => {});
  };
}
