/**
 * The DOM event every consent change is announced with, on the document:
 * for theme authors' scripts, and for consents of their own
 * (`createConsent`), which hear each other through it. The runtime's chunks
 * share the page's one consent (`consentFor(document, page)`) instead; the
 * cookie banner listens to the event itself, so it decides and hides
 * without the consent's chunk, which comes after the first paint.
 *
 * @build-inline: a constant, copied into each chunk that imports it
 * (scripts/inline-small-modules.mjs) rather than made a chunk of its own.
 */
export const CONSENT_EVENT = 'site-runtime:consent';
