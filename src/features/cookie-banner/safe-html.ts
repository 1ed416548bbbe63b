/**
 * The banner text is the site owner's, and may hold simple HTML (a link to
 * the privacy policy). It is parsed in an inert document (DOMParser: it runs
 * no script and loads nothing) and rebuilt in the page, node by node, from
 * text, `p`, `br`, `strong`, `em` and `a` with a safe `href`: new elements
 * made with `createElement`, so no markup from the text ever reaches the page
 * as HTML, and nothing of a parsed element but its tag name and a checked
 * `href` carries over. Other elements are unwrapped (their text stays);
 * script-like elements are dropped with their content; every attribute but a
 * link's `href` is dropped.
 */
import { trustedHtml } from '../../core/trusted-types';
import { safeHref } from '../../shared/safe-href';
import { make } from './dom';
import { linkStyle, paragraphStyle } from './styles';

export { safeHref };

/** The elements kept; those dropped whole, whose content is code or not meant as text. */
const KEPT = /^(p|br|strong|em|a)$/;
const DROPPED = /^(script|style|template|noscript|iframe|object|embed|svg|math|textarea|select|title|head)$/;
/** Bounds: owner text is a sentence or two; anything beyond is cut, not walked. */
const MAX_NODES = 500;
const MAX_DEPTH = 16;

/** Rebuilds the children of `node` in `doc`, counting nodes in `budget` (shared, so the bound is global). */
function rebuild(doc: Document, node: Node, depth: number, budget: { left: number }): (Node | string)[] {
  const out: (Node | string)[] = [];
  for (let child = node.firstChild; child && budget.left-- > 0; child = child.nextSibling) {
    if (child.nodeType === 3) out.push(child.nodeValue!);
    if (child.nodeType !== 1 || depth >= MAX_DEPTH) continue;
    const element = child as Element;
    const tag = element.localName;
    if (DROPPED.test(tag)) continue;
    const children = rebuild(doc, element, depth + 1, budget);
    if (!KEPT.test(tag)) out.push(...children);
    else {
      const href = tag === 'a' ? safeHref(element.getAttribute('href')) : undefined;
      const style = tag === 'a' ? linkStyle : tag === 'p' ? paragraphStyle : '';
      const kept = make(doc, tag as 'p', href === undefined ? {} : { href }, style);
      if (tag !== 'br') kept.append(...children);
      out.push(kept);
    }
  }
  return out;
}

/**
 * The owner's banner text as nodes of `doc` (see the file comment). The
 * parser is a Trusted Types sink: the text goes through the runtime's policy
 * (src/core/trusted-types.ts), which lets it through only because nothing
 * parsed here reaches the page. Where the page refuses it (or there is no
 * parser), the text without its tags.
 */
export function bannerNodes(html: string, doc: Document): (Node | string)[] {
  try {
    const parsed = new DOMParser().parseFromString(trustedHtml(doc.defaultView!, html), 'text/html');
    return rebuild(doc, parsed.body, 0, { left: MAX_NODES });
  } catch {
    return [html.replace(/<[^>]*>/g, '')];
  }
}
