/**
 * The safe content of safe-html.ts as DOM nodes: text nodes and the few
 * allowed elements, made one by one, so no HTML string from the owner's text
 * ever reaches the page (nor a Trusted Types sink).
 */
import { make } from './dom';
import type { SafeNode } from './safe-html';
import { linkStyle, paragraphStyle, type Style } from './styles';

/** The nodes for `nodes`, in order. */
export function safeNodes(doc: Document, nodes: readonly SafeNode[]): (Node | string)[] {
  return nodes.map((node) => {
    if (typeof node === 'string') return node;
    const attributes: Record<string, string> = node.href === undefined ? {} : { href: node.href };
    const style: Style | undefined = node.tag === 'a' ? linkStyle : node.tag === 'p' ? paragraphStyle : undefined;
    return make(doc, node.tag, attributes, style, ...safeNodes(doc, node.children));
  });
}
