/**
 * Parsing HTML the runtime did not write (a widget's rendering, the owner's
 * banner or bar text) without the page's CSP complaining about it.
 *
 * Chromium checks the page's CSP when its HTML parser sets an inline handler
 * or a `style` attribute, in any document of the page's window (DOMParser's
 * and a template's included), though nothing there ever runs or renders: a
 * strict policy logs a violation for every `onclick` or `style="…"` the text
 * holds (the builder writes `style="white-space:pre-wrap;"` on every
 * paragraph of owner text). Marked first, the parser makes no such attribute,
 * and the CSP sees nothing; the callers drop or unmark what was marked.
 *
 * @build-inline: stateless and small, copied into each chunk that imports it.
 */

/** Put before every name that could begin a checked attribute. A noncharacter: no text carries one. */
export const MARK = '\ufdd0';

/** `text` without the marks. */
export const unmark = (text: string): string => text.split(MARK).join('');

/**
 * `html` with {@link MARK} before each of `names` (a regular-expression
 * alternation, `on|style`) wherever the tokenizer could begin an attribute
 * name: after whitespace, a quote (`"a"onclick`) or a `/` (`<img/onerror>`),
 * but not `</` (an end tag). Marked in text too: over-marking is undone by
 * {@link unmark}.
 */
export function markAttributeNames(html: string, names: string): string {
  return unmark(html).replace(new RegExp(`([\\s"']|[^<]\\/)(${names})`, 'gi'), `$1${MARK}$2`);
}
