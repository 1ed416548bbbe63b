/**
 * Relative time (spec §4 "Dialog, tooltip, time": 'just now', then seconds
 * ago, then a formatted date after 60 seconds).
 */
import { ownWords, say, wordsLocale } from '../message-format/page-words';
import { sayPlural } from '../message-format/plural-words';
import { TIME_WORDS } from '../words/time';
import { JUST_NOW_THRESHOLD, RELATIVE_TIME_LIMIT } from './constants';

/** A date as the page gives it: a Date, epoch milliseconds, or a string of either (spec §3 "Images": data-date). */
export type DateInput = Date | number | string;

export interface RelativeTimeOptions {
  /** BCP 47 language of the formatted date; default the page's `<html lang>`, else the browser's. */
  locale?: string;
  /** Under this many ms the date reads 'just now'; default 5000. */
  justNow?: number;
}

const EPOCH_MS = /^-?\d+$/;

/**
 * Reads a date: a Date, a number of epoch milliseconds, a string of digits
 * (epoch ms, as `data-date` usually carries) or any string `Date.parse`
 * accepts (ISO 8601). Returns null for anything that is not a valid date.
 */
export function parseDate(value: unknown): Date | null {
  let date: Date | null = null;
  if (value instanceof Date) date = new Date(value.getTime());
  else if (typeof value === 'number') date = new Date(value);
  else if (typeof value === 'string' && value.trim() !== '') {
    const text = value.trim();
    date = new Date(EPOCH_MS.test(text) ? Number(text) : Date.parse(text));
  }
  return date && Number.isFinite(date.getTime()) ? date : null;
}

/** '5 seconds ago' in `locale` (Intl.RelativeTimeFormat), English's words where the browser lacks it. */
function secondsAgo(seconds: number, locale: string): string {
  try {
    return new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(-seconds, 'second');
  } catch {
    return sayPlural('time.secondsAgo', TIME_WORDS.secondsAgo, { seconds });
  }
}

/** The page's language (`<html lang>`), or undefined for the browser's own. */
export function pageLanguage(doc: Document | undefined = globalThis.document): string | undefined {
  return doc?.documentElement?.lang || undefined;
}

/**
 * The date in the page's language: medium date and short time
 * (`12 Mar 2024, 14:05` in en-GB). An unknown locale falls back to the
 * browser's own rather than throwing.
 */
export function formatDate(date: Date, locale?: string): string {
  const style: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
  try {
    return new Intl.DateTimeFormat(locale, style).format(date);
  } catch {
    return new Intl.DateTimeFormat(undefined, style).format(date);
  }
}

/**
 * How long ago `date` was, seen at `now`:
 * - under `justNow` (5 s): 'just now' (a date slightly in the future, from a
 *   clock a little ahead of the visitor's, reads 'just now' too);
 * - under 60 s: '{n} seconds ago' ('1 second ago' for one), n whole seconds;
 * - from 60 s on, and for dates 60 s or more in the future: the formatted
 *   date (see {@link formatDate}).
 * Throws a RangeError for an invalid date; {@link parseDate} checks first.
 */
export function relativeTime(date: DateInput, now: DateInput = Date.now(), options: RelativeTimeOptions = {}): string {
  const then = parseDate(date);
  const current = parseDate(now);
  if (!then || !current) throw new RangeError(`invalid date: ${String(then ? now : date)}`);
  const { locale = wordsLocale(), justNow = JUST_NOW_THRESHOLD } = options;
  const ago = current.getTime() - then.getTime();
  if (Math.abs(ago) >= RELATIVE_TIME_LIMIT) return formatDate(then, locale);
  if (ago < justNow) return say('time.justNow', TIME_WORDS.justNow);
  const seconds = Math.floor(ago / 1000);
  // English, a site's override or a table's words: the catalogue's; any other language: Intl's own.
  if (!/^en\b/i.test(locale) && ownWords('time.secondsAgo') === undefined) return secondsAgo(seconds, locale);
  return sayPlural('time.secondsAgo', TIME_WORDS.secondsAgo, { seconds });
}
