/** Blog URL format, tags and categories (spec §5). */

/** The longest tag (spec §5). */
export const MAX_TAG_LENGTH = 50;
/** The longest category (spec §5). */
export const MAX_CATEGORY_LENGTH = 25;

/** What survives in a blog URL: a percent token, or a lowercase ASCII letter, digit, slash or dash. */
const ALLOWED = /%[ymdt]|[a-z0-9/-]/g;

/**
 * The blog URL format (spec §5): lower case, each run of spaces becomes one
 * dash, and only letters, digits, `/` and `-` remain, plus the tokens `%y`,
 * `%m`, `%d` and `%t` (year, month, day, title), e.g.
 * `'%Y/%M/My Post!'` → `'%y/%m/my-post'`, `'Title — 2024'` → `'title-2024'`. Accents are taken off (`é` → `e`)
 * rather than dropping the letter; other scripts are dropped, since the
 * spec allows only letters a URL carries as they are. A `%` that is not
 * part of a token is dropped. Applying it twice changes nothing.
 */
export function blogUrlSlug(title: unknown): string {
  const text = typeof title === 'string' ? title : '';
  const plain = text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  // A dropped character between two spaces ('Title — 2024') would leave a
  // double dash: runs of dashes collapse to one, as a reader expects of a URL.
  return (plain.replace(/\s+/g, '-').match(ALLOWED) ?? []).join('').replace(/-{2,}/g, '-');
}

const lengthWithin = (value: unknown, max: number): boolean => {
  if (typeof value !== 'string' || value.trim() === '') return false;
  return Array.from(value.trim()).length <= max;
};

/** A non-blank tag of at most 50 characters (spaces around it not counted). */
export function isValidTag(value: unknown): boolean {
  return lengthWithin(value, MAX_TAG_LENGTH);
}

/** A non-blank category of at most 25 characters (spaces around it not counted). */
export function isValidCategory(value: unknown): boolean {
  return lengthWithin(value, MAX_CATEGORY_LENGTH);
}
