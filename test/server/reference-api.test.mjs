/**
 * The reference API: the spec §7 calls it answers, what it keeps in its log,
 * and the failures it can be told to force (spec §8).
 */
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import { get, postJson, startTestServers } from './helpers.mjs';
import { createRequestLog } from '../../server/request-log.mjs';

/** @type {Awaited<ReturnType<typeof startTestServers>>} */
let servers;
before(async () => {
  servers = await startTestServers();
});
afterEach(async () => {
  await get(`${servers.siteUrl}/__reference/log`, { method: 'DELETE' });
  await get(`${servers.siteUrl}/__reference/fail`, { method: 'DELETE' });
});
after(() => servers.stop());

const api = (/** @type {string} */ path) => `${servers.siteUrl}${path}`;

/** @param {Record<string, string>} fields */
function postForm(path, fields) {
  return get(api(path), { method: 'POST', body: new URLSearchParams(fields) });
}

async function issueKey() {
  const response = await get(api('/api/form/FormSubmissionKey'), { method: 'POST' });
  assert.equal(response.status, 200);
  const { key } = await response.json();
  assert.match(key, /^\w{16,}$/);
  return key;
}

async function readLog() {
  return (await get(api('/__reference/log'))).json();
}

describe('form submission', () => {
  test('a key from FormSubmissionKey lets SaveFormSubmission succeed, and both are logged', async () => {
    const key = await issueKey();
    const form = JSON.stringify({ 'name-yui_3': ['Ada', 'Lovelace'], 'email-yui_4': 'ada@example.com' });
    const response = await postForm('/api/form/SaveFormSubmission', { key, form, pageId: 'p1' });
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), { success: true });

    const log = await readLog();
    assert.deepEqual(
      log.map((/** @type {any} */ e) => e.path),
      ['/api/form/SaveFormSubmission', '/api/form/FormSubmissionKey'],
    );
    assert.equal(log[0].method, 'POST');
    assert.equal(log[0].status, 200);
    assert.match(log[0].headers['content-type'], /application\/x-www-form-urlencoded/);
    // form-encoded, with the `form` field's JSON parsed into an object
    assert.deepEqual(log[0].body, { key, pageId: 'p1', form: JSON.parse(form) });
  });

  test('a key completes at most one submission: a retry with the same values gets the first answer again', async () => {
    await fetch(api('/__reference/submissions'), { method: 'DELETE' });
    const key = await issueKey();
    const first = await postJson(api('/api/form/SaveFormSubmission'), { key, form: '{"a":"b"}' });
    const again = await postJson(api('/api/form/SaveFormSubmission'), { key, form: '{"a":"b"}' });
    assert.equal(first.status, 200);
    assert.equal(again.status, 200);
    assert.deepEqual(await again.json(), await first.json());
    const completed = await (await fetch(api('/__reference/submissions'))).json();
    assert.deepEqual(completed, [{ key, form: { a: 'b' } }]);
  });

  test('a completed key with other values is refused', async () => {
    const key = await issueKey();
    await postJson(api('/api/form/SaveFormSubmission'), { key, form: '{"a":"b"}' });
    const other = await postJson(api('/api/form/SaveFormSubmission'), { key, form: '{"a":"c"}' });
    assert.equal(other.status, 400);
    assert.match((await other.json()).error, /key/i);
  });

  test('a key that did not complete (an invalid field) stays usable', async () => {
    const key = await issueKey();
    const refused = await postJson(api('/api/form/SaveFormSubmission'), { key, form: '{"a":"invalid"}' });
    assert.equal(refused.status, 400);
    const fixed = await postJson(api('/api/form/SaveFormSubmission'), { key, form: '{"a":"fine"}' });
    assert.equal(fixed.status, 200);
  });

  test('an unknown key is refused', async () => {
    const response = await postJson(api('/api/form/SaveFormSubmission'), { key: 'never-issued', form: '{}' });
    assert.equal(response.status, 400);
    assert.match((await response.json()).error, /key/i);
  });

  test('without a key the answer is 400 "Missing key"', async () => {
    const response = await postForm('/api/form/SaveFormSubmission', { form: '{}' });
    assert.equal(response.status, 400);
    assert.deepEqual(await response.json(), { error: 'Missing key' });
  });

  test('a field whose value is "invalid" gets a per-field error', async () => {
    const key = await issueKey();
    const form = JSON.stringify({ 'text-1': 'fine', 'email-2': 'invalid' });
    const response = await postForm('/api/form/SaveFormSubmission', { key, form });
    assert.equal(response.status, 400);
    assert.deepEqual(await response.json(), { errors: { 'email-2': 'This field is invalid.' } });
  });
});

