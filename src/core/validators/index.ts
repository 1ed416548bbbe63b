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
export * from './messages';
