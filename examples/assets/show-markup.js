/**
 * Shows the markup of every element marked `data-example` in a <pre><code>
 * right after it, as the server sent it.
 *
 * Include it with `defer` BEFORE the loader's script tag: deferred scripts run
 * in document order, so this one reads the markup before the runtime has
 * touched any block. (External file, not inline: the pages' CSP forbids
 * inline scripts.)
 */
(() => {
  'use strict';

  /**
   * The whitespace that indents `element` in the page source, so the shown
   * markup can start at column 0 and keep its inner indentation.
   * @param {Element} element
   */
  function indentOf(element) {
    const before = element.previousSibling;
    if (!before || before.nodeType !== Node.TEXT_NODE) return '';
    const match = /\n([ \t]*)$/.exec(before.textContent || '');
    return match ? match[1] : '';
  }

  /**
   * outerHTML double-quotes every attribute, so `data-block-json='{"a":1}'`
   * comes back as `"{&quot;a&quot;:1}"`. Single-quote those values again, as
   * the builder writes them, so the JSON stays readable.
   * @param {string} html
   */
  function requoteJsonAttributes(html) {
    return html.replace(/(\s[^\s=]+)="([^"]*&quot;[^"]*)"/g, (whole, name, value) =>
      value.includes("'") ? whole : `${name}='${value.replaceAll('&quot;', '"')}'`,
    );
  }

  /** @param {Element} element */
  function markupOf(element) {
    // A template holds a block added on request (on-request.js): show the block.
    const source = element instanceof HTMLTemplateElement ? element.content.firstElementChild : element;
    const clone = /** @type {Element} */ (source.cloneNode(true));
    // The marker is for this script only: leave it out of what a reader would copy.
    clone.removeAttribute('data-example');
    clone.querySelectorAll('[data-example]').forEach((inner) => inner.removeAttribute('data-example'));
    const indent = indentOf(element);
    const lines = requoteJsonAttributes(clone.outerHTML).split('\n');
    return lines.map((line) => (indent && line.startsWith(indent) ? line.slice(indent.length) : line)).join('\n');
  }

  function showAll() {
    document.querySelectorAll('[data-example]').forEach((element) => {
      const pre = document.createElement('pre');
      pre.className = 'example-markup';
      // A scrolling listing must be reachable by keyboard (axe: scrollable-region-focusable).
      pre.tabIndex = 0;
      pre.setAttribute('aria-label', 'The markup of the block above, as the server sent it');
      const code = document.createElement('code');
      code.textContent = markupOf(element); // textContent: the markup is shown, never parsed
      pre.append(code);
      element.after(pre);
    });
  }

  // With `defer` the document is parsed by now; without it, wait for the parse.
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', showAll, { once: true });
  else showAll();
})();
