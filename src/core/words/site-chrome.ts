/**
 * The words of the page's chrome and embeds: the popup and the announcement
 * bar, the mobile information bar, the share links, the marquee's pause
 * button, a booking widget's fallback and owner preview alert (spec §6:
 * 'Preview Only'), the offer a third party waiting for consent shows, and
 * the member area's billing period. The spec words none of them but §6's
 * alert title. Part of the words catalogue (docs/services/words.md).
 *
 * @build-inline: constants only, copied into each chunk that imports it.
 */

export const CHROME_WORDS = {
  popup: 'Popup',
  closeAnnouncement: 'Close announcement',
  announcement: 'Announcement',
  /** The mobile information bar and its items. */
  contact: 'Contact',
  email: 'Email',
  call: 'Call',
  map: 'Map',
  hours: 'Hours',
  share: 'Share',
  shareByEmail: 'Share by email',
  shareOn: 'Share on {service}',
  /** Read after a link that opens a new tab (the runtime puts a space before it). */
  newTab: '(opens in a new tab)',
  pauseAnimation: 'Pause animation',
} as const;

export const EMBED_WORDS = {
  /** `{provider}`: 'OpenTable', 'Tock'. */
  bookOn: 'Book on {provider} (opens in a new tab)',
  previewOnly: 'Preview Only',
  /** `{block}`: the block's name ('OpenTable'). */
  logOutToUse: 'Please log out of your account in order to use the {block} Block.',
  /** `{provider}`: 'YouTube', 'Google Maps'. */
  offerLabel: '{provider} content',
  offer: 'This content comes from {provider}, which may set cookies. It loads when you accept cookies.',
  loadAnyway: 'Load {provider} anyway',
} as const;

export const MEMBER_AREA_WORDS = {
  monthly: 'Monthly',
  annual: 'Annual',
  billingPeriod: 'Billing period',
} as const;
