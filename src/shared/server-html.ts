/**
 * Server HTML shown as content (a widget's rendering, spec §7
 * GetWidgetRendering): parsed inertly (DOMParser) through the runtime's
 * Trusted Types policy, the rule the cookie banner's text follows, then
 * stripped of everything that could run before a node reaches the page:
 * script-like elements, every inline handler (`on…`, kept from even being
 * parsed as one, see MARK), `srcdoc`, and URLs that are not http(s) or
 * relative (./safe-href.ts). Unlike the form's post-submit HTML,
 * whose scripts spec §4 asks to run (src/blocks/form/success.ts), nothing in
 * it ever runs, with or without a CSP.
 *
 * @build-inline: stateless and small, copied into each chunk that imports it.
 */
import { trustedHtml } from '../core/trusted-types';
import { markAttributeNames, MARK, unmark } from './inert-html';
import { safeHref } from './safe-href';

/** Elements that run code or change how the page loads: dropped with their content (a template's content is not walked). */
const RUNNABLE = 'script,object,embed,frame,frameset,base,meta,link,set,template';
/** Attributes holding a URL a click or a load would follow. */
const URL_ATTRIBUTE = /^(href|xlink:href|src|action|formaction|poster)$/;
/** Whether attribute `name` with `value` could run code (see the file comment); a marked name was an `on…` one. */
function runs(name: string, value: string): boolean {
  const lower = name.toLowerCase();
  if (lower.startsWith('on') || lower === 'srcdoc' || lower.includes(MARK)) return true;
  return URL_ATTRIBUTE.test(lower) && safeHref(value) === undefined;
}

/**
 * `html` as nodes of `doc`, ready to insert, with nothing in them that runs.
 * Throws when the page refuses the HTML (a Trusted Types policy it does not
 * allow): the caller's failure path.
 */
export function parseServerHtml(doc: Document, html: string): DocumentFragment {
  // Marked first (./inert-html.ts): the parser makes no inline handler for the CSP to see.
  const marked = markAttributeNames(html, 'on');
  const parsed = new DOMParser().parseFromString(trustedHtml(doc.defaultView ?? window, marked), 'text/html').body;
  parsed.querySelectorAll(RUNNABLE).forEach((element) => element.remove());
  parsed.querySelectorAll('*').forEach((element) => {
    // SVG's animate can set an href to javascript: at run time: dropped whole.
    if (/href$/i.test(unmark(element.getAttribute('attributeName') ?? ''))) return element.remove();
    for (const attribute of Array.from(element.attributes)) {
      // The URL rule reads the value unmarked: a marked "/on…" is a path like any other.
      const value = unmark(attribute.value);
      if (runs(attribute.name, value)) element.removeAttributeNode(attribute);
      else if (value !== attribute.value) attribute.value = value;
    }
  });
  // Text and comments: the marks the tokenizer kept as characters.
  const walker = parsed.ownerDocument.createTreeWalker(parsed, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_COMMENT);
  while (walker.nextNode())
    (walker.currentNode as CharacterData).data = unmark((walker.currentNode as CharacterData).data);
  const fragment = doc.createDocumentFragment();
  for (const node of Array.from(parsed.childNodes)) fragment.append(doc.importNode(node, true));
  return fragment;
}
