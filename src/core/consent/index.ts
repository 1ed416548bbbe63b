/** Consent: the site's cookie policy and the visitor's choice (spec §3, §4 "Cookie banner", §5). */
export { createConsent, CONSENT_EVENT, type Consent, type ConsentReading, type ConsentState } from './consent';
export { consentFor } from './page-consent';
export { readConsentPolicy, type ConsentPolicy } from './policy';
