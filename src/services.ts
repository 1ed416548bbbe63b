/**
 * The services chunk behind `SiteRuntime.services()`: every core service, for
 * theme authors' scripts and the example pages. Blocks import from
 * `src/core/index.ts` directly and get only what they use.
 */
export * from './core/index';
