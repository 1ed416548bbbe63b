/**
 * The one reading of a boolean in JSON the server or a theme author wrote
 * (block JSON, the page context's settings).
 *
 * A JSON boolean, or the text `"true"` / `"false"` in any letter case with
 * spaces around (`" TRUE "`): settings often pass through attribute editors
 * and templates that turn every value into text, and a theme author who
 * writes `"True"` means true. Anything else (`1`, `"yes"`, `"on"`, `null`,
 * an object) is not a boolean: `undefined`, so the caller keeps the spec's
 * default for that setting, and may say the value was unreadable. Numbers
 * are not read as flags because `0`/`1` in block JSON are as often counts.
 *
 * @build-inline: stateless and small, copied into each chunk that imports
 * it (scripts/inline-small-modules.mjs) rather than made a chunk of its own.
 */
export function readBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return text === 'true' ? true : text === 'false' ? false : undefined;
}
