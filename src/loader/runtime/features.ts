import { chunkLoadError } from '../../core/chunk-load-error';
import type { ErrorCatcher } from '../../core/error-catcher';
import type { ErrorFunnel } from '../../core/log';
import type { FeatureModule, PageContext, Unmount } from '../../core/types';
import { runUnmount } from './unmount';

/**
 * Start the site features whose condition held (their code on its way);
 * returns the function that stops them. A feature whose code arrives after
 * the stop is stopped at once. Every failure carries the feature's name and
 * its phase (`load`, `start`, `stop`). `pageErrors`: the page's errors,
 * caught since the runtime started (FeatureContext).
 */
export function startFeatures(
  features: readonly [name: string, module: Promise<FeatureModule>][],
  page: PageContext,
  funnel: ErrorFunnel,
  pageErrors: ErrorCatcher,
): () => void {
  let stopped = false;
  const running: [Unmount, string][] = [];
  const fail = (error: unknown, message: string, block: string, phase: string) =>
    funnel.report(error, message, { block, phase });
  const stop = ([unmount, name]: [Unmount, string]) => {
    try {
      runUnmount(unmount);
    } catch (error) {
      fail(error, 'feature failed to stop', name, 'stop');
    }
  };
  for (const [name, module] of features) {
    const report = (error: unknown, message = 'error') => funnel.report(error, message, { block: name });
    module.then(
      (loaded) =>
        Promise.resolve()
          .then(() =>
            loaded.start({ name, page, report, onError: (listener) => funnel.onError(listener, true), pageErrors }),
          )
          .then(
            (unmount) => (stopped ? stop([unmount, name]) : running.push([unmount, name])),
            (error) => fail(error, 'feature failed to start', name, 'start'),
          ),
      (error) => fail(chunkLoadError(name, error), 'chunk load failed', name, 'load'),
    );
  }
  return () => {
    stopped = true;
    running.splice(0).forEach(stop);
  };
}
