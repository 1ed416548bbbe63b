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
 *
 * This is the visitor that reads the cookies: a returning visitor's (a chunk
 * src/features/telemetry/page-visitor.ts fetches only when ss_cvr exists) and
 * the block census's. A first visit's page view needs none of it:
 * ./first-visit.ts writes its cookies without reading.
 */
import { COOKIE_NAMES as N, VISIT_TIMESTAMP_LIFETIME_MS } from '../core/cookies/names';
import type { ReadWriteJar } from '../core/cookies/read-write-jar';
import { parsePositiveInteger, parseVisitorRecord, type VisitorRecord } from '../core/cookies/visitor-record';
import { hitTime, newRecord, randomId, visitInfo, visitWriters, type VisitCookies, type Visitor } from './visit';

export { FLAGS_KEY, randomId, type VisitInfo, type Visitor } from './visit';

/** `ss_cvr` and `ss_cvt` in `jar`: read (malformed reads as absent), and written as ./visit.ts writes them. */
export function visitCookies(jar: ReadWriteJar): VisitCookies {
  const write = visitWriters(jar);
  return {
    visitorRecord: { get: () => parseVisitorRecord(jar.get(N.visitorRecord)), set: write.visitorRecord },
    visitTimestamp: { get: () => parsePositiveInteger(jar.get(N.visitTimestamp)), set: write.visitTimestamp },
  };
}

/** The visit a hit at `now` belongs to, from the previous record and the last hit time. */
export function nextRecord(
  previous: VisitorRecord | null,
  lastHit: number | null,
  now: number,
  newId: () => string,
): { record: VisitorRecord; newVisit: boolean } {
  if (!previous) return { record: newRecord(now, newId), newVisit: true };
  const [first, , start, count] = previous.values;
  const live = lastHit !== null && now - lastHit < VISIT_TIMESTAMP_LIFETIME_MS && now >= lastHit;
  if (live) return { record: previous, newVisit: false };
  return { record: { id: previous.id, values: [first, start, now, count + 1] }, newVisit: true };
}

/** Create the visitor lifecycle over the cookie accessors, the flags' storage and a clock. */
export function createVisitor(
  cookies: VisitCookies,
  storage: Pick<Storage, 'setItem'> | null,
  now: () => number = Date.now,
  newId: () => string = randomId,
): Visitor {
  return {
    hit(pageView = true) {
      try {
        const time = hitTime(now);
        const { record, newVisit } = nextRecord(cookies.visitorRecord.get(), cookies.visitTimestamp.get(), time, newId);
        cookies.visitorRecord.set(record);
        cookies.visitTimestamp.set(time); // refreshed on every hit: the 30 minutes run from the last one
        return visitInfo(record, newVisit, pageView, storage);
      } catch {
        return null; // cookies or storage refused: tracking goes without, the page does not notice
      }
    },
  };
}

/** The visitor that reads its cookies, with the id its record holds. */
export interface VisitorReader {
  visitor: Visitor;
  /** The id in `ss_cvr`, or undefined when there is none (or it is malformed). */
  id(): string | undefined;
}

/** The visitor over `jar`'s cookies, the flags' storage and a clock: a returning visitor's, a block census's. */
export function visitorReader(
  jar: ReadWriteJar,
  storage: Pick<Storage, 'setItem'> | null,
  now: () => number,
): VisitorReader {
  const cookies = visitCookies(jar);
  return { visitor: createVisitor(cookies, storage, now), id: () => cookies.visitorRecord.get()?.id };
}
