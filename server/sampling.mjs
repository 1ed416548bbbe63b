/**
 * Which page views the reference API measures: the answer of
 * `GET /api/1/performance/settings` (spec §7: "pageLoadId"). The spec says
 * nothing of sampling; this server's reading (docs/telemetry/errors-traces-performance.md):
 * a sampled page view gets `{ "pageLoadId": "<token>" }`, any other
 * `{ "pageLoadId": null }`, which the runtime takes as "not measured" without a
 * console warning, and then downloads no performance code at all.
 *
 * The rate is a probability from 0 to 1 per page view: `REFERENCE_SAMPLE_RATE`
 * for `npm start`, `startServers({ sampleRate })`, or at run time
 * `POST /__reference/sampling {"rate": r}` (and `GET` to read it).
 */

/**
 * What a production site would use: one page view in ten. Enough views for a
 * site's 75th percentiles within a day or two at a few hundred views a day,
 * while nine visitors in ten download no performance code and send no
 * records. Tests and the bench that need a measured page view set 1.
 */
export const DEFAULT_SAMPLE_RATE = 0.1;

/**
 * The rate `value` names, from a number or its text; throws an Error that says
 * what is wrong (`source` names where the value came from).
 * @param {unknown} value
 * @param {string} source
 * @returns {number}
 */
export function parseSampleRate(value, source) {
  const rate = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof rate !== 'number' || !(rate >= 0 && rate <= 1)) {
    throw new Error(`${source} must be a number from 0 to 1 (a share of page views), got ${JSON.stringify(value)}`);
  }
  return rate;
}

/**
 * The server's sampling: `sampled()` draws for one page view.
 * @param {number} [rate]
 * @param {() => number} [random] in [0, 1), injectable for tests
 */
export function createSampling(rate = DEFAULT_SAMPLE_RATE, random = Math.random) {
  let current = parseSampleRate(rate, 'the sample rate');
  return {
    rate: () => current,
    /** @param {unknown} next */
    setRate(next) {
      current = parseSampleRate(next, 'rate');
    },
    // 0 never samples and 1 always does, whatever `random` answers.
    sampled: () => random() < current,
  };
}
