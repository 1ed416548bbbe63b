/**
 * The reference API's sampling of performance records (server/sampling.mjs):
 * the settings call names a page view it measures with a pageLoadId and any
 * other with `null`; the rate comes from REFERENCE_SAMPLE_RATE, the
 * `sampleRate` option or POST /__reference/sampling.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { after, afterEach, before, describe, test } from 'node:test';
import { createSampling, DEFAULT_SAMPLE_RATE, parseSampleRate } from '../../server/sampling.mjs';
import { get, postJson, startTestServers } from './helpers.mjs';

/** @type {Awaited<ReturnType<typeof startTestServers>>} */
let servers;
before(async () => {
  servers = await startTestServers();
});
afterEach(() => postJson(`${servers.siteUrl}/__reference/sampling`, { rate: DEFAULT_SAMPLE_RATE }));
after(() => servers.stop());

const settings = async () => (await get(`${servers.siteUrl}/api/1/performance/settings`)).json();
const setRate = (/** @type {unknown} */ rate) => postJson(`${servers.siteUrl}/__reference/sampling`, { rate });

describe('the settings call and the rate', () => {
  test('samples one page view in ten unless told otherwise, as a production site would', async () => {
    assert.equal(DEFAULT_SAMPLE_RATE, 0.1);
    assert.deepEqual(await (await get(`${servers.siteUrl}/__reference/sampling`)).json(), { rate: 0.1 });
  });

  test('rate 1: every page view gets its own pageLoadId', async () => {
    assert.deepEqual(await (await setRate(1)).json(), { rate: 1 });
    const [first, second] = [await settings(), await settings()];
    assert.match(first.pageLoadId, /^\w{16,}$/);
    assert.notEqual(first.pageLoadId, second.pageLoadId);
  });

  test('rate 0: every page view gets pageLoadId null', async () => {
    await setRate(0);
    for (let view = 0; view < 5; view++) assert.deepEqual(await settings(), { pageLoadId: null });
  });

  test('a rate outside 0 to 1, or not a number, is refused and the rate stays', async () => {
    await setRate(1);
    for (const rate of [1.5, -0.1, 'half', null]) {
      const response = await setRate(rate);
      assert.equal(response.status, 400);
      assert.match((await response.json()).error, /rate must be a number from 0 to 1/);
    }
    const notJson = await get(`${servers.siteUrl}/__reference/sampling`, { method: 'POST', body: 'rate=1' });
    assert.equal(notJson.status, 415);
    assert.deepEqual(await (await get(`${servers.siteUrl}/__reference/sampling`)).json(), { rate: 1 });
  });
});

describe('the sampling itself', () => {
  test('draws per page view against the rate, 0 never and 1 always', () => {
    const draws = [0, 0.24, 0.25, 0.99];
    const quarter = createSampling(0.25, () => /** @type {number} */ (draws.shift()));
    assert.deepEqual(
      [quarter.sampled(), quarter.sampled(), quarter.sampled(), quarter.sampled()],
      [true, true, false, false],
    );
    assert.equal(createSampling(0, () => 0).sampled(), false);
    assert.equal(createSampling(1, () => 0.999999).sampled(), true);
  });

  test('reads a rate from text (the environment) and says what is wrong with a bad one', () => {
    assert.equal(parseSampleRate('0.25', 'REFERENCE_SAMPLE_RATE'), 0.25);
    assert.equal(parseSampleRate(' 1 ', 'REFERENCE_SAMPLE_RATE'), 1);
    for (const bad of ['', 'ten', '2', '-1', 'NaN'])
      assert.throws(() => parseSampleRate(bad, 'REFERENCE_SAMPLE_RATE'), /^Error: REFERENCE_SAMPLE_RATE must be/);
  });

  test('npm start refuses a bad REFERENCE_SAMPLE_RATE before it listens', () => {
    const run = spawnSync(process.execPath, ['server/serve.mjs'], {
      env: { ...process.env, REFERENCE_SAMPLE_RATE: '10%' },
      encoding: 'utf8',
      timeout: 10000,
    });
    assert.equal(run.status, 1);
    assert.match(run.stderr, /REFERENCE_SAMPLE_RATE must be a number from 0 to 1 .*"10%"/);
  });
});
