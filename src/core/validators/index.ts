/**
 * Validators (spec §5): product fields, form fields, the textarea counter,
 * link checks, blog URLs, tags and categories, and the user-facing strings
 * of §5 with `formatMessage` for their placeholders. Pure functions.
 */
export { isUsZip, isValidPrice, isValidSku, generateSku } from './product';
export {
  EMAIL_FORMAT_EXAMPLE,
  EMAIL_LENGTH,
  EMAIL_PATTERN,
  isValidEmail,
  validateEmail,
  type FieldRuleOptions,
} from './email';
export { characterCount, counterText, isOverMaxLength, parseMaxLength, validateMaxLength } from './max-length';
export { categorizeLink, linkScheme, type LinkCategory } from './link-category';
export { checkLink, LINK_LENGTH_LIMITS, type LinkCheck } from './check-link';
export { blogUrlSlug, isValidCategory, isValidTag, MAX_CATEGORY_LENGTH, MAX_TAG_LENGTH } from './blog';
export { formatMessage, type MessageValues } from './format-message';
// The §5 strings live in the words catalogue (src/core/words/validation.ts);
// the services API exposes them for a theme's own forms and checks.
export {
  CAPTCHA_INCOMPLETE_MESSAGE,
  CHECKOUT_MINIMUM_MESSAGE,
  CUSTOM_FEATURED_IMAGE_MESSAGE,
  DATASET_COLUMNS_TRUNCATED_MESSAGE,
  DATASET_MISSING_DATA_MESSAGE,
  DATASET_NO_COLUMNS_MESSAGE,
  DATASET_NO_ROWS_MESSAGE,
  DATASET_ROWS_TRUNCATED_MESSAGE,
  EMAIL_FORMAT_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  ENTER_FILE_NAME_MESSAGE,
  ENTER_VALID_EMAIL_MESSAGE,
  FILE_TOO_LARGE_MESSAGE,
  INVALID_PAGE_URL_MESSAGE,
  INVALID_VIDEO_EMBED_MESSAGE,
  LINK_FORMAT_MESSAGE,
  MAX_LENGTH_MESSAGE,
  NO_CODE_EDITING_ON_ANDROID_MESSAGE,
  NOT_AN_OPTION_MESSAGE,
  ONE_TAG_AT_A_TIME_MESSAGE,
  SELECT_LIST_MESSAGE,
  SELECT_STAR_RATING_MESSAGE,
  TAG_EXISTS_MESSAGE,
  UNSUPPORTED_FILE_MESSAGE,
  VIMEO_BASIC_MESSAGE,
} from '../words/validation';
// The tween's argument errors are thrown, not shown: they stay with the tween
// (src/core/ui/tween.ts), under their §5 names here too.
export {
  TWEEN_DURATION_MESSAGE as TWEEN_DURATION_NOT_FINITE_MESSAGE,
  TWEEN_FUNCTION_MESSAGE as TWEEN_NOT_A_FUNCTION_MESSAGE,
} from '../ui/tween';
