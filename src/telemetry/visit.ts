/**
 * What every hit shares, whichever visitor makes it (spec §3 "Cookies",
 * "Analytics and logging"): the visit it learned of, the visitor id, and the
 * first-landing and first-session flags kept in browser storage. A first
 * visit's hit (./first-visit.ts, in telemetry's chunk every page downloads)
 * and a returning visitor's (./visitor.ts, which reads and checks the
 * cookies) both build on it.
 */
import { COOKIE_NAMES as N, VISIT_TIMESTAMP_LIFETIME_MS, VISITOR_RECORD_LIFETIME_MS } from '../core/cookies/names';
import type { CookieAccessor } from '../core/cookies/parsed-accessor';
import type { ReadWriteJar } from '../core/cookies/read-write-jar';
import { recordText, type VisitorRecord } from '../core/cookies/visitor-record';

/** What one hit learned about the visit. */
export interface VisitInfo {
  record: VisitorRecord;
  /** The `ss_cvr` value, as census calls send it. */
  cookie: string;
  /** This hit opened a new visit (no live `ss_cvt`). */
  newVisit: boolean;
  /** spec §3: the first page view of the visit (the landing page). */
  firstLanding: boolean;
  /** spec §3: the visitor's first visit (visit count 1). */
  firstSession: boolean;
}

/** The visitor lifecycle: ./visitor.ts `createVisitor`, ./first-visit.ts `createFirstVisitor`. */
export interface Visitor {
  /** Record activity: start or continue the visit, write `ss_cvr` and `ss_cvt`. Call only with consent. */
  hit(pageView?: boolean): VisitInfo | null;
}

/** The two visit cookies as a visitor reads and writes them. */
export interface VisitCookies {
  visitorRecord: Pick<CookieAccessor<VisitorRecord>, 'get' | 'set'>;
  visitTimestamp: Pick<CookieAccessor<number>, 'get' | 'set'>;
}

/**
 * Writes `ss_cvr` (2 years) and `ss_cvt` (30 minutes) as telemetry makes them:
 * a record and a hit time it built itself are good by construction, so the
 * text is written unchecked (the cookie service's writers, which take their
 * callers' values, check them: src/core/cookies/formats.ts).
 */
export const visitWriters = (jar: ReadWriteJar): { [K in keyof VisitCookies]: VisitCookies[K]['set'] } => ({
  visitorRecord: (record) => jar.set(N.visitorRecord, recordText(record), { lifetimeMs: VISITOR_RECORD_LIFETIME_MS }),
  visitTimestamp: (time) => jar.set(N.visitTimestamp, String(time), { lifetimeMs: VISIT_TIMESTAMP_LIFETIME_MS }),
});

/**
 * Where the first-landing and first-session flags are kept (spec §3: "kept in
 * browser storage"): local storage, as JSON `{ visit, firstLanding,
 * firstSession }`, `visit` being the visit's start (ss_cvr's third integer),
 * so a reader can tell flags of the current visit from stale ones. Plain Web
 * Storage rather than createSessionStore: that store's chunk (1.1 KB gzip)
 * would be the largest part of these few lines on every page.
 */
export const FLAGS_KEY = 'ss-telemetry:visit';

/** A visitor id: 32 hex digits from the crypto source when there is one. */
export function randomId(win: { crypto?: Crypto } = globalThis): string {
  const bytes = new Uint8Array(16);
  try {
    win.crypto!.getRandomValues(bytes);
  } catch {
    bytes.forEach((_, i) => (bytes[i] = Math.floor(Math.random() * 256)));
  }
  return Array.from(bytes, (b) => (b + 256).toString(16).slice(1)).join('');
}

/** The time of a hit at `now()`: whole milliseconds, at least 1 (the record's integers are positive). */
export const hitTime = (now: () => number): number => Math.max(1, Math.floor(now()));

/** A new visitor's record at `time`: its first visit, so previousVisitAt equals firstVisitAt (see ./visitor.ts). */
export const newRecord = (time: number, newId: () => string): VisitorRecord => ({
  id: newId(),
  values: [time, time, time, 1],
});

function writeFlags(storage: Pick<Storage, 'setItem'> | null, flags: object): void {
  try {
    storage?.setItem(FLAGS_KEY, JSON.stringify(flags));
  } catch {
    // storage blocked or full: the flags are a convenience, the hit goes on
  }
}

/** What a hit learned, with the flags written for a page view (their visit, first landing, first session). */
export function visitInfo(
  record: VisitorRecord,
  newVisit: boolean,
  pageView: boolean,
  storage: Pick<Storage, 'setItem'> | null,
): VisitInfo {
  const firstSession = record.values[3] === 1;
  const firstLanding = newVisit && pageView;
  if (pageView) writeFlags(storage, { visit: record.values[2], firstLanding, firstSession });
  return { record, cookie: recordText(record), newVisit, firstLanding, firstSession };
}
