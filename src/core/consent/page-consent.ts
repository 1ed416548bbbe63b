import type { PageContext } from '../types';
import { createConsent, type Consent } from './consent';

// One consent per page, like the escape manager (../escape/page-escape-manager.ts):
// the banner, telemetry and every form read and change the same one, so a
// choice reaches them all at once and the restrictive-policy cookies are
// cleared once, not by each chunk's copy.
const consents = new WeakMap<Document, Consent>();

/**
 * The page's consent, created on first use from `page` (the runtime's page
 * context; later calls get the same consent whatever page they pass: use
 * `update` when the cookie settings change).
 */
export function consentFor(doc: Document, page: PageContext): Consent {
  let consent = consents.get(doc);
  if (!consent) {
    const created = createConsent(page, doc);
    const destroy = created.destroy;
    consent = Object.assign(created, {
      destroy() {
        consents.delete(doc);
        destroy();
      },
    });
    consents.set(doc, consent);
  }
  return consent;
}
