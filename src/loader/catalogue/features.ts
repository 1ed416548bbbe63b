/**
 * The built-in site features and when each is needed: plain conditions (see
 * `Condition`), evaluated by the loader on the raw page context; the features'
 * code is fetched only when one holds.
 */
import { PAGE_TYPES } from '../../core/enums/page-types';
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
  // spec §3 "Cart indicator": only pages with the builder's cart count element; a page
  // without one downloads nothing, and a visitor without a cart cookie sends nothing.
  { name: 'cart-badge', when: [['element', '.sqs-cart-quantity']] },
  // spec §2: "A cart page is recognised by a full-page cart root element and loads a cart-page bundle".
  { name: 'cart-page', when: [['element', '#sqs-cart-root']] },
  // spec §2: "A reviews-request page loads a product-reviews bundle" (page type 209).
  { name: 'product-reviews', when: [['pageType', PAGE_TYPES.REVIEWS_REQUEST]] },
  // spec §2 page type 103: the lock screen's password form.
  { name: 'lock-screen', when: [['pageType', PAGE_TYPES.LOCK_SCREEN]] },
  // spec §2 page type 106 (the members-only label) and site-user forms anywhere (spec §7 sessions).
  {
    name: 'site-user',
    when: [
      ['pageType', PAGE_TYPES.MEMBER_AREA_ACCESS_DENIED],
      ['element', '[data-site-user]'],
    ],
  },
  // Issue 27 "Multilingual": a page that lists its translations, or has a language picker, respects
  // the visitor's choice of language (src/features/languages/).
  { name: 'languages', when: [['element', 'link[rel~="alternate"][hreflang],a[hreflang]']] },
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
