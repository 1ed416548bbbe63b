/**
 * The page's visitor (src/features/telemetry/page-visitor.ts): a first visit writes the two visit
 * cookies without fetching the reader of returning visitors' cookies; a returning visitor's hit
 * waits for that reader and continues their record; another tab's first hit is continued, not
 * replaced.
 */
import { parseVisitorRecord, safeJar } from '../../../src/core/cookies';
import { pageVisitor } from '../../../src/features/telemetry/page-visitor';
import type { Visitor } from '../../../src/telemetry/visit';
import { clearCookies } from './census-helpers-start';

const cvr = () => parseVisitorRecord(safeJar(document).get('ss_cvr'));
const time = 1_000_000;
const now = () => time;

beforeEach(() => {
  clearCookies();
  localStorage.clear();
});

describe('the page visitor', () => {
  it('on a first visit gives its writer at once: a hit writes ss_cvr and ss_cvt, and the id is known', async () => {
    const visitor = pageVisitor(safeJar(document), localStorage, now);
    const found = visitor.visitor();
    // At once, not a promise of the reader chunk: a first visit downloads no parsing.
    expect('hit' in found).toBe(true);
    const visit = (found as Visitor).hit(true);
    expect(visit).toMatchObject({ newVisit: true, firstLanding: true, firstSession: true });
    expect(cvr()).toEqual({ id: visit!.record.id, values: [time, time, time, 1] });
    expect(safeJar(document).get('ss_cvt')).toBe(String(time));
    expect(visitor.id()).toBe(visit!.record.id);
    await expect(visitor.ready).resolves.toBeUndefined();
  });

  it('for a returning visitor waits for the reader, then continues the record (same id, visit count + 1)', async () => {
    safeJar(document).set('ss_cvr', 'abc|1|1|1|3');
    const visitor = pageVisitor(safeJar(document), localStorage, now);
    expect(visitor.id()).toBeUndefined(); // the reader is on its way
    const pending = visitor.visitor();
    expect('hit' in pending).toBe(false);
    await visitor.ready;
    expect(visitor.id()).toBe('abc');
    const visit = (await pending).hit(true);
    expect(visit).toMatchObject({ newVisit: true, firstLanding: true, firstSession: false });
    expect(cvr()).toEqual({ id: 'abc', values: [1, 1, time, 4] });
  });

  it('continues a record another tab wrote after this page started, instead of writing a second one', async () => {
    const visitor = pageVisitor(safeJar(document), localStorage, now);
    safeJar(document).set('ss_cvr', 'other|5|5|5|1');
    safeJar(document).set('ss_cvt', String(time - 1000));
    const visit = (await visitor.visitor()).hit(true);
    expect(visit).toMatchObject({ newVisit: false, firstLanding: false });
    expect(cvr()!.id).toBe('other');
  });
});
