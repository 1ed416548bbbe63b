/**
 * Text the site owner wrote in the builder's settings (the cookie banner's
 * text, the announcement bar's) may hold simple HTML: a link to the privacy
 * policy, a bold word, paragraphs. It is parsed in an inert document (DOMParser: it runs
 * no script and loads nothing) and rebuilt in the page, node by node, from
 * text, `p`, `br`, `strong`, `em` and `a` with a safe `href`: new elements
 * made with `createElement`, so no markup from the text ever reaches the page
 * as HTML, and nothing of a parsed element but its tag name and a checked
 * `href` carries over. Other elements are unwrapped (their text stays);
 * script-like elements are dropped with their content; every attribute but a
 * link's `href` is dropped. Each caller gives the kept elements its own
 * inline styles (the banner's, the bar's).
 *
 * @build-inline: stateless and small, copied into each chunk that imports it
 * (the banner's UI and the announcement bar never share a page-wide chunk).
 */
import { trustedHtml } from '../core/trusted-types';
import { make } from '../core/ui/dom';
import { markAttributeNames, unmark } from './inert-html';
import { safeHref } from './safe-href';

export { safeHref };

/** How the caller shows the owner's text: inline styles per kept element, and whether links stay links. */
export interface OwnerTextOptions {
  /** Declarations (`'margin:0'`) for each kept `p` and `a`. */
  readonly paragraphStyle?: string;
  readonly linkStyle?: string;
  /** False inside a link of the caller's own (a link in a link is not allowed): `a` is unwrapped. Default true. */
  readonly links?: boolean;
}

/** The elements kept; those dropped whole, whose content is code or not meant as text. */
const KEPT = /^(p|br|strong|em|a)$/;
const DROPPED = /^(script|style|template|noscript|iframe|object|embed|svg|math|textarea|select|title|head)$/;
/** Bounds: owner text is a sentence or two; anything beyond is cut, not walked. */
const MAX_NODES = 500;
const MAX_DEPTH = 16;

interface Walk {
  readonly doc: Document;
  readonly options: OwnerTextOptions;
  /** Nodes left to visit: shared, so the bound is global. */
  readonly budget: { left: number };
}

/** A link's `href`, its marks removed (./inert-html.ts marks text that merely looks like an attribute). */
function unmarkedHref(element: Element): string | null {
  const href = element.getAttribute('href');
  return href === null ? null : unmark(href);
}

/** The style a kept element gets. */
function styleOf(tag: string, options: OwnerTextOptions): string {
  if (tag === 'a') return options.linkStyle ?? '';
  if (tag === 'p') return options.paragraphStyle ?? '';
  return '';
}

/** Rebuilds the children of `node` in the walk's document. */
function rebuild(walk: Walk, node: Node, depth: number): (Node | string)[] {
  const { doc, options, budget } = walk;
  const out: (Node | string)[] = [];
  for (let child = node.firstChild; child && budget.left-- > 0; child = child.nextSibling) {
    if (child.nodeType === 3) out.push(unmark(child.nodeValue!));
    if (child.nodeType !== 1 || depth >= MAX_DEPTH) continue;
    const element = child as Element;
    const tag = element.localName;
    if (DROPPED.test(tag)) continue;
    const children = rebuild(walk, element, depth + 1);
    const keep = KEPT.test(tag) && (tag !== 'a' || options.links !== false);
    if (!keep) out.push(...children);
    else {
      const href = tag === 'a' ? safeHref(unmarkedHref(element)) : undefined;
      const kept = make(doc, tag as 'p', href === undefined ? {} : { href }, styleOf(tag, options));
      if (tag !== 'br') kept.append(...children);
      out.push(kept);
    }
  }
  return out;
}

/**
 * The owner's text as nodes of `doc` (see the file comment). The
 * parser is a Trusted Types sink: the text goes through the runtime's policy
 * (src/core/trusted-types.ts), which lets it through only because nothing
 * parsed here reaches the page. Where the page refuses it (or there is no
 * parser), the text without its tags.
 */
export function ownerTextNodes(html: string, doc: Document, options: OwnerTextOptions = {}): (Node | string)[] {
  try {
    // Marked (./inert-html.ts): the builder's style="…" and any on… never reach the page's CSP.
    const marked = markAttributeNames(html, 'on|style');
    const parsed = new DOMParser().parseFromString(trustedHtml(doc.defaultView!, marked), 'text/html');
    return rebuild({ doc, options, budget: { left: MAX_NODES } }, parsed.body, 0);
  } catch {
    return [html.replace(/<[^>]*>/g, '')];
  }
}
