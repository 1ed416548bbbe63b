import type { FeatureDescriptor } from '../../core/types';
import type { PageContext } from '../../core/types';

/**
 * The built-in site features and when each is needed. These predicates ship
 * in the loader, so they stay one line each; the features' code is lazy.
 */
export const builtinFeatures: readonly Omit<FeatureDescriptor, 'load'>[] = [
  {
    // spec §2 "Escape and keyboard", "Config redirect", logout=true notice:
    // only signed-in accounts, sites that let visitors Escape to log in, and
    // the page a logout lands on need it; anonymous visitors download nothing.
    name: 'owner',
    when: (page: PageContext, win: Window) =>
      !!page.authenticatedAccount || !!page.websiteSettings.useEscapeKeyToLogin || /[?&]logout=true\b/.test(win.location.search),
  },
  // spec §4 "Cookie banner": the banner's controller (small; its UI loads only to show).
  { name: 'cookie-banner', when: (page: PageContext) => !!page.cookieSettings.isCookieBannerEnabled },
  // Error reports, census, trace logs, performance records, analytics events:
  // every page; the feature itself waits for the first paint before sending.
  { name: 'telemetry' },
];
