/** Renders the safe content of safe-html.ts as React elements: no HTML string ever reaches the DOM. */
import { createElement, type ReactNode } from 'react';
import type { SafeNode } from './safe-html';
import { linkStyle, paragraphStyle } from './styles';

/** React children for `nodes`. */
export function renderSafe(nodes: readonly SafeNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (typeof node === 'string') return node;
    if (node.tag === 'br') return createElement('br', { key: index });
    const children = renderSafe(node.children);
    if (node.tag === 'a') return createElement('a', { key: index, href: node.href, style: linkStyle }, ...children);
    if (node.tag === 'p') return createElement('p', { key: index, style: paragraphStyle }, ...children);
    return createElement(node.tag, { key: index }, ...children);
  });
}
