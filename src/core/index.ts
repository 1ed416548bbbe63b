/**
 * The core services: the one import path for blocks, features and theme
 * authors (through `SiteRuntime.services()`). Everything here is a factory
 * with `destroy()` or a pure function; import what you use and the bundler
 * leaves the rest out of your chunk.
 */
export * from './escape';
