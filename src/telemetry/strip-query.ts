/**
 * A page URL as telemetry sends it (spec §3 "Analytics and logging": no
 * query values, no fragment). Apart from the scrubber (./scrub.ts), which
 * only a page with an error needs: the trace log and performance records,
 * on every page, need only this.
 *
 * @build-inline: stateless and small, copied into each chunk that imports
 * it (scripts/inline-small-modules.mjs) rather than made a chunk of its own.
 */

/** `url` without its query string and fragment (a page URL in a report). */
export function stripQuery(url: string): string {
  return url.replace(/[?#].*$/s, '');
}
