/**
 * The user-facing strings of spec §5 "Validation rules", word for word, as
 * named constants (named, so a chunk carries only the ones it uses). Fill
 * their placeholders with `formatMessage` (src/core/validators). The words
 * catalogue's validation area: docs/services/words.md.
 *
 * @build-inline: constants only, copied into each chunk that imports it.
 */

/** A field over its max length. */
export const MAX_LENGTH_MESSAGE = 'You have exceeded the character limit.';
/** An invalid email field; `{email}` is the example address (see `EMAIL_FORMAT_EXAMPLE`). */
export const EMAIL_INVALID_MESSAGE = 'Email is not valid. Email addresses should follow the format {email}.';
/** A captcha not completed. */
export const CAPTCHA_INCOMPLETE_MESSAGE = 'Complete CAPTCHA before submitting.';
/** Embed markup without an iframe or object. */
export const INVALID_VIDEO_EMBED_MESSAGE = 'Invalid video embed.';
/** A custom featured image on a video that is not an embed. */
export const CUSTOM_FEATURED_IMAGE_MESSAGE =
  'Custom featured images only available with embedded videos. Go back into embed settings to turn off featured images.';

/** Strings shown (spec §5). */
export const ENTER_VALID_EMAIL_MESSAGE = 'Please enter a valid email';
/** `{email}`: an example address. */
export const EMAIL_FORMAT_MESSAGE = 'Emails must be formatted as {email}';
/** Two `{host}` examples: pass an array to `formatMessage` to give two different ones. */
export const LINK_FORMAT_MESSAGE = 'Links must be formatted as {host} or {host}';
/** An empty file name. */
export const ENTER_FILE_NAME_MESSAGE = 'Please enter a file name';
/** No mailing list chosen. */
export const SELECT_LIST_MESSAGE = 'A List must be selected';
/** A review without stars. */
export const SELECT_STAR_RATING_MESSAGE = 'Please select a star rating';
/** `{fileName}`, `{maxSize}`. */
export const FILE_TOO_LARGE_MESSAGE = 'The file {fileName} is too large. The maximum allowed file size is {maxSize}.';
/**
 * `{fileName}`, `{fileTypeMessage}`. There is no space before "file" in the
 * spec: `{fileTypeMessage}` carries its own trailing space (`'image '`), or is
 * empty for "a supported file".
 */
export const UNSUPPORTED_FILE_MESSAGE = 'The file {fileName} does not appear to be a supported {fileTypeMessage}file.';
/** A dataset without columns. */
export const DATASET_NO_COLUMNS_MESSAGE = 'Your dataset must have at least one column';
/** A dataset without rows. */
export const DATASET_NO_ROWS_MESSAGE = 'Your dataset must have at least one row';
/** A dataset with gaps. */
export const DATASET_MISSING_DATA_MESSAGE = 'One or more rows was missing data';
/** `{maxRows}`. */
export const DATASET_ROWS_TRUNCATED_MESSAGE = 'Your dataset has been truncated to {maxRows} rows';
/** `{maxColumns}`: "the same for columns". */
export const DATASET_COLUMNS_TRUNCATED_MESSAGE = 'Your dataset has been truncated to {maxColumns} columns';
/** `{subtotal}`: a formatted amount (see `formatMoney`). */
export const CHECKOUT_MINIMUM_MESSAGE = 'To check out, your order subtotal must be {subtotal} or more.';
/** A Vimeo Basic share. */
export const VIMEO_BASIC_MESSAGE =
  'Vimeo Basic accounts are unsupported. Please share a video from a different account.';
/** `{val}`. */
export const INVALID_PAGE_URL_MESSAGE = '{val} is not a valid page URL';
/** `{val}`. */
export const NOT_AN_OPTION_MESSAGE = '{val} is not one of the expected options';
/** `{tagType}`: tag or category. */
export const TAG_EXISTS_MESSAGE = 'This {tagType} already exists';
/** `{tagType}`. */
export const ONE_TAG_AT_A_TIME_MESSAGE = 'You may only edit one {tagType} at a time';
/** Code editing on Android. */
export const NO_CODE_EDITING_ON_ANDROID_MESSAGE = 'Code editing is not available on Android.';
