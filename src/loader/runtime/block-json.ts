/**
 * Reads a block's configuration from its `data-block-json` attribute.
 * Absent or empty means `{}`; anything that is not a JSON object throws, and
 * the registry marks only that block failed.
 */
export function readBlockJson(root: Element): Record<string, unknown> {
  const raw = root.getAttribute('data-block-json');
  if (raw === null || raw.trim() === '') return {};
  const value: unknown = JSON.parse(raw);
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new TypeError('not a JSON object');
  }
  return value as Record<string, unknown>;
}

/**
 * What the console says of a block whose `data-block-json` could not be
 * read: spec §8 "Console-only" words the gallery's; other blocks say what
 * went wrong in the runtime's words.
 */
export const malformedJsonMessage = (block: string): string =>
  block === 'gallery' ? 'Error decoding gallery block data.' : 'malformed data-block-json';