describe('other calls', () => {
  test('RecordHit bodies are parsed: form-encoded `data` JSON becomes an object', async () => {
    const response = await postForm('/api/census/RecordHit', { event: 'view', data: '{"url":"/x","n":2}' });
    assert.equal(response.status, 204);
    const [entry] = await readLog();
    assert.deepEqual(entry.body, { event: 'view', data: { url: '/x', n: 2 } });
  });

  test('a performance beacon sent as text/plain JSON is parsed', async () => {
    const records = [{ name: 'lcp', value: 1200 }];
    const response = await get(api('/api/1/performance/records'), {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify(records),
    });
    assert.equal(response.status, 204);
    assert.deepEqual((await readLog())[0].body, records);
  });

  test('Logout sets a new crumb cookie', async () => {
    const response = await get(api('/api/auth/Logout'), { method: 'POST' });
    assert.deepEqual(await response.json(), { success: true });
    assert.match(response.headers.get('set-cookie') ?? '', /^crumb=\w+; Path=\/; SameSite=Lax$/);
  });

  test('sign-in answers an xsrfToken, or 401 for the password "wrong"', async () => {
    const ok = await postJson(api('/api/site-users/account/session'), { email: 'a@b.c', password: 'pw' });
    assert.match((await ok.json()).xsrfToken, /^\w+$/);
    const refused = await postJson(api('/api/site-users/account/session'), { email: 'a@b.c', password: 'wrong' });
    assert.equal(refused.status, 401);
    assert.deepEqual(await refused.json(), { error: 'Invalid email or password' });
  });

  test('Track answers a GIF and the events service answers 202', async () => {
    const pixel = await get(api('/api/track/Track?landing=1'));
    assert.equal(pixel.headers.get('content-type'), 'image/gif');
    assert.equal(
      Buffer.from(await pixel.arrayBuffer())
        .subarray(0, 6)
        .toString('latin1'),
      'GIF89a',
    );
    assert.equal((await postJson(api('/api/v1/events'), { analyticsId: 'a' })).status, 202);
  });

  test('multilingual settings and status answer JSON to a GET (the words example and the data layer use them)', async () => {
    const settings = await get(api('/api/multilingual/settings'));
    assert.equal(settings.status, 200);
    assert.equal((await settings.json()).defaultLocale, 'en-US');
    const status = await get(api('/api/multilingual/status'));
    assert.equal(status.status, 200);
    assert.equal((await status.json()).status, 'READY');
  });

  test('site header and footer: a PUT returns header and footer, and the next GET reads them back', async () => {
    const value = { header: { html: '<p>Nagłówek</p>' }, footer: null };
    const put = await get(api('/api/site-header-footer'), {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(value),
    });
    assert.equal(put.status, 200);
    assert.deepEqual(await put.json(), value);
    assert.deepEqual(await (await get(api('/api/site-header-footer'))).json(), value);
  });

  test('places: autocomplete predicts from the input, details answers the place it was asked for', async () => {
    const context = 'productPage=form&productSection=address-field';
    const predictions = await (
      await get(api(`/api/google-maps/places/autocomplete?input=1%20Broad&${context}`))
    ).json();
    assert.ok(predictions.predictions.length > 0);
    for (const prediction of predictions.predictions) assert.match(prediction.description, /^1 Broad, /);
    const details = await (
      await get(api(`/api/google-maps/places/details?placeId=reference-place-2&${context}`))
    ).json();
    assert.equal(details.result.placeId, 'reference-place-2');
    assert.equal(typeof details.result.formattedAddress, 'string');
  });

  test('an unknown /api/ path is a logged 404 JSON', async () => {
    const response = await get(api('/api/nope?crumb=abc'), { headers: { Cookie: 'crumb=abc; other=1' } });
    assert.equal(response.status, 404);
    assert.deepEqual(await response.json(), { error: 'Not found' });
    const [entry] = await readLog();
    assert.equal(entry.path, '/api/nope');
    assert.deepEqual(entry.query, { crumb: 'abc' });
    assert.deepEqual(entry.cookies, ['crumb', 'other']); // names only
  });
});

