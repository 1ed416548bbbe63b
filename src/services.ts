/**
 * The services chunk behind `SiteRuntime.services()`: every core service, for
 * theme authors' scripts and the example pages, and the telemetry hooks a
 * theme's integrations use. Blocks import from `src/core/index.ts` directly
 * and get only what they use.
 */
export * from './core/index';
export { emitAdPixelEvent, onAdPixelEvent, type AdPixelEvents, type AdPixelName } from './telemetry/ad-pixel-events';
/** Send an analytics event (spec §7 `POST /api/v1/events`) once the visitor's consent allows it. */
export { trackEvent } from './telemetry/track-event';
/** The site's locale as the runtime reads it (website_locale, website.language, `<html lang>`), for theme scripts that word things like the runtime does. */
export { pageLocale } from './core/message-format/page-locale';
/** The page's words (issue 27, README "The site's language"): a message in the page's language, and a site's overrides. */
export { wordsLocale } from './core/message-format/page-words';
export { overrideMessages, say, sayPlural } from './core/message-format/theme-words';

/** What `SiteRuntime.services()` answers: this module. */
export type Services = typeof import('./services');
