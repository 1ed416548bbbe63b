/**
 * The lightbox chunk (spec §2 "Lightbox and gallery", §4 "Lightbox", §9
 * "Lightbox"): the gallery imports it on first open (or hover intent) and
 * calls `openLightbox(document, options)`. Everything that happens once it
 * is open lives here; see docs/blocks/lightbox.md.
 */
import { createLightbox } from './controller';
import type { LightboxHandle, OpenLightbox } from './types';

export type { LightboxHandle, LightboxItem, LightboxOptions, OpenLightbox } from './types';

/** An empty item list opens nothing: a handle whose methods do nothing (index -1: no item). */
const NOTHING: LightboxHandle = { index: -1, goTo() {}, close() {}, destroy() {} };

/**
 * Opens the lightbox over the page at `options.index` (normalised modulo the
 * item count) and returns its handle.
 */
export const openLightbox: OpenLightbox = (doc, options) =>
  options.items.length ? createLightbox(doc, options) : NOTHING;