describe('forced failures', () => {
  test('a 429 rule answers 429 once, then the normal answer', async () => {
    const added = await postJson(api('/__reference/fail'), {
      path: '/api/form/FormSubmissionKey',
      status: 429,
      times: 1,
    });
    assert.equal(added.status, 201);
    const first = await get(api('/api/form/FormSubmissionKey'), { method: 'POST' });
    assert.equal(first.status, 429);
    assert.ok(typeof (await first.json()).error === 'string');
    const second = await get(api('/api/form/FormSubmissionKey'), { method: 'POST' });
    assert.equal(second.status, 200);
    assert.deepEqual(await (await get(api('/__reference/fail'))).json(), []);
    assert.equal((await readLog())[1].forced, '429');
  });

  test('"network" destroys the socket without an answer', async () => {
    await postJson(api('/__reference/fail'), { path: '/api/events/Trace', status: 'network' });
    await assert.rejects(
      get(api('/api/events/Trace'), { method: 'POST', body: 'data=[]' }),
      // fetch's TypeError ("fetch failed"), not the TimeoutError of a server that never answers.
      (/** @type {any} */ error) => error.name === 'TypeError',
    );
    assert.equal((await readLog())[0].status, 'network');
  });

  test('"*" matches any /api/ path; "badjson" answers 200 with a body that is not JSON', async () => {
    await postJson(api('/__reference/fail'), { path: '*', status: 'badjson' });
    const response = await get(api('/api/multilingual/status'));
    assert.equal(response.status, 200);
    await assert.rejects(response.json(), SyntaxError);
  });

  test('"crumbFail" answers a new crumb; a 400 aims its error at the first form field', async () => {
    await postJson(api('/__reference/fail'), { path: '/api/form/SaveFormSubmission', status: 'crumbFail' });
    await postJson(api('/__reference/fail'), { path: '/api/form/SaveFormSubmission', status: 400 });
    const crumb = await postForm('/api/form/SaveFormSubmission', { key: 'k' });
    const crumbBody = await crumb.json();
    assert.equal(crumbBody.crumbFail, true);
    assert.match(crumbBody.crumb, /^\w+$/);
    const invalid = await postForm('/api/form/SaveFormSubmission', { key: 'k', form: '{"email-9":"x"}' });
    assert.equal(invalid.status, 400);
    assert.deepEqual((await invalid.json()).errors, { 'email-9': 'This field is invalid.' });
  });

  test('a delay holds the answer back', async () => {
    await postJson(api('/__reference/fail'), { path: '/api/multilingual/status', delay: 300 });
    const start = Date.now();
    const response = await get(api('/api/multilingual/status'));
    assert.equal(response.status, 200);
    assert.ok(Date.now() - start >= 280, `answered after ${Date.now() - start} ms`);
  });

  test('a malformed rule is refused with a reason', async () => {
    const response = await postJson(api('/__reference/fail'), { path: '/elsewhere', status: 418 });
    assert.equal(response.status, 400);
    assert.match((await response.json()).error, /path/);
  });
});

describe('request log', () => {
  test('keeps only the newest entries and counts the dropped ones', () => {
    const log = createRequestLog({ limit: 2 });
    const req = /** @type {any} */ ({ method: 'GET', headers: {} });
    for (const n of [1, 2, 3]) log.record(req, new URL(`http://x/api/${n}`), null);
    assert.deepEqual(
      log.list().map((e) => e.path),
      ['/api/3', '/api/2'],
    );
    assert.equal(log.dropped, 1);
  });
});
