/**
 * The site's named calls over the data layer (spec §7): the multilingual
 * settings and status, the site header and footer, the places calls of
 * address fields. Each is a factory over a data layer (`createSiteDataLayer()`
 * on a page); destroying that layer cancels their calls. Documented in
 * docs/services/data-layer.md "Named calls".
 */
export * from './multilingual';
export * from './site-header-footer';
export * from './places';
export * from './site-languages';
