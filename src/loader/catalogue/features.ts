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
  // spec §6: "The popup overlay is triggered by a logged-in user or a
  // popup-overlay condition": the condition is the popup's markup, which the
  // server writes only when the site has one.
  { name: 'popup-overlay', when: [['signedIn'], ['element', '.sqs-popup-overlay']] },
  // spec §6: "The announcement bar is triggered by a logged-in user or an
  // announcement-bar setting".
  { name: 'announcement-bar', when: [['signedIn'], ['context', 'showAnnouncementBar']] },
  // spec §6: "The website overlays manager is triggered by a logged-in user,
  // or the site-badge, mobile info bar or licensed-assets conditions": the
  // badge, the mobile info bar (any of its four items) and the licensed
  // assets notice.
  {
    name: 'overlays',
    when: [
      ['signedIn'],
      ['context', 'websiteSettings.ssBadgeType'],
      ['context', 'websiteSettings.mobileInfoBarSettings.email'],
      ['context', 'websiteSettings.mobileInfoBarSettings.phone'],
      ['context', 'websiteSettings.mobileInfoBarSettings.location'],
      ['context', 'websiteSettings.mobileInfoBarSettings.businessHours'],
      ['context', 'websiteSettings.hasUnlicensedAssets'],
    ],
  },
];
