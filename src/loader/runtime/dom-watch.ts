import type { Schedule } from './batch';

export interface DomChanges {
  /** Element nodes added since the last flush (their subtrees may hold blocks). */
  added: Element[];
  /** Whether anything was removed (mounted roots must be checked). */
  removed: boolean;
}

/**
 * One MutationObserver for the whole document, its records batched into one
 * callback per `schedule` tick (STYLE.md: catalyst's lazy-define).
 * Returns the stop function: it disconnects and cancels a pending flush.
 */
export function watchDom(doc: Document, schedule: Schedule, onChanges: (changes: DomChanges) => void): () => void {
  let added: Element[] = [];
  let removed = false;
  let cancel: (() => void) | null = null;

  const flush = () => {
    cancel = null;
    const changes = { added, removed };
    added = [];
    removed = false;
    onChanges(changes);
  };

  const observer = new (doc.defaultView as Window & typeof globalThis).MutationObserver((records) => {
    for (const record of records) {
      record.addedNodes.forEach((node) => {
        if (node.nodeType === 1) added.push(node as Element);
      });
      if (record.removedNodes.length) removed = true;
    }
    if (!cancel && (added.length || removed)) cancel = schedule(flush);
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true });

  return () => {
    observer.disconnect();
    cancel?.();
    cancel = null;
  };
}
