/**
 * The consent telemetry tracks under (spec §4 "Cookie banner", §6): the
 * page's consent, its chunk fetched, where the policy may make tracking wait
 * or the banner may change it; elsewhere a reading of the policy and the
 * visitor's choice (src/core/consent/consent-reader.ts), so that most pages
 * download no consent service for the page view or a block's census.
 */
import type { ConsentReading } from '../core/consent';
import { consentReader, needsPageConsent } from '../core/consent/consent-reader';
import type { ReadWriteJar } from '../core/cookies/read-write-jar';
import type { PageContext } from '../core/types';

/** The consent for `page` on `doc`; `jar` reads the choice where no consent service is fetched. */
export const trackingConsent = (page: PageContext, doc: Document, jar: ReadWriteJar): Promise<ConsentReading> =>
  needsPageConsent(page)
    ? import('../core/consent/page-consent').then(({ consentFor }) => consentFor(doc, page))
    : Promise.resolve(consentReader(page, doc, jar));
