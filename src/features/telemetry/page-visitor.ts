/**
 * The visitor of this page's census (spec §3 "Cookies", §7): on a first visit
 * (no `ss_cvr` cookie) there is nothing to read, and the hit only writes the
 * two visit cookies (src/telemetry/first-visit.ts); a returning visitor's
 * cookies are read by src/telemetry/visitor.ts, a chunk fetched only when
 * `ss_cvr` exists. It is fetched as telemetry starts when the cookie is
 * there, and at the hit when one appeared meanwhile (another tab's first hit),
 * so that visit goes on rather than a second record replacing it.
 */
import { COOKIE_NAMES } from '../../core/cookies/names';
import type { ReadWriteJar } from '../../core/cookies/read-write-jar';
import { createFirstVisitor } from '../../telemetry/first-visit';
import type { Visitor } from '../../telemetry/visit';
import type { VisitorReader } from '../../telemetry/visitor';

/** The page's visitor, returned by {@link pageVisitor}. */
export interface PageVisitor {
  /** The visitor for the next hit: at once, or once a returning visitor's reader has arrived. */
  visitor(): Visitor | Promise<Visitor>;
  /** The id in `ss_cvr`; undefined when there is none, or while the reader that reads it is on its way. */
  id(): string | undefined;
  /** Settles once the reader a returning visitor needs is in (at once on a first visit); never rejects. */
  ready: Promise<unknown>;
}

/** The visitor over `jar`, the flags' storage and a clock. */
export function pageVisitor(
  jar: ReadWriteJar,
  storage: Pick<Storage, 'setItem'> | null,
  now: () => number,
): PageVisitor {
  const first = createFirstVisitor(jar, storage, now);
  let reader: VisitorReader | undefined;
  let loading: Promise<VisitorReader> | undefined;
  const returning = () => jar.get(COOKIE_NAMES.visitorRecord) !== null;
  const load = () =>
    (loading ??= import('../../telemetry/visitor').then(
      ({ visitorReader }) => (reader = visitorReader(jar, storage, now)),
    ));
  return {
    visitor: () => reader?.visitor ?? (returning() ? load().then(({ visitor }) => visitor) : first),
    id() {
      if (reader) return reader.id();
      const mine = first.id();
      // Someone else's record (or ours, changed): the reader says, from the next call on.
      if (!mine && returning()) load().catch(() => {});
      return mine;
    },
    ready: (returning() ? load() : Promise.resolve()).catch(() => {}),
  };
}
