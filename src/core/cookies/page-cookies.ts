import { createCookies, type CookieService } from './cookies';

// One service per page, like the escape manager (../escape/page-escape-manager.ts):
// shared chunks are single module instances, so a WeakMap keyed by document
// gives every chunk the same service and leaves nothing for tests to reset
// (destroying it removes it from the map).
const services = new WeakMap<Document, CookieService>();

/** The page's cookie service, created on first use. */
export function cookiesFor(doc: Document = document): CookieService {
  let service = services.get(doc);
  if (!service) {
    // Nothing else to release: the service holds no listener and no timer.
    service = Object.assign(createCookies({ doc }), { destroy: () => void services.delete(doc) });
    services.set(doc, service);
  }
  return service;
}
