/**
 * The built-in site features and when each is needed: plain conditions (see
 * `Condition`), evaluated by the loader on the raw page context; the features'
 * code is fetched only when one holds.
 */
import type { FeatureEntry } from './types';

export const FEATURES: readonly FeatureEntry[] = [
  // Error reports, census, trace logs, performance records, analytics events:
  // every page; the feature itself waits for the first paint before sending.
  { name: 'telemetry' },
  // spec §2 "Escape and keyboard", "Config redirect", logout=true notice:
  // only signed-in accounts, sites that let visitors Escape to log in, and
  // the page a logout lands on need it; anonymous visitors download nothing.
  {
    name: 'owner',
    when: [['signedIn'], ['context', 'websiteSettings.useEscapeKeyToLogin'], ['query', 'logout=true']],
  },
  // spec §4 "Cookie banner": the banner's controller (small; its UI loads only to show).
  { name: 'cookie-banner', when: [['context', 'cookieSettings.isCookieBannerEnabled']] },
  // spec §9 "Scroll": in-page links scroll with the scroll helper; a page
  // without a `#` link at start downloads nothing for them.
  { name: 'anchor-links', when: [['element', 'a[href^="#"]']] },
];
