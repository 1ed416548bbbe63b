/**
 * A first visit's hit (spec §3 "Cookies", §9): without an `ss_cvr` cookie
 * there is nothing to read, so the visitor's record and the visit's timestamp
 * are written as they are made (./visit.ts `visitWriters`), with none of the
 * reading of ./visitor.ts: a random hex id and the hit time, as that visitor
 * would have made them for a visitor without a record.
 *
 * For one hit: once ss_cvr exists the visitor that reads it takes over
 * (src/features/telemetry/page-visitor.ts), or a second hit here would start a
 * second visitor. Like ./visitor.ts, nothing here checks consent: the caller
 * runs `hit()` through the consent gate.
 */
import { COOKIE_NAMES } from '../core/cookies/names';
import type { ReadWriteJar } from '../core/cookies/read-write-jar';
import { hitTime, newRecord, randomId, visitInfo, visitWriters, type Visitor } from './visit';

/** A first visit's visitor, which also knows the id it wrote while ss_cvr still holds it. */
export interface FirstVisitor extends Visitor {
  /** The id this visitor wrote, while `ss_cvr` is still the record it wrote; else undefined. */
  id(): string | undefined;
}

/** The first visit's visitor over `jar` (writes only), the flags' storage and a clock. */
export function createFirstVisitor(
  jar: ReadWriteJar,
  storage: Pick<Storage, 'setItem'> | null,
  now: () => number,
  newId: () => string = randomId,
): FirstVisitor {
  const write = visitWriters(jar);
  let written: { id: string; cookie: string } | undefined;
  return {
    hit(pageView = true) {
      try {
        const time = hitTime(now);
        const record = newRecord(time, newId);
        write.visitorRecord(record);
        write.visitTimestamp(time);
        const visit = visitInfo(record, true, pageView, storage);
        written = { id: record.id, cookie: visit.cookie };
        return visit;
      } catch {
        return null; // cookies or storage refused: tracking goes without, the page does not notice
      }
    },
    id: () => (written && jar.get(COOKIE_NAMES.visitorRecord) === written.cookie ? written.id : undefined),
  };
}
