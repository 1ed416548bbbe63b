/**
 * Error reports the browser will carry (issue 11 §6). A `keepalive` request
 * or a beacon is refused outright when the bodies in flight would pass
 * 64 KiB together: ten reports of 10 KB each would all be lost. While the
 * page is visible the transport sends a bigger body as a plain fetch; once it
 * is hidden (the visitor left, a keepalive is the only way out) a batch is
 * cut to {@link HIDDEN_LIMIT}: the reports that fit go, and the first one
 * counts those left out in its `dropped`.
 */
import { byteLength, KEEPALIVE_LIMIT } from './transport';

/**
 * The most an error batch takes of the keepalive quota on a hidden page:
 * half, so that the performance records and trace lines leaving on the same
 * `pagehide` still fit.
 */
export const HIDDEN_LIMIT = KEEPALIVE_LIMIT / 2;

/** One entry of the JSON array sent (spec §3 "Error report"). */
export interface ErrorReport {
  event: string;
  /** JSON string of the report's fields (error-data.ts), scrubbed. */
  data: string;
  timestamp: number;
}

/** The bytes one entry adds to a body: itself and a comma. */
const sizeOf = (entry: ErrorReport) => byteLength(JSON.stringify(entry)) + 1;

/**
 * The entry for `fields`, serialised by `serialise` (JSON and scrubbing),
 * with its longest text field halved until the entry fits a body of `limit`
 * bytes by itself.
 */
export function fittedReport(
  event: string,
  fields: Record<string, unknown>,
  timestamp: number,
  serialise: (fields: Record<string, unknown>) => string,
  limit = KEEPALIVE_LIMIT,
): ErrorReport {
  let entry = { event, data: serialise(fields), timestamp };
  for (let cuts = 0; sizeOf(entry) + 1 > limit && cuts < 64; cuts++) {
    const [key, text] = Object.entries(fields)
      .filter((pair): pair is [string, string] => typeof pair[1] === 'string')
      .reduce((longest, pair) => (pair[1].length > longest[1].length ? pair : longest), ['', '']);
    if (!key) break;
    fields = { ...fields, [key]: text.slice(0, text.length >> 1) };
    entry = { event, data: serialise(fields), timestamp };
  }
  return entry;
}

/** How many of `reports`, from the first, fit in one body (a JSON array) of at most `limit` bytes. */
export function fitting(reports: readonly ErrorReport[], limit: number): number {
  let size = 1; // the brackets; each entry counts its comma
  let count = 0;
  while (count < reports.length && (size += sizeOf(reports[count])) <= limit) count++;
  return count;
}

/** A report waiting to be sent: its fields not yet serialised. */
export interface Pending {
  event: string;
  fields: Record<string, unknown>;
  timestamp: number;
}

/**
 * The batch for `pending`, `dropped` counted in its first report. Each
 * report fits a body by itself; when the visitor is `leaving` (the page is
 * hidden or going away) the batch is cut to {@link HIDDEN_LIMIT} and the
 * first report counts those left out as well.
 */
export function batchOf(
  pending: readonly Pending[],
  dropped: number,
  leaving: boolean,
  serialise: (fields: Record<string, unknown>) => string,
): ErrorReport[] {
  const limit = leaving ? HIDDEN_LIMIT : KEEPALIVE_LIMIT;
  const entry = ({ event, fields, timestamp }: Pending, lost: number) =>
    fittedReport(event, { ...fields, dropped: lost || undefined }, timestamp, serialise, limit);
  const batch = pending.map((report, index) => entry(report, index ? 0 : dropped));
  // 32 bytes of room for the first report's longer `dropped`.
  const fits = Math.max(1, fitting(batch, limit - 32));
  if (!leaving || fits === batch.length) return batch;
  return [entry(pending[0], dropped + batch.length - fits), ...batch.slice(1, fits)];
}
