/**
 * Fill `{placeholder}`s in a user-facing string (spec §5 "Strings shown").
 *
 * @build-inline: stateless and small, copied into each chunk that imports it.
 */

/** Values by placeholder name, or in placeholder order. */
export type MessageValues = Readonly<Record<string, string | number>> | readonly (string | number)[];

/**
 * `formatMessage('The file {fileName} is too large.', { fileName: 'a.png' })`.
 * With an object every `{name}` takes its value, however often it appears.
 * With an array the placeholders take the values in order, which is how
 * `'Links must be formatted as {host} or {host}'` gets two different hosts.
 * A placeholder without a value stays as written, so nothing is silently lost.
 */
export function formatMessage(template: string, values: MessageValues = {}): string {
  let index = 0;
  return template.replace(/\{(\w+)\}/g, (match, name: string) => {
    const value = Array.isArray(values)
      ? (values as readonly (string | number)[])[index++]
      : Object.prototype.hasOwnProperty.call(values, name)
        ? (values as Record<string, string | number>)[name]
        : undefined;
    return value === undefined ? match : String(value);
  });
}
