import { chunkLoadError } from '../../../src/core/chunk-load-error';
import { catchErrors } from '../../../src/core/error-catcher';
import { createErrorReporter, ERRORS_PATH } from '../../../src/telemetry/error-reporter';
import { fakeContext, fakeTransport, reportsOf, setVisibility, throwUncaught } from './helpers';

const stops: (() => void)[] = [];
const start = (overrides: Parameters<typeof fakeContext>[0] = {}) => {
  const fake = fakeContext(overrides);
  const reporter = createErrorReporter(fake.context, catchErrors(window, fake.onRuntimeError));
  stops.push(() => reporter.destroy());
  return { ...fake, reporter };
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  setVisibility('visible', false);
  document.cookie
    .split(';')
    .forEach((pair) => (document.cookie = `${pair.split('=')[0].trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`));
  window.history.replaceState(null, '', '/');
  jest.useRealTimers();
});

describe('spec §9: at most 20 reports per page, a queue of 10', () => {
  it('a storm of 10,000 distinct errors sends at most 20 reports, the queue never above 10', () => {
    const { transport } = start();
    for (let i = 0; i < 10000; i++) {
      throwUncaught(`boom ${i}`);
      if (i % 500 === 0) jest.advanceTimersByTime(1000);
    }
    jest.advanceTimersByTime(1000);
    const sends = transport.sent.filter((s) => s.path === ERRORS_PATH);
    expect(reportsOf(transport.sent)).toHaveLength(20);
    sends.forEach((s) => expect(JSON.parse(String(s.body)).length).toBeLessThanOrEqual(10));
  });

  it('the first report of a send says how many were dropped while the queue was full', () => {
    const { transport } = start();
    for (let i = 0; i < 15; i++) throwUncaught(`boom ${i}`);
    jest.advanceTimersByTime(1000);
    const reports = reportsOf(transport.sent);
    expect(reports).toHaveLength(10);
    expect(reports[0].data.dropped).toBe(5);
    expect(reports[1].data.dropped).toBeUndefined();
  });

  it('errors caught before the reporter arrived are reported first; those the catcher could not keep count as dropped', () => {
    const fake = fakeContext();
    const catcher = catchErrors(window, fake.onRuntimeError);
    for (let i = 0; i < 25; i++) throwUncaught(`early ${i}`);
    const reporter = createErrorReporter(fake.context, catcher);
    stops.push(() => reporter.destroy());
    jest.advanceTimersByTime(1000);
    const reports = reportsOf(fake.transport.sent);
    expect(reports.map((report) => report.data.message)).toEqual([...Array(10).keys()].map((i) => `early ${i}`));
    expect(reports[0].data.dropped).toBe(15); // 10 past the queue of 10, 5 past the catcher's 20
  });

  it('identical consecutive errors are one report with a repeat count, and count once toward the 20', () => {
    const { transport } = start();
    for (let i = 0; i < 10000; i++) throwUncaught('same');
    jest.advanceTimersByTime(1000);
    for (let i = 0; i < 19; i++) throwUncaught(`other ${i}`);
    jest.advanceTimersByTime(1000);
    const reports = reportsOf(transport.sent);
    expect(reports[0].data.repeats).toBe(10000);
    expect(reports).toHaveLength(11); // 1 + a queue of 10 (9 dropped): 11 of the 20 used
  });
});

describe('spec §9: stack traces cut at 5000 characters', () => {
  it('keeps the first 5000 characters of a long stack', () => {
    const { transport } = start();
    throwUncaught('deep', 'x'.repeat(12000));
    jest.advanceTimersByTime(1000);
    expect(reportsOf(transport.sent)[0].data.stack).toBe('x'.repeat(5000));
  });
});

describe('spec §9: sends debounced 1 s', () => {
  it('sends nothing until 1 s passes without a new report, then one JSON array', () => {
    const { transport } = start();
    throwUncaught('a');
    jest.advanceTimersByTime(900);
    throwUncaught('b');
    jest.advanceTimersByTime(900);
    expect(transport.sent).toHaveLength(0);
    jest.advanceTimersByTime(100);
    expect(transport.sent).toHaveLength(1);
    const reports = reportsOf(transport.sent);
    expect(reports.map((r) => [r.event, r.data.message])).toEqual([
      ['error', 'a'],
      ['error', 'b'],
    ]);
    expect(typeof JSON.parse(String(transport.sent[0].body))[0].data).toBe('string');
    expect(reports[0].timestamp).toEqual(expect.any(Number));
  });
});

describe('spec §7: the request token in a header', () => {
  it('POSTs JSON with X-CSRF-Token set to the crumb, not by beacon', () => {
    const { transport } = start({ crumb: 'tok123456' });
    throwUncaught('a');
    jest.advanceTimersByTime(1000);
    expect(transport.sent[0].path).toBe('/api/events/RecordJavascriptErrors');
    expect(transport.sent[0].options.headers).toMatchObject({
      'X-CSRF-Token': 'tok123456',
      'Content-Type': 'application/json',
    });
    expect(transport.sent[0].options.beacon).toBeFalsy();
  });
});

