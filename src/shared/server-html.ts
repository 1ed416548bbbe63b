/**
 * Server HTML shown as content (a widget's rendering, spec §7
 * GetWidgetRendering): parsed inertly (DOMParser) through the runtime's
 * Trusted Types policy, the rule the cookie banner's text follows, then stripped of everything that could run: script-like
 * elements, every inline handler (`on…`), `srcdoc`, and URLs that are not
 * http(s) or relative (./safe-href.ts). Unlike the form's post-submit HTML,
 * whose scripts spec §4 asks to run (src/blocks/form/success.ts), nothing in
 * it ever runs, with or without a CSP.
 *
 * @build-inline: stateless and small, copied into each chunk that imports it.
 */
import { trustedHtml } from '../core/trusted-types';
import { safeHref } from './safe-href';

/** Elements that run code or change how the page loads: dropped with their content. */
const RUNNABLE = 'script,object,embed,frame,frameset,base,meta,link,set';
/** Attributes holding a URL a click or a load would follow. */
const URL_ATTRIBUTE = /^(href|xlink:href|src|action|formaction|poster)$/;

/** Whether attribute `name` of `element` could run code (see the file comment). */
function runs(element: Element, name: string): boolean {
  const lower = name.toLowerCase();
  if (lower.startsWith('on') || lower === 'srcdoc') return true;
  return URL_ATTRIBUTE.test(lower) && safeHref(element.getAttribute(name)) === undefined;
}

/**
 * `html` as nodes of `doc`, ready to insert, with nothing in them that runs.
 * Throws when the page refuses the HTML (a Trusted Types policy it does not
 * allow): the caller's failure path.
 */
export function parseServerHtml(doc: Document, html: string): DocumentFragment {
  // DOMParser's document is not the page's: Chromium reports a CSP violation for an inline
  // handler set on an element of the page's own (a template's content included), even one never run.
  const parsed = new DOMParser().parseFromString(trustedHtml(doc.defaultView ?? window, html), 'text/html').body;
  parsed.querySelectorAll(RUNNABLE).forEach((element) => element.remove());
  parsed.querySelectorAll('*').forEach((element) => {
    // SVG's animate can set an href to javascript: at run time: dropped whole.
    if (/href$/i.test(element.getAttribute('attributeName') ?? '')) return element.remove();
    for (const name of element.getAttributeNames()) if (runs(element, name)) element.removeAttribute(name);
  });
  const fragment = doc.createDocumentFragment();
  for (const node of Array.from(parsed.childNodes)) fragment.append(doc.importNode(node, true));
  return fragment;
}
