import fc from 'fast-check';
import {
  JUST_NOW_THRESHOLD,
  RELATIVE_TIME_REFRESH,
  createRelativeTimeUpdater,
  formatDate,
  parseDate,
  relativeTime,
  type RelativeTimeUpdater,
} from '../../../src/core/ui';

const NOW = Date.UTC(2024, 2, 12, 14, 5, 30);
const ago = (ms: number) => NOW - ms;

describe("relative time: 'just now', then seconds ago, then a date from 60 s", () => {
  it("reads 'just now' under 5 s", () => {
    expect(JUST_NOW_THRESHOLD).toBe(5000);
    expect(relativeTime(ago(0), NOW)).toBe('just now');
    expect(relativeTime(ago(4999), NOW)).toBe('just now');
  });

  it("reads '{n} seconds ago' from 5 s to 59 s", () => {
    expect(relativeTime(ago(5000), NOW)).toBe('5 seconds ago');
    expect(relativeTime(ago(42_700), NOW)).toBe('42 seconds ago');
    expect(relativeTime(ago(59_999), NOW)).toBe('59 seconds ago');
  });

  it("says 'second' for one", () => {
    expect(relativeTime(ago(1500), NOW, { justNow: 1000 })).toBe('1 second ago');
  });

  it('formats the date from 60 s on, medium date and short time in the page language', () => {
    const date = ago(60_000);
    const expected = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
    expect(relativeTime(date, NOW, { locale: 'en-GB' })).toBe(expected);
  });

  it("uses the page's <html lang> by default", () => {
    document.documentElement.lang = 'de';
    const date = ago(3_600_000);
    expect(relativeTime(date, NOW)).toBe(formatDate(new Date(date), 'de'));
    document.documentElement.lang = '';
  });

  it("reads a date slightly in the future as 'just now', and one 60 s ahead as a date", () => {
    expect(relativeTime(NOW + 3000, NOW)).toBe('just now');
    expect(relativeTime(NOW + 60_000, NOW, { locale: 'en-US' })).toBe(formatDate(new Date(NOW + 60_000), 'en-US'));
  });

  it('never reads a number of seconds outside 5..59', () => {
    fc.assert(
      fc.property(fc.integer({ min: -200_000, max: 200_000 }), (offset) => {
        const text = relativeTime(ago(offset), NOW, { locale: 'en-US' });
        const seconds = /^(\d+) seconds ago$/.exec(text);
        if (seconds) expect(Number(seconds[1])).toBe(Math.floor(offset / 1000));
        if (seconds) expect(offset).toBeGreaterThanOrEqual(5000);
        if (offset >= 5000 && offset < 60_000) expect(seconds).not.toBeNull();
      }),
    );
  });

  it('throws a RangeError for an invalid date', () => {
    expect(() => relativeTime('not a date', NOW)).toThrow(RangeError);
  });
});

describe('parseDate reads epoch milliseconds and ISO strings', () => {
  it.each([
    ['1710252330000', 1710252330000],
    [' 1710252330000 ', 1710252330000],
    ['2024-03-12T14:05:30Z', Date.UTC(2024, 2, 12, 14, 5, 30)],
    [1710252330000, 1710252330000],
  ])('reads %p', (value, expected) => {
    expect(parseDate(value)?.getTime()).toBe(expected);
  });

  it.each(['', 'yesterday', '12/34/5678x', null, undefined, {}, Number.NaN])('rejects %p', (value) => {
    expect(parseDate(value)).toBeNull();
  });
});

describe('the updater refreshes every [data-date] element every 5 s', () => {
  let root: HTMLElement;
  let clock: number;
  let updater: RelativeTimeUpdater;
  let warn: jest.Mock;

  const start = (options = {}) => {
    updater = createRelativeTimeUpdater(
      root,
      { now: () => clock, locale: 'en-US', ...options },
      {
        setInterval: (fn, ms) => setInterval(fn, ms),
        clearInterval: (id) => clearInterval(id as ReturnType<typeof setInterval>),
        log: { warn },
      },
    );
  };

  beforeEach(() => {
    jest.useFakeTimers();
    clock = NOW;
    warn = jest.fn();
    root = document.createElement('div');
    root.innerHTML = `
      <time id="iso" data-date="${new Date(NOW - 10_000).toISOString()}">12 March</time>
      <span id="epoch" data-date="${NOW - 2000}">12 March</span>
      <span id="bad" data-date="soon">server text</span>`;
    document.body.append(root);
  });

  afterEach(() => {
    updater.destroy();
    document.body.replaceChildren();
    jest.useRealTimers();
  });

  const text = (id: string) => root.querySelector(`#${id}`)!.textContent;

  it('writes the relative time at once', () => {
    start();
    expect([text('iso'), text('epoch')]).toEqual(['10 seconds ago', 'just now']);
  });

  it('gives <time> elements a machine-readable datetime', () => {
    start();
    expect(root.querySelector('#iso')!.getAttribute('datetime')).toBe(new Date(NOW - 10_000).toISOString());
  });

  it('refreshes every 5 s', () => {
    expect(RELATIVE_TIME_REFRESH).toBe(5000);
    start();
    clock += 4999;
    jest.advanceTimersByTime(4999);
    expect(text('epoch')).toBe('just now');
    clock += 1;
    jest.advanceTimersByTime(1);
    expect(text('epoch')).toBe('7 seconds ago');
    clock += 55_000;
    jest.advanceTimersByTime(55_000);
    expect(text('epoch')).toBe(formatDate(new Date(NOW - 2000), 'en-US'));
  });

  it('picks up elements added later', () => {
    start();
    const added = document.createElement('span');
    added.dataset.date = String(NOW - 30_000);
    root.append(added);
    clock += 5000;
    jest.advanceTimersByTime(5000);
    expect(added.textContent).toBe('35 seconds ago');
  });

  it('leaves an invalid date unchanged and warns once, not at every refresh', () => {
    start();
    jest.advanceTimersByTime(20_000);
    expect(text('bad')).toBe('server text');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(/invalid date/);
  });

  it('warns again when an element gets another invalid value', () => {
    start();
    root.querySelector('#bad')!.setAttribute('data-date', 'later');
    jest.advanceTimersByTime(5000);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('stops refreshing after destroy', () => {
    start();
    updater.destroy();
    clock += 30_000;
    jest.advanceTimersByTime(30_000);
    expect(text('epoch')).toBe('just now');
  });

  it('falls back to 5 s for an interval that is not a positive number', () => {
    start({ interval: -1 });
    clock += 5000;
    jest.advanceTimersByTime(5000);
    expect(text('epoch')).toBe('7 seconds ago');
  });
});
