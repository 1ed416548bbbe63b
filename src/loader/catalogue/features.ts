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
  // Fonts, comment counts and share links (docs/features/embeds.md): one row for the three (each
  // row costs every page); its chunk fetches only the parts the page uses. The element selector is
  // COMMENT_COUNT_SELECTOR (src/features/embeds/index.ts) and the share buttons' holder.
  {
    name: 'embeds',
    when: [
      ['context', 'googleFonts.0'],
      ['context', 'website.typekitId'],
      ['element', '.sqs-share-buttons,.disqus-comment-count,[href$="#disqus_thread"]'],
    ],
  },
];
