/**
 * The visitor and visit lifecycle (spec §3 "Cookies", §9): `ss_cvr` (visitor
 * record, 2 years) and `ss_cvt` (visit timestamp, 30 minutes).
 *
 * The spec gives `ss_cvr` as "id plus 4 positive integers" without saying what
 * the integers mean. Reading chosen here (all epoch milliseconds but the last):
 *   `id | firstVisitAt | previousVisitAt | visitStartAt | visitCount`
 * (on the first visit, previousVisitAt equals firstVisitAt: the format allows
 * no 0). `ss_cvt` holds the time of the last hit; a visit ends after 30
 * minutes without one (the cookie expires; a value older than that counts as
 * expired too, against a clock that moved).
 *
 * Nothing here checks consent: the caller runs `hit()` only through the
 * consent gate, so no cookie is written before the visitor allows it.
 */
import type { VisitorRecord } from '../core/cookies/formats';
import { VISIT_TIMESTAMP_LIFETIME_MS } from '../core/cookies/names';
import type { TrackingCookies } from '../core/cookies/tracking-cookies';

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

/** The visitor lifecycle returned by {@link createVisitor}. */
export interface Visitor {
  /** Record activity: start or continue the visit, write `ss_cvr` and `ss_cvt`. Call only with consent. */
  hit(pageView?: boolean): VisitInfo | null;
}

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

const formatRecord = (r: VisitorRecord) => [r.id, ...r.values].join('|');

/** The visit a hit at `now` belongs to, from the previous record and the last hit time. */
export function nextRecord(
  previous: VisitorRecord | null,
  lastHit: number | null,
  now: number,
  newId: () => string,
): { record: VisitorRecord; newVisit: boolean } {
  if (!previous) return { record: { id: newId(), values: [now, now, now, 1] }, newVisit: true };
  const [first, , start, count] = previous.values;
  const live = lastHit !== null && now - lastHit < VISIT_TIMESTAMP_LIFETIME_MS && now >= lastHit;
  if (live) return { record: previous, newVisit: false };
  return { record: { id: previous.id, values: [first, start, now, count + 1] }, newVisit: true };
}

function writeFlags(storage: Pick<Storage, 'setItem'> | null, flags: object): void {
  try {
    storage?.setItem(FLAGS_KEY, JSON.stringify(flags));
  } catch {
    // storage blocked or full: the flags are a convenience, the hit goes on
  }
}

/** Create the visitor lifecycle over the cookie accessors, the flags' storage and a clock. */
export function createVisitor(
  cookies: Pick<TrackingCookies, 'visitorRecord' | 'visitTimestamp'>,
  storage: Pick<Storage, 'setItem'> | null,
  now: () => number = Date.now,
  newId: () => string = randomId,
): Visitor {
  return {
    hit(pageView = true) {
      try {
        const time = Math.max(1, Math.floor(now()));
        const { record, newVisit } = nextRecord(cookies.visitorRecord.get(), cookies.visitTimestamp.get(), time, newId);
        cookies.visitorRecord.set(record);
        cookies.visitTimestamp.set(time); // refreshed on every hit: the 30 minutes run from the last one
        const firstSession = record.values[3] === 1;
        const firstLanding = newVisit && pageView;
        if (pageView) writeFlags(storage, { visit: record.values[2], firstLanding, firstSession });
        return { record, cookie: formatRecord(record), newVisit, firstLanding, firstSession };
      } catch {
        return null; // cookies or storage refused: tracking goes without, the page does not notice
      }
    },
  };
}
