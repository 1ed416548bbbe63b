import { createEscapeManager, type EscapeManager } from './escape-manager';

// One stack per page: every chunk (dialogs, lightbox, owner keyboard) must push
// onto the same one. Shared chunks are single module instances, so a WeakMap
// keyed by document gives one manager per document and none for tests to reset:
// destroying it removes it from the map.
const managers = new WeakMap<Document, EscapeManager>();

/** The page's escape manager, created on first use. */
export function escapeManagerFor(doc: Document = document): EscapeManager {
  let manager = managers.get(doc);
  if (!manager) {
    const created = createEscapeManager(doc);
    const destroy = created.destroy;
    manager = Object.assign(created, {
      destroy() {
        managers.delete(doc);
        destroy();
      },
    });
    managers.set(doc, manager);
  }
  return manager;
}
