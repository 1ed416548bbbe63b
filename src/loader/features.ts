import type { ErrorFunnel } from '../core/log';
import { runUnmount } from './block-mount';
import type { FeatureDescriptor, PageContext, Unmount } from '../core/types';

/**
 * Start the features whose `when` holds; returns the function that stops
 * them. A feature whose code arrives after the stop is stopped at once.
 */
export function startFeatures(
  features: readonly FeatureDescriptor[],
  page: PageContext,
  funnel: ErrorFunnel,
  win: Window,
): () => void {
  let stopped = false;
  const running: Unmount[] = [];
  const stop = (unmount: Unmount, report: (error: unknown, message: string) => void) => {
    try {
      runUnmount(unmount);
    } catch (error) {
      report(error, 'feature failed to stop');
    }
  };
  for (const { name, when, load } of features) {
    const report = (error: unknown, message = 'error') => funnel.report(error, message, { block: name });
    (async () => {
      try {
        if (when && !when(page, win)) return;
        const unmount = await (await load()).start({ name, page, report });
        if (stopped) stop(unmount, report);
        else running.push(unmount);
      } catch (error) {
        report(error, 'feature failed to start');
      }
    })();
  }
  return () => {
    stopped = true;
    running.splice(0).forEach((unmount) => stop(unmount, funnel.report));
  };
}
