/**
 * The server markup of a gallery, recorded at mount so destroy() can put it
 * back exactly: every attribute (classes and inline styles among them) and
 * every child list. The block, its designs and the image loader all change
 * this markup; one snapshot undoes all of it, whatever a design forgot.
 * (Text nodes are put back in place; their text is never edited in place.)
 *
 * Recording is one native deep copy into a `<template>`'s inert document
 * (where no image, video or custom element comes to life), and one walk that
 * remembers the live nodes in document order: nothing is read per element at
 * mount (reading every attribute of a 50-slide gallery was most of a long
 * task at 4× CPU). destroy() walks the untouched clone the same
 * way, so the n-th node of one is the n-th node of the other, and gives the
 * live nodes (not copies: listeners and references held elsewhere stay valid)
 * the clone's attributes and children.
 */

/** Attribute the lifecycle registry owns on the root; never restored here. */
const KEEP = 'data-block-state';

/** `root` and every node under it, in document order. */
function nodesOf(root: Node): Node[] {
  const walker = root.ownerDocument!.createTreeWalker(root);
  const nodes = [root];
  while (walker.nextNode()) nodes.push(walker.currentNode);
  return nodes;
}

/** Gives `element` exactly the attributes of `saved` (`KEEP` aside). */
function copyAttributes(element: Element, saved: Element): void {
  for (const name of element.getAttributeNames())
    if (name !== KEEP && !saved.hasAttribute(name)) element.removeAttribute(name);
  for (const name of saved.getAttributeNames()) {
    const value = saved.getAttribute(name)!;
    if (name === KEEP || element.getAttribute(name) === value) continue;
    // Under a strict CSP only the CSSOM may write inline styles.
    if (name === 'style') (element as HTMLElement).style.cssText = value;
    else element.setAttribute(name, value);
  }
}

/** Records `root` and its subtree; returns the function that restores them (once). */
export function snapshotMarkup(root: Element): () => void {
  const copy = root.ownerDocument.createElement('template').content.ownerDocument.importNode(root, true);
  const live = nodesOf(root);
  return () => {
    const saved = nodesOf(copy);
    const of = new Map(saved.map((node, i) => [node, live[i]]));
    saved.forEach((node, i) => {
      const now = live[i] as Element;
      if (node.nodeType !== 1) return;
      copyAttributes(now, node as Element);
      const children = Array.from(node.childNodes, (child) => of.get(child)!);
      const current = now.childNodes;
      if (current.length !== children.length || children.some((child, n) => current[n] !== child))
        now.replaceChildren(...children);
    });
  };
}
