// Whether the reference API samples a page view for performance records:
// its settings call (GET /api/1/performance/settings) answers a pageLoadId
// only for a sampled one. The bench sets the rate through the reference
// server's control, POST /__reference/sampling {"rate": r} (the server also
// reads REFERENCE_SAMPLE_RATE at start). A reference server without that
// control answers 404; the bench then makes the unsampled case itself with a
// rule that answers the settings call without a pageLoadId (rate 0), or
// removes it (rate 1: that server samples every page view).

const SETTINGS_PATH = '/api/1/performance/settings';

/**
 * Sets the reference API's sampling rate for the page views that follow.
 * @param {string} siteUrl the site origin, e.g. http://localhost:8080
 * @param {0 | 1} rate
 * @returns {Promise<'control' | 'rule'>} how it was set
 */
export async function setSampling(siteUrl, rate) {
  // A rule left from an earlier call would answer before the sampling control.
  await control(siteUrl, 'DELETE', '/__reference/fail');
  const answer = await control(siteUrl, 'POST', '/__reference/sampling', { rate });
  if (answer.ok) return 'control';
  if (answer.status !== 404) throw new Error(`POST /__reference/sampling answered ${answer.status}`);
  if (rate === 0) {
    // A 200 with an empty object: the flag answers are the reference API's 200s; the body replaces the flag.
    const rule = { path: SETTINGS_PATH, status: 'loginRequired', times: 0, body: {} };
    const added = await control(siteUrl, 'POST', '/__reference/fail', rule);
    if (!added.ok) throw new Error(`POST /__reference/fail answered ${added.status}`);
  }
  return 'rule';
}

/**
 * @param {string} siteUrl
 * @param {string} method
 * @param {string} path
 * @param {unknown} [body] sent as JSON
 */
async function control(siteUrl, method, path, body) {
  const init =
    body === undefined
      ? { method }
      : { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
  const answer = await fetch(`${siteUrl}${path}`, init);
  await answer.arrayBuffer();
  return answer;
}
