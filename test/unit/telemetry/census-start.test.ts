import { parseVisitorRecord } from '../../../src/core/cookies';
import { emitAdPixelEvent, onAdPixelEvent } from '../../../src/telemetry/ad-pixel-events';
import { FLAGS_KEY } from '../../../src/telemetry/visitor';
import { clearCookies, startWithFakes } from './census-helpers-start';
import { flush, pageContext } from './census-helpers';

const cookie = (name: string) =>
  document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1) ?? null;

beforeEach(() => {
  clearCookies();
  localStorage.clear();
  window.history.replaceState(null, '', '/about');
});

describe('visitor telemetry start-up: one page view, visitor cookies, beacon once per visit', () => {
  it('sends one RecordHit and sets ss_cvr (id plus 4 positive integers) and ss_cvt', () => {
    const run = startWithFakes();
    run.stop();
    expect(run.sent.map((s) => s.path)).toEqual(['/api/census/RecordHit']);
    const record = parseVisitorRecord(decodeURIComponent(cookie('ss_cvr') ?? ''));
    expect(record).not.toBeNull();
    expect(Number(cookie('ss_cvt'))).toBeGreaterThan(0);
    expect(JSON.parse(localStorage.getItem(FLAGS_KEY)!)).toMatchObject({ firstLanding: true, firstSession: true });
  });

  it('a second page view in the visit keeps the id and sends no second beacon; a new visit sends one', async () => {
    const first = startWithFakes();
    first.stop();
    const id = parseVisitorRecord(decodeURIComponent(cookie('ss_cvr')!))!.id;
    // A returning visitor: the hit waits for the reader of their cookies, a chunk of its own.
    const second = startWithFakes();
    await second.ready;
    await flush();
    second.stop();
    expect(parseVisitorRecord(decodeURIComponent(cookie('ss_cvr')!))!.id).toBe(id);
    expect([first.images.length, second.images.length]).toEqual([1, 0]);
    // jsdom expires cookies on the real clock: drop ss_cvt as the browser does after 30 minutes.
    document.cookie = 'ss_cvt=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    const third = startWithFakes();
    await third.ready;
    await flush();
    third.stop();
    expect(third.images).toHaveLength(1);
    expect(parseVisitorRecord(decodeURIComponent(cookie('ss_cvr')!))!.values[3]).toBe(2);
  });

  it('sends nothing for a signed-in owner', () => {
    const run = startWithFakes(
      'granted',
      pageContext({ authenticatedAccount: { id: 'a' }, websiteRoles: { admin: true } }),
    );
    run.stop();
    expect(run.sent).toHaveLength(0);
    expect(run.images).toHaveLength(0);
    expect(cookie('ss_cvr')).toBeNull();
  });
});

describe('opt-in policy: no cookie, hit, beacon or pixel event before consent', () => {
  it('waits, then sends the queued hit and beacon on accept', () => {
    const run = startWithFakes('pending');
    expect(run.sent).toHaveLength(0);
    expect(run.images).toHaveLength(0);
    expect(cookie('ss_cvr')).toBeNull();
    expect(cookie('ss_cvt')).toBeNull();
    run.consent.set('granted');
    expect(run.sent.map((s) => s.path)).toEqual(['/api/census/RecordHit']);
    expect(run.images).toHaveLength(1);
    expect(cookie('ss_cvr')).not.toBeNull();
    run.stop();
  });

  it('drops everything on decline', () => {
    const run = startWithFakes('pending');
    run.consent.set('denied');
    expect(run.sent).toHaveLength(0);
    expect(cookie('ss_cvr')).toBeNull();
    run.stop();
  });

  it('queues ad-pixel events and delivers them on accept', () => {
    const run = startWithFakes('pending');
    const heard: unknown[] = [];
    const off = onAdPixelEvent(document, 'add-to-cart', (detail) => heard.push(detail));
    emitAdPixelEvent(document, 'add-to-cart', { productId: 'p1', quantity: 2 });
    expect(heard).toEqual([]);
    run.consent.set('granted');
    expect(heard).toEqual([{ productId: 'p1', quantity: 2 }]);
    off();
    run.stop();
  });

  it('stop drops what was queued', () => {
    const run = startWithFakes('pending');
    run.stop();
    run.consent.set('granted');
    expect(run.sent).toHaveLength(0);
  });
});

describe('the page view in tasks of its own (a slow phone gets no long task)', () => {
  /** A yieldTo whose pauses end when the test says, one at a time. */
  function steps() {
    const waiting: (() => void)[] = [];
    const yieldTo = () => new Promise<void>((resolve) => waiting.push(resolve));
    const next = async () => {
      waiting.shift()!();
      for (let i = 0; i < 3; i++) await Promise.resolve();
    };
    return { yieldTo, next, pending: () => waiting.length };
  }

  it('reads the rules and consent first, sets the visit cookies a task later, and posts with the beacon a task after that', async () => {
    const { yieldTo, next, pending } = steps();
    const run = startWithFakes('granted', pageContext(), yieldTo);
    expect([cookie('ss_cvr'), run.sent.length, pending()]).toEqual([null, 0, 1]);
    await next();
    expect(cookie('ss_cvr')).not.toBeNull();
    expect([run.sent.length, run.images.length, pending()]).toEqual([0, 0, 1]);
    await next();
    expect(run.sent.map((s) => s.path)).toEqual(['/api/census/RecordHit']);
    expect(run.images).toHaveLength(1);
    expect(pending()).toBe(0);
    run.stop();
  });

  it('a stop before the post sends nothing, not even later', async () => {
    const { yieldTo, next } = steps();
    const run = startWithFakes('granted', pageContext(), yieldTo);
    await next();
    run.stop();
    await next();
    expect(run.sent).toHaveLength(0);
    expect(run.images).toHaveLength(0);
  });

  it('a stop before the page view sets no cookie', async () => {
    const { yieldTo, next } = steps();
    const run = startWithFakes('granted', pageContext(), yieldTo);
    run.stop();
    await next();
    expect(cookie('ss_cvr')).toBeNull();
    expect(run.sent).toHaveLength(0);
  });
});
