/**
 * The DOM events of the ad-pixel bus (./ad-pixel-events.ts) and its relay
 * (./ad-pixel-relay.ts), which live in different chunks and share nothing
 * else.
 *
 * @build-inline: constants only, copied into each chunk that imports it
 * (scripts/inline-small-modules.mjs) rather than made a chunk of its own.
 */

/** What blocks dispatch; the relay answers with {@link AD_PIXEL_EVENT}. */
export const AD_PIXEL_REQUEST = 'site-runtime:ad-pixel-request';
/** What integrations hear, after consent. */
export const AD_PIXEL_EVENT = 'site-runtime:ad-pixel';
/** A relay announces its start with this, its `detail` the function that takes a request. */
export const AD_PIXEL_RELAY = 'site-runtime:ad-pixel-relay';
