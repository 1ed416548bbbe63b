import { parseVisitorRecord, formatVisitorRecord, VISIT_TIMESTAMP_LIFETIME_MS } from '../../../src/core/cookies';
import { createVisitor, FLAGS_KEY, randomId } from '../../../src/telemetry/visitor';
import { fakeClock, fakeVisitorCookies } from './census-helpers';

const T0 = 1_700_000_000_000;
const setup = (record = null as Parameters<typeof fakeVisitorCookies>[0], timestamp = null as number | null) => {
  const clock = fakeClock(T0);
  const jar = fakeVisitorCookies(record, timestamp);
  const storage = new Map<string, string>();
  const visitor = createVisitor(
    jar.cookies,
    { setItem: (k: string, v: string) => void storage.set(k, v) },
    clock.now,
    () => 'abc123',
  );
  return { clock, jar, storage, visitor };
};

describe('a first hit creates the visitor record (ss_cvr: id plus 4 positive integers)', () => {
  it('writes id|firstVisitAt|previousVisitAt|visitStartAt|visitCount and ss_cvt = the hit time', () => {
    const { visitor, jar } = setup();
    const visit = visitor.hit()!;
    expect(jar.store.record).toEqual({ id: 'abc123', values: [T0, T0, T0, 1] });
    expect(jar.store.timestamp).toBe(T0);
    expect(visit.cookie).toBe(`abc123|${T0}|${T0}|${T0}|1`);
    // The cookie format of spec §3 accepts it.
    expect(parseVisitorRecord(visit.cookie)).toEqual(jar.store.record);
    expect(visit).toMatchObject({ newVisit: true, firstLanding: true, firstSession: true });
  });

  it('makes random 32-hex-digit ids', () => {
    const a = randomId();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(randomId()).not.toBe(a);
  });

  it('falls back to Math.random when there is no crypto source', () => {
    expect(randomId({})).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('a hit within 30 minutes of the last one continues the visit', () => {
  it('keeps the id and the visit, and refreshes ss_cvt', () => {
    const { visitor, jar, clock } = setup();
    visitor.hit();
    clock.advance(VISIT_TIMESTAMP_LIFETIME_MS - 1000);
    const visit = visitor.hit()!;
    expect(visit).toMatchObject({ newVisit: false, firstLanding: false, firstSession: true });
    expect(jar.store.record).toEqual({ id: 'abc123', values: [T0, T0, T0, 1] });
    expect(jar.store.timestamp).toBe(clock.now());
    // Refreshed: another 29 minutes later the visit still goes on.
    clock.advance(VISIT_TIMESTAMP_LIFETIME_MS - 1000);
    expect(visitor.hit()!.newVisit).toBe(false);
  });
});

describe('a new visit starts when ss_cvt is absent or expired', () => {
  it('after 30 minutes without a hit: count + 1, previous = the last visit start, same id', () => {
    const { visitor, jar, clock } = setup();
    visitor.hit();
    clock.advance(VISIT_TIMESTAMP_LIFETIME_MS);
    const visit = visitor.hit()!;
    expect(visit).toMatchObject({ newVisit: true, firstLanding: true, firstSession: false });
    expect(jar.store.record).toEqual({ id: 'abc123', values: [T0, T0, clock.now(), 2] });
  });

  it('when the ss_cvt cookie is gone (expired in the browser)', () => {
    const { visitor, jar } = setup({ id: 'old', values: [5, 6, 7, 3] }, null);
    expect(visitor.hit()!.newVisit).toBe(true);
    expect(jar.store.record).toEqual({ id: 'old', values: [5, 7, T0, 4] });
  });

  it('when ss_cvt is in the future (a clock that moved back)', () => {
    const { visitor } = setup({ id: 'old', values: [5, 6, 7, 3] }, T0 + 60_000);
    expect(visitor.hit()!.newVisit).toBe(true);
  });
});

describe('first landing and first session flags are kept in browser storage', () => {
  it('stores the flags of the current visit with its start', () => {
    const { visitor, storage, clock } = setup();
    visitor.hit();
    expect(JSON.parse(storage.get(FLAGS_KEY)!)).toEqual({ visit: T0, firstLanding: true, firstSession: true });
    clock.advance(1000);
    visitor.hit();
    expect(JSON.parse(storage.get(FLAGS_KEY)!)).toEqual({ visit: T0, firstLanding: false, firstSession: true });
  });

  it('a hit that is not a page view (a block call) neither lands nor touches the flags', () => {
    const { visitor, storage } = setup();
    expect(visitor.hit(false)).toMatchObject({ newVisit: true, firstLanding: false });
    expect(storage.size).toBe(0);
  });

  it('blocked storage does not stop the hit', () => {
    const jar = fakeVisitorCookies();
    const visitor = createVisitor(
      jar.cookies,
      {
        setItem: () => {
          throw new Error('quota');
        },
      },
      () => T0,
      () => 'id',
    );
    expect(visitor.hit()!.newVisit).toBe(true);
    expect(jar.store.record).not.toBeNull();
  });
});

describe('a cookie failure never throws', () => {
  it('answers null', () => {
    const jar = fakeVisitorCookies();
    jar.cookies.visitorRecord.set = () => {
      throw new TypeError('bad');
    };
    expect(createVisitor(jar.cookies, null, () => T0).hit()).toBeNull();
  });

  it('the record it writes is one the cookie service formats', () => {
    const { visitor, jar } = setup();
    visitor.hit();
    expect(() => formatVisitorRecord(jar.store.record!)).not.toThrow();
  });
});
