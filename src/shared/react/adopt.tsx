/**
 * Moving server nodes into a component instead of copying them.
 *
 * Rich text from the server (a description with images, embeds, links) is
 * already parsed and its images decoded. Re-creating it from HTML would make
 * new elements and drop the listeners and state other scripts attached to the
 * old ones, so a component adopts the existing Node objects into an element
 * it renders and gives them back when it unmounts. (An iframe still reloads:
 * browsers reload one whenever it leaves the document, moved or not.)
 */
import { createElement, useLayoutEffect, useRef } from 'react';
import type { HTMLAttributes, ReactElement, RefObject } from 'react';

/** Where a node lived before it was adopted, so it can go back there. */
interface Origin {
  node: Node;
  parent: ParentNode | null;
  next: Node | null;
}

/**
 * Moves `nodes` (in order) to the end of `host` and returns the function that
 * puts each one back where it was: same parent, before the same next sibling
 * when that sibling is still there, else at the end of the parent. A node that
 * had no parent is simply removed from `host`.
 */
export function adoptNodes(host: ParentNode, nodes: readonly Node[]): () => void {
  const origins: Origin[] = nodes.map((node) => ({
    node,
    parent: node.parentNode,
    next: node.nextSibling,
  }));
  host.append(...nodes);
  return () => {
    // Backwards, so each recorded next sibling is already back in place
    // when the node before it is reinserted.
    for (let i = origins.length - 1; i >= 0; i -= 1) {
      const { node, parent, next } = origins[i];
      if (!parent) {
        node.parentNode?.removeChild(node);
        continue;
      }
      parent.insertBefore(node, next && next.parentNode === parent ? next : null);
    }
  };
}

/**
 * Adopts `nodes` into the element the returned ref is attached to, for as
 * long as the component is mounted. A layout effect does the move, so it
 * happens before the browser paints; `nodes` must keep its identity between
 * renders (read it once, outside render) or the nodes are moved out and back
 * on every render.
 */
export function useAdopt<T extends HTMLElement>(nodes: readonly Node[]): RefObject<T | null> {
  const ref = useRef<T | null>(null);
  useLayoutEffect(() => {
    const host = ref.current;
    return host ? adoptNodes(host, nodes) : undefined;
  }, [nodes]);
  return ref;
}

/** Props of {@link Adopted}: the element to render, its attributes and the nodes to move in. */
export interface AdoptedProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** The tag to render; `div` when omitted. */
  as?: string;
  /** Server nodes to move in; the element has no rendered children to mix with them. */
  nodes: readonly Node[];
}

/**
 * An element whose children are existing server nodes, e.g.
 * `<Adopted as="div" className="accordion-item__description" nodes={description} />`.
 * React renders no children into it, so it never touches the adopted ones.
 */
export function Adopted({ as = 'div', nodes, ...attributes }: AdoptedProps): ReactElement {
  const ref = useAdopt<HTMLElement>(nodes);
  return createElement(as, { ...attributes, ref });
}
