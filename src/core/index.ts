/**
 * The core services: the one import path for blocks, features and theme
 * authors (through `SiteRuntime.services()`). Everything here is a factory
 * with `destroy()` or a pure function; import what you use and the bundler
 * leaves the rest out of your chunk. Documented in README "Services" and
 * docs/services/.
 */
export * from './escape';
export * from './cookies';
export * from './storage';
export * from './ab-variant';
export * from './consent';
export * from './data-layer';
export { createSiteDataLayer } from './site-data-layer';
export * from './site-calls';
export * from './ui';
export * from './money';
export * from './enums';
export * from './validators';