describe('no recursion: its own failures are never reported', () => {
  it('a transport that throws is swallowed and reports nothing more', () => {
    const transport = fakeTransport({ throws: true });
    start({ transport });
    throwUncaught('a');
    expect(() => jest.advanceTimersByTime(1000)).not.toThrow();
    jest.advanceTimersByTime(5000);
    expect(transport.sent).toHaveLength(1);
  });

  it('a failed send (status 0) is not retried nor reported', async () => {
    const transport = fakeTransport({ status: 0 });
    start({ transport });
    throwUncaught('a');
    jest.advanceTimersByTime(1000);
    await Promise.resolve();
    jest.advanceTimersByTime(5000);
    expect(transport.sent).toHaveLength(1);
  });

  it('an error thrown while sending is not queued', () => {
    const transport = fakeTransport();
    const send = transport.send;
    transport.send = (...args) => (throwUncaught('raised by the send'), send(...args));
    start({ transport });
    throwUncaught('a');
    jest.advanceTimersByTime(1000);
    jest.advanceTimersByTime(5000);
    expect(reportsOf(transport.sent).map((r) => r.data.message)).toEqual(['a']);
  });
});

describe('privacy: no query values, crumb or cookie values', () => {
  it('page URL and URLs in messages and stacks lose query and fragment; line and column stay', () => {
    window.history.replaceState(null, '', '/shop?email=secret%40example.com#frag');
    const { transport } = start();
    throwUncaught('failed http://site.test/api?token=abc#x here', 'at f (http://cdn.test/a.js?v=secretv:10:5)');
    jest.advanceTimersByTime(1000);
    const text = String(transport.sent[0].body);
    expect(text).not.toMatch(/secret|token=|frag/);
    const data = reportsOf(transport.sent)[0].data;
    expect(data.url).toBe('http://localhost/shop');
    expect(data.message).toBe('failed http://site.test/api here');
    expect(data.stack).toBe('at f (http://cdn.test/a.js:10:5)');
  });

  it('the crumb, cookie values and query values are replaced wherever they appear', () => {
    window.history.replaceState(null, '', '/?q=hunter2');
    document.cookie = 'session=cookieval42';
    const { transport } = start({ crumb: 'crumbvalue9' });
    throwUncaught('crumb crumbvalue9 cookie cookieval42 query hunter2');
    jest.advanceTimersByTime(1000);
    expect(reportsOf(transport.sent)[0].data.message).toBe('crumb [redacted] cookie [redacted] query [redacted]');
  });

  it("what the visitor typed in the page's fields is replaced too (an error may quote a value)", () => {
    document.body.innerHTML =
      '<input name="email" value="jane@example.com"><textarea>my secret note</textarea><input type="submit" value="Send">';
    const { transport } = start({ crumb: 'c' });
    throwUncaught('bad value jane@example.com in my secret note, Send');
    jest.advanceTimersByTime(1000);
    expect(reportsOf(transport.sent)[0].data.message).toBe('bad value [redacted] in [redacted], Send');
    document.body.innerHTML = '';
  });
});

describe('consent: no visitor identifier before it', () => {
  it('no ss_cvr and no visitorId before consent', () => {
    document.cookie = 'ss_cvr=visitor-abc|1|2|3|4';
    const { transport } = start({ tracking: false });
    throwUncaught('a');
    jest.advanceTimersByTime(1000);
    const text = String(transport.sent[0].body);
    expect(text).not.toMatch(/visitor-abc|ss_cvr|visitorId/);
  });

  it('after consent, the visitor id only (not the rest of the record)', () => {
    document.cookie = 'ss_cvr=visitor-abc|1|2|3|4';
    const { transport } = start({ tracking: true });
    throwUncaught('a');
    jest.advanceTimersByTime(1000);
    expect(reportsOf(transport.sent)[0].data.visitorId).toBe('visitor-abc');
    expect(String(transport.sent[0].body)).not.toContain('|1|2');
  });
});

describe('flush when the page is hidden', () => {
  it('visibilitychange to hidden sends the queue at once', () => {
    const { transport } = start();
    throwUncaught('a');
    setVisibility('hidden');
    expect(reportsOf(transport.sent)).toHaveLength(1);
  });

  it('pagehide sends the queue at once', () => {
    const { transport } = start();
    throwUncaught('a');
    window.dispatchEvent(new Event('pagehide'));
    expect(reportsOf(transport.sent)).toHaveLength(1);
    jest.advanceTimersByTime(1000);
    expect(transport.sent).toHaveLength(1);
  });
});

