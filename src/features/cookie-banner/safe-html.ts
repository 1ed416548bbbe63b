/**
 * The banner text is the site owner's, and may hold simple HTML (a link to
 * the privacy policy). It is parsed in an inert document (DOMParser, else a
 * <template>: neither runs scripts nor loads anything) and reduced to plain
 * data: text, `p`, `br`, `strong`, `em` and `a` with a safe `href`. The UI
 * makes DOM nodes of that data one by one (banner-text.ts), so no markup
 * from the text ever reaches the page as HTML. Other elements are unwrapped (their text stays);
 * script-like elements are dropped with their content; every attribute but a
 * link's `href` is dropped.
 */
import { trustedHtml } from '../../core/trusted-types';
import { safeHref } from '../../shared/safe-href';

export { safeHref };

/** One piece of safe content: text, or an allowed element with its children. */
export type SafeNode = string | SafeElement;

export interface SafeElement {
  tag: 'p' | 'br' | 'strong' | 'em' | 'a';
  /** Only on `a`, and only when safe (see {@link safeHref}). */
  href?: string;
  children: SafeNode[];
}

const KEPT = new Set(['p', 'br', 'strong', 'em', 'a']);
// Their content is code or not meant as text: dropped whole.
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'textarea',
  'select',
  'title',
  'head',
]);
/** Bounds: owner text is a sentence or two; anything beyond is cut, not walked. */
const MAX_NODES = 500;
const MAX_DEPTH = 16;

/**
 * The body of `html` parsed inertly, or null when the browser offers no
 * parser (or the page refuses the HTML). Both parsers are Trusted Types
 * sinks: the text goes through the runtime's policy (src/core/trusted-types.ts),
 * which lets it through only because nothing parsed here reaches the page.
 */
function parse(html: string, doc: Document): Node | null {
  const win = doc.defaultView ?? window;
  try {
    if (typeof DOMParser === 'function')
      return new DOMParser().parseFromString(trustedHtml(win, html), 'text/html').body;
  } catch {
    // fall through to <template>
  }
  try {
    const template = doc.createElement('template');
    template.innerHTML = trustedHtml(win, html); // inert: a template's content has no browsing context
    return template.content;
  } catch {
    return null;
  }
}

/** Converts the children of `node`, counting nodes in `budget` (shared, so the bound is global). */
function convert(node: Node, depth: number, budget: { left: number }): SafeNode[] {
  const out: SafeNode[] = [];
  for (let child = node.firstChild; child && budget.left > 0; child = child.nextSibling) {
    budget.left -= 1;
    if (child.nodeType === 3) {
      out.push(child.nodeValue ?? '');
      continue;
    }
    if (child.nodeType !== 1 || depth >= MAX_DEPTH) continue;
    const tag = (child as Element).tagName.toLowerCase();
    if (DROPPED.has(tag)) continue;
    const children = convert(child, depth + 1, budget);
    if (!KEPT.has(tag)) out.push(...children);
    else if (tag === 'a') out.push({ tag, href: safeHref((child as Element).getAttribute('href')), children });
    else out.push({ tag: tag as SafeElement['tag'], children: tag === 'br' ? [] : children });
  }
  return out;
}

/** The safe content of the owner's banner text (see the file comment). */
export function sanitizeBannerHtml(html: string, doc: Document = document): SafeNode[] {
  const root = parse(html, doc);
  if (!root) return [html.replace(/<[^>]*>/g, '')];
  return convert(root, 0, { left: MAX_NODES });
}
