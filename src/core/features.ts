import type { ErrorFunnel } from './errors';
import { runUnmount } from './block-mount';
import type { PageContext, Unmount } from './types';

/** What a site feature (not tied to a block element) receives when it starts. */
export interface FeatureContext {
  readonly name: string;
  readonly page: PageContext;
  /** The error funnel, named for this feature. */
  report(error: unknown, message?: string): void;
}

/** The module a feature chunk exports. */
export interface FeatureModule {
  start(context: FeatureContext): Unmount | Promise<Unmount>;
}

/**
 * A site feature: code the page needs because of who is looking or what the
 * URL says, rather than because of an element (the owner's keyboard and
 * config redirect, the logout notice, later the cookie banner). `when` runs in
 * the loader, so it must be tiny; the feature's code is fetched only when it
 * answers true.
 */
export interface FeatureDescriptor {
  name: string;
  /** Whether the page needs it; absent means every page does. */
  when?(page: PageContext, win: Window): boolean;
  load(): Promise<FeatureModule>;
}

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
