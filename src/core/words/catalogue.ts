/**
 * The words catalogue by message id: every visitor-facing string, its id
 * (`area.key`) and its English text, the source every translation in
 * ./locales/ is written from (spec §5, §8, §9 word for word where they give
 * one). Chunks never import this module (each takes only the constants it
 * shows from its area file); it is what the types, the tests and the
 * documentation read. docs/services/words.md says how a string is added.
 *
 * Left out on purpose: the editor's validation messages (datasets, tags,
 * video embeds) and the data layer's rejections for developers, which no
 * visitor reads.
 */
import { ADDRESS_WORDS } from './address';
import { CART_COUNT_WORDS, CART_MESSAGES } from './cart';
import * as banner from './cookie-banner';
import { DATA_LAYER_WORDS } from './data-layer';
import { DIALOG_WORDS } from './dialogs';
import * as forms from './forms';
import { GENERIC_WORDS } from './generic';
import { AUDIO_WORDS, GALLERY_WORDS, LIGHTBOX_WORDS, MAP_WORDS, VIDEO_WORDS } from './media';
import { LOCK_SCREEN_MESSAGES, LOGOUT_NOTICE, SITE_USER_MESSAGES } from './members';
import { PRODUCT_MESSAGES } from './product';
import { REVIEW_MESSAGES } from './reviews';
import { SEARCH_WORDS } from './search';
import { CHROME_WORDS, EMBED_WORDS, MEMBER_AREA_WORDS } from './site-chrome';
import { TIME_WORDS } from './time';
import * as validation from './validation';

/**
 * `words` without the keys that repeat another area's message (an area file
 * may name a shared string for its readers, `CART_MESSAGES.retry` is
 * `GENERIC_WORDS.tryAgain`): a message has one id, the one its code says.
 */
function omit<T extends object, K extends keyof T>(words: T, ...keys: K[]): Omit<T, K> {
  const out: Partial<T> = { ...words };
  for (const key of keys) delete out[key];
  return out as Omit<T, K>;
}

/** Area name → its strings; a message's id is `{area}.{key}`. */
export const CATALOGUE_AREAS = {
  generic: GENERIC_WORDS,
  form: omit(forms.FORM_MESSAGES, 'captcha'),
  field: {
    required: forms.REQUIRED_MESSAGE,
    requiredUntitled: forms.REQUIRED_UNTITLED_MESSAGE,
    number: forms.NUMBER_INVALID_MESSAGE,
    website: forms.WEBSITE_INVALID_MESSAGE,
    inProgress: forms.DEFAULT_IN_PROGRESS_TEXT,
    submit: forms.DEFAULT_SUBMIT_TEXT,
    thanks: forms.DEFAULT_SUBMISSION_TEXT,
  },
  summary: forms.SUMMARY_WORDS,
  validation: {
    maxLength: validation.MAX_LENGTH_MESSAGE,
    email: validation.EMAIL_INVALID_MESSAGE,
    captcha: validation.CAPTCHA_INCOMPLETE_MESSAGE,
    validEmail: validation.ENTER_VALID_EMAIL_MESSAGE,
    starRating: validation.SELECT_STAR_RATING_MESSAGE,
    checkoutMinimum: validation.CHECKOUT_MINIMUM_MESSAGE,
  },
  address: ADDRESS_WORDS,
  search: SEARCH_WORDS,
  banner: {
    accept: banner.DEFAULT_COOKIE_BANNER_CTA_TEXT,
    decline: banner.DEFAULT_COOKIE_BANNER_OPT_OUT_TEXT,
    text: banner.DEFAULT_COOKIE_BANNER_TEXT,
    label: banner.COOKIE_BANNER_LABEL,
  },
  dialog: DIALOG_WORDS,
  dataLayer: {
    network: DATA_LAYER_WORDS.network,
    unauthorized: DATA_LAYER_WORDS.unauthorized,
    internal: DATA_LAYER_WORDS.internal,
    unavailable: DATA_LAYER_WORDS.unavailable,
    overlayTitle: DATA_LAYER_WORDS.overlayTitle,
    overlayNetworkTitle: DATA_LAYER_WORDS.overlayNetworkTitle,
    reload: DATA_LAYER_WORDS.reload,
    clear: DATA_LAYER_WORDS.clear,
  },
  cart: omit(CART_MESSAGES, 'loadFailed', 'retry'),
  cartCount: CART_COUNT_WORDS,
  product: omit(PRODUCT_MESSAGES, 'quantity', 'connection', 'tryAgain', 'onlyAvailable'),
  review: omit(REVIEW_MESSAGES, 'rating', 'wentWrong'),
  siteUser: omit(SITE_USER_MESSAGES, 'email', 'connection', 'wentWrong'),
  lockScreen: omit(LOCK_SCREEN_MESSAGES, 'connection', 'wentWrong'),
  logout: LOGOUT_NOTICE,
  time: TIME_WORDS,
  lightbox: LIGHTBOX_WORDS,
  gallery: GALLERY_WORDS,
  audio: AUDIO_WORDS,
  video: VIDEO_WORDS,
  map: MAP_WORDS,
  chrome: CHROME_WORDS,
  embed: EMBED_WORDS,
  memberArea: MEMBER_AREA_WORDS,
} as const;

type Areas = typeof CATALOGUE_AREAS;

/** Message id → its English text (as a literal type, so `say(id, english)` checks the pair). */
export type Catalogue = {
  [Id in AreaIds as Id[0]]: Id[1];
};
type AreaIds = {
  [A in keyof Areas]: { [K in keyof Areas[A]]: [`${A & string}.${K & string}`, Areas[A][K]] }[keyof Areas[A]];
}[keyof Areas];

/** Every message id. */
export type MessageId = keyof Catalogue;

/** The catalogue flat: id → English. */
export const CATALOGUE: Readonly<Record<MessageId, string>> = Object.fromEntries(
  Object.entries(CATALOGUE_AREAS).flatMap(([area, words]) =>
    Object.entries(words).map(([key, text]) => [`${area}.${key}`, text]),
  ),
) as Record<MessageId, string>;
