/**
 * The local reference API: answers every call of spec §7 under /api/, keeps
 * what it received, and can be told to fail (spec §8) through /__reference/.
 */
import { readBody, parseBody } from './request-body.mjs';
import { createRequestLog } from './request-log.mjs';
import { createFailRules, forcedAnswer } from './fail-rules.mjs';
import { createRoutes, findRoute } from './api-routes.mjs';
import { createFormHandlers } from './api-forms.mjs';
import { parseCookies, sendJson } from './http-helpers.mjs';
import { createSampling, DEFAULT_SAMPLE_RATE } from './sampling.mjs';

/**
 * Creates a reference API with its own log, rules and state. `sampleRate`:
 * the share of page views whose performance is measured (./sampling.mjs).
 * @param {{ onRequest?: (line: string) => void, logLimit?: number, sampleRate?: number }} [options]
 */
export function createReferenceApi({ onRequest = () => {}, logLimit = 500, sampleRate = DEFAULT_SAMPLE_RATE } = {}) {
  const log = createRequestLog({ limit: logLimit });
  const rules = createFailRules();
  const forms = createFormHandlers();
  const sampling = createSampling(sampleRate);
  const routes = createRoutes(forms, sampling);
  /** Pending delays, cleared by destroy() so a closed server leaves no timer behind. */
  const timers = new Set();

  /** @param {number} ms */
  const wait = (ms) =>
    new Promise((resolve) => {
      const timer = setTimeout(() => (timers.delete(timer), resolve(undefined)), ms);
      timers.add(timer);
    });

  /**
   * Answers one /api/ call: logs it, applies the first matching rule, else routes it.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {URL} url
   */
  async function handleApi(req, res, url) {
    const body = await readParsedBody(req);
    const entry = log.record(req, url, body.value);
    // Closed without a full answer: the client gave up (or a rule destroyed the socket, already noted).
    res.on('close', () => entry.status === null && !res.writableFinished && (entry.status = 'aborted'));
    res.on('finish', () => {
      entry.status = res.statusCode;
      onRequest(
        `api  ${req.method} ${url.pathname} ${res.statusCode}${entry.forced ? ` (forced ${entry.forced})` : ''}`,
      );
    });
    if (body.error) return sendJson(res, body.error.status, { error: body.error.message });
    const rule = rules.take(url.pathname);
    if (rule) entry.forced = rule.status === null ? `delay ${rule.delay} ms` : String(rule.status);
    if (rule?.delay) await wait(rule.delay);
    if (res.destroyed) return; // the client gave up while we waited
    const forced = rule ? forcedAnswer(rule, body.value) : null;
    if (forced === 'network') {
      entry.status = 'network';
      onRequest(`api  ${req.method} ${url.pathname} (forced network failure)`);
      return void req.socket.destroy();
    }
    const answer = forced ?? route(req, url, body.value);
    writeAnswer(req, res, answer);
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {URL} url
   * @param {unknown} body
   * @returns {import('./fail-rules.mjs').Answer}
   */
  function route(req, url, body) {
    const method = req.method ?? 'GET';
    const found = findRoute(routes, method, url.pathname);
    if (!found) return { status: 404, json: { error: 'Not found' } };
    // A known path with the wrong method says so, rather than a bare 404.
    if ('allowed' in found) {
      return { status: 405, json: { error: 'Method not allowed' }, headers: { Allow: found.allowed.join(', ') } };
    }
    const cookies = parseCookies(req.headers.cookie);
    return found.route.handle({
      method,
      path: url.pathname,
      query: url.searchParams,
      body,
      cookies,
      headers: req.headers,
    });
  }

  return {
    handleApi,
    /** The /__reference/ control endpoints: the request log, the failure rules, the sampling. */
    handleControl: (req, res, url) => handleControl(req, res, url, { log, rules, forms, sampling }),
    log,
    rules,
    sampling,
    /** Drops pending delays; the server closes their sockets. */
    destroy() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<{ value: unknown, error?: { status: number, message: string } }>}
 */
async function readParsedBody(req) {
  try {
    return { value: parseBody(await readBody(req), req.headers['content-type']) };
  } catch (error) {
    const status = /** @type {any} */ (error).status ?? 400;
    return { value: '(body not read)', error: { status, message: String(/** @type {any} */ (error).message) } };
  }
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {import('./fail-rules.mjs').Answer} answer
 */
function writeAnswer(req, res, { status, json, raw, type, headers = {} }) {
  if (json !== undefined) return sendJson(res, status, json, headers);
  const body = raw === undefined ? undefined : Buffer.from(raw);
  res.writeHead(status, {
    'Cache-Control': 'no-store',
    ...(body ? { 'Content-Type': type ?? 'text/plain; charset=utf-8', 'Content-Length': body.length } : {}),
    ...headers,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * GET/DELETE /__reference/log, GET/POST/DELETE /__reference/fail,
 * GET/DELETE /__reference/submissions (the form submissions that completed),
 * GET/POST /__reference/sampling (`{"rate": r}`, r from 0 to 1).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {URL} url
 * @param {{ log: ReturnType<typeof createRequestLog>, rules: ReturnType<typeof createFailRules>, forms: ReturnType<typeof createFormHandlers>, sampling: ReturnType<typeof createSampling> }} parts
 */
async function handleControl(req, res, url, { log, rules, forms, sampling }) {
  const key = `${req.method} ${url.pathname.replace(/\/$/, '')}`;
  if (key === 'GET /__reference/sampling') return sendJson(res, 200, { rate: sampling.rate() });
  if (key === 'GET /__reference/submissions') return sendJson(res, 200, forms.submissions());
  if (key === 'DELETE /__reference/submissions') return (forms.clearSubmissions(), void res.writeHead(204).end());
  if (key === 'GET /__reference/log') {
    return sendJson(res, 200, log.list(), { 'X-Reference-Dropped': String(log.dropped) });
  }
  if (key === 'DELETE /__reference/log') return (log.clear(), void res.writeHead(204).end());
  if (key === 'GET /__reference/fail') return sendJson(res, 200, rules.list());
  if (key === 'DELETE /__reference/fail') return (rules.clear(), void res.writeHead(204).end());
  if (key !== 'POST /__reference/fail' && key !== 'POST /__reference/sampling') {
    return sendJson(res, 404, { error: 'Not found' });
  }
  // JSON only: a cross-site page cannot send application/json without a CORS preflight we never grant.
  if (!/^application\/json\b/.test(req.headers['content-type'] ?? '')) {
    return sendJson(res, 415, { error: `Send the ${key.endsWith('fail') ? 'rule' : 'rate'} as application/json.` });
  }
  const body = await readParsedBody(req);
  try {
    if (body.error) throw new Error(body.error.message);
    if (key.endsWith('fail')) return sendJson(res, 201, rules.add(body.value));
    sampling.setRate(/** @type {{ rate?: unknown } | null} */ (body.value)?.rate);
    return sendJson(res, 200, { rate: sampling.rate() });
  } catch (error) {
    return sendJson(res, 400, { error: /** @type {Error} */ (error).message });
  }
}
