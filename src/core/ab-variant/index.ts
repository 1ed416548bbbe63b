/** The A/B variant of a test (spec §4 "Page lifecycle, logout, loading"). */
export { createAbVariant, AB_SERVICE_TIMEOUT_MS, type AbVariant, type AbVariantOptions } from './ab-variant';
export { variantParam, readQueryOverride, RESET_VALUE, type QueryOverride } from './query';