describe('sources: rejections, the runtime funnel and system errors (spec §8)', () => {
  it('an unhandled rejection is reported with its reason', () => {
    const { transport } = start();
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('nope') }));
    jest.advanceTimersByTime(1000);
    expect(reportsOf(transport.sent)[0]).toMatchObject({ event: 'unhandledrejection', data: { message: 'nope' } });
  });

  it('a block mount error from the funnel names the block', () => {
    const { transport, funnel } = start();
    funnel(new Error('bad'), 'mount failed', { block: 'gallery' });
    jest.advanceTimersByTime(1000);
    expect(reportsOf(transport.sent)[0]).toMatchObject({
      event: 'block-error',
      data: { block: 'gallery', message: 'mount failed: bad' },
    });
  });

  it('a chunk that failed to load is a system chunk-load report', () => {
    const { transport, funnel } = start();
    const error = new TypeError(
      'Failed to fetch dynamically imported module: http://cdn.test/chunks/accordion-x.js?retry=1',
    );
    funnel(chunkLoadError('accordion', error), 'chunk load failed', { block: 'accordion' });
    jest.advanceTimersByTime(1000);
    expect(reportsOf(transport.sent)[0]).toMatchObject({
      event: 'system',
      data: { type: 'chunk-load', chunk: 'http://cdn.test/chunks/accordion-x.js', block: 'accordion' },
    });
  });

  it('a chunk failure is known by its typed error, not by the words of the message', () => {
    const { transport, funnel } = start();
    funnel(chunkLoadError('clock', new Error('offline')), 'whatever the words', { block: 'clock' });
    funnel(new Error('bad'), 'chunk load failed', { block: 'gallery' });
    jest.advanceTimersByTime(1000);
    expect(reportsOf(transport.sent)).toMatchObject([
      { event: 'system', data: { type: 'chunk-load', chunk: 'clock', block: 'clock', message: 'offline' } },
      { event: 'block-error', data: { block: 'gallery', message: 'chunk load failed: bad' } },
    ]);
  });

  it('a stylesheet that failed to load is a system css-chunk-load report', () => {
    const { transport } = start();
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = 'http://cdn.test/chunks/gallery.css';
    document.head.append(link);
    link.dispatchEvent(new Event('error'));
    link.remove();
    jest.advanceTimersByTime(1000);
    expect(reportsOf(transport.sent)[0]).toMatchObject({
      event: 'system',
      data: { type: 'css-chunk-load', chunk: 'http://cdn.test/chunks/gallery.css' },
    });
  });

  it('a broken image is not an error of the page', () => {
    const { transport } = start();
    const img = document.createElement('img');
    document.body.append(img);
    img.dispatchEvent(new Event('error'));
    img.remove();
    jest.advanceTimersByTime(1000);
    expect(transport.sent).toHaveLength(0);
  });

  it('destroy stops listening', () => {
    const { transport, reporter } = start();
    reporter.destroy();
    const keepJestCalm = () => {}; // jest's jsdom fails a test on an error event nobody listens to
    window.addEventListener('error', keepJestCalm);
    throwUncaught('late');
    window.removeEventListener('error', keepJestCalm);
    jest.advanceTimersByTime(1000);
    expect(transport.sent).toHaveLength(0);
  });
});

describe('big batches stay within what the browser carries (its 64 KiB keepalive quota)', () => {
  /** Ten distinct reports of about 10 KB each (a 5000-character message and stack). */
  const bigErrors = (count = 10) => {
    for (let i = 0; i < count; i++) throwUncaught(`${i} ${'x'.repeat(4990)}`);
  };
  const bytes = (body: unknown) => Buffer.byteLength(String(body));

  it('visible page: ten ~10 KB reports go in one body (the transport sends it without keepalive)', async () => {
    const { transport } = start();
    bigErrors();
    await jest.advanceTimersByTimeAsync(1000);
    expect(transport.sent).toHaveLength(1);
    expect(bytes(transport.sent[0].body)).toBeGreaterThan(64 * 1024);
    expect(reportsOf(transport.sent)).toHaveLength(10);
  });

  it('hidden page: the reports that fit half the quota go, the first counting those left out as dropped', async () => {
    const { transport } = start();
    bigErrors();
    setVisibility('hidden');
    const sent = transport.sent.filter((s) => s.path === ERRORS_PATH);
    expect(sent).toHaveLength(1);
    expect(bytes(sent[0].body)).toBeLessThanOrEqual(32 * 1024);
    const reports = reportsOf(sent);
    expect(reports.length).toBeGreaterThan(1);
    expect(reports[0].data.dropped).toBe(10 - reports.length);
    expect(reports.map((report) => String(report.data.message).split(' ')[0])).toEqual(
      reports.map((_, i) => String(i)),
    );
  });

  it('pagehide (the page still reads as visible while it goes) is cut the same way', () => {
    const { transport } = start();
    bigErrors();
    window.dispatchEvent(new Event('pagehide'));
    expect(transport.sent).toHaveLength(1);
    expect(bytes(transport.sent[0].body)).toBeLessThanOrEqual(32 * 1024);
    expect(reportsOf(transport.sent)[0].data.dropped).toBeGreaterThan(0);
  });

  it('one report too big for a body by itself (text that JSON escapes twice) has its longest field cut until it fits', async () => {
    const { transport } = start();
    // Each control character is 6 characters in the report's JSON and 7 in the body: 2 × 35,000 bytes.
    throwUncaught('\u0001'.repeat(5000), '\u0001'.repeat(5000));
    setVisibility('hidden');
    expect(transport.sent).toHaveLength(1);
    expect(bytes(transport.sent[0].body)).toBeLessThanOrEqual(32 * 1024);
    expect(reportsOf(transport.sent)).toHaveLength(1);
  });
});
