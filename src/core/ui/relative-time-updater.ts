/**
 * Keeps every `[data-date]` element's text a relative time (spec §4), fresh
 * every 5 s (spec §9). One timer for the whole page, and the elements are
 * looked up at every refresh, so dates added later are picked up too.
 */
import { guard } from '../guard';
import { LOG_PREFIX } from '../log';
import { RELATIVE_TIME_REFRESH } from './constants';
import { wordsLocale } from '../message-format/page-words';
import { parseDate, relativeTime } from './relative-time';

export interface RelativeTimeUpdaterOptions {
  /** Refresh period in ms; default 5000. Anything but a positive finite number falls back to it. */
  interval?: number;
  now?: () => number;
  /** Default: the `lang` of the root's document. */
  locale?: string;
}

export interface RelativeTimeUpdaterIo {
  setInterval: (fn: () => void, ms: number) => unknown;
  clearInterval: (id: unknown) => void;
  log: Pick<Console, 'warn'>;
}

export interface RelativeTimeUpdater {
  /** Rewrites every `[data-date]` element now (also runs at creation and every interval). */
  refresh(): void;
  /** Stops the timer; the texts stay as they are. */
  destroy(): void;
}

const defaultIo = (): RelativeTimeUpdaterIo => ({
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (id) => clearInterval(id as ReturnType<typeof setInterval>),
  log: console,
});

function dateElements(root: ParentNode): Element[] {
  const found = Array.from(root.querySelectorAll('[data-date]'));
  const self = root as Element; // a Document or fragment has no hasAttribute
  return typeof self.hasAttribute === 'function' && self.hasAttribute('data-date') ? [self, ...found] : found;
}

/**
 * Starts refreshing the `[data-date]` elements under `root`. Each gets the
 * relative time as its text; a `<time>` element also gets its `datetime`
 * set to the ISO date, so machines read the exact moment. An invalid date
 * leaves its element unchanged and logs one console warning (spec §8
 * console-only "invalid date") per element and value, not one every 5 s.
 */
export function createRelativeTimeUpdater(
  root: ParentNode = document,
  options: RelativeTimeUpdaterOptions = {},
  io: RelativeTimeUpdaterIo = defaultIo(),
): RelativeTimeUpdater {
  const { now = Date.now } = options;
  const interval =
    options.interval !== undefined && options.interval > 0 && Number.isFinite(options.interval)
      ? options.interval
      : RELATIVE_TIME_REFRESH;
  const doc = (root as Node).ownerDocument ?? (root as Document); // a Document's ownerDocument is null
  const locale = options.locale ?? wordsLocale(doc);
  const warned = new WeakMap<Element, string>();

  const update = (el: Element, at: number) => {
    const value = el.getAttribute('data-date') ?? '';
    const date = parseDate(value);
    if (!date) {
      if (warned.get(el) !== value) io.log.warn(`${LOG_PREFIX} invalid date: "${value}"`, el);
      warned.set(el, value);
      return;
    }
    const text = relativeTime(date, at, { locale });
    // Unchanged texts are left alone: no needless mutation records for observers.
    if (el.textContent !== text) el.textContent = text;
    if (el.localName === 'time' && el.getAttribute('datetime') !== date.toISOString()) {
      el.setAttribute('datetime', date.toISOString());
    }
  };

  const refresh = () => {
    const at = now();
    dateElements(root).forEach((el) => update(el, at));
  };

  refresh();
  // Guarded: what a refresh throws reaches the funnel with its stack, named for the block of `root`.
  const timer = io.setInterval(guard(refresh, root), interval);
  let destroyed = false;
  return {
    refresh,
    destroy() {
      if (destroyed) return;
      destroyed = true;
      io.clearInterval(timer);
    },
  };
}
