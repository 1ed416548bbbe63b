/**
 * Enumerations and constants of the spec (§2 page types, §3 enumerations,
 * §5 defaults, §6 roles, §9 constants) as `as const` tables and named
 * constants, with lookups that fall back to the spec's default for values
 * they do not know. Import what you use; the rest is tree-shaken.
 */
export * from './lookup';
export * from './page-types';
export * from './block-types';
export * from './content';
export * from './publishing';
export * from './website';
export * from './commerce';
export * from './roles';
export * from './editor';
export * from './map';
export * from './gallery';
export * from './gallery-constants';
export * from './media';
export * from './cookie-banner';
export * from './timings';
export * from './limits';
