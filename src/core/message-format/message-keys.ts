/**
 * How the page's words are keyed. The source and the unit tests ask for a
 * message by its id (`say('form.invalidFields', …)`); dist/ asks by the id's
 * position in src/core/words/ids.ts, because the build numbers every id
 * (scripts/message-ids.mjs) and ships each locale's table as its strings in
 * that order. What arrives written by id (a site's overrides, a theme's
 * `say`) is keyed here, with the ids list (`words-ids`).
 *
 * @build-inline: stateless and small, copied into each chunk that imports it.
 */

/** True in dist/: the build turns this id into its number (0, the first in ids.ts), as it does every id in the code. */
export const NUMBERED = ('generic.close' as unknown) === 0;

/** The key message `id` has in this build's words (-1 for an id the list does not hold). */
export const messageKey = (id: string, ids: readonly string[]): string | number => (NUMBERED ? ids.indexOf(id) : id);

/** Messages written by id, keyed as this build's words are. */
export function keyMessages(
  messages: Readonly<Record<string, string>>,
  ids: readonly string[],
): Record<string, string> {
  const keyed: Record<string, string> = {};
  for (const [id, text] of Object.entries(messages)) keyed[messageKey(id, ids)] = text;
  return keyed;
}
