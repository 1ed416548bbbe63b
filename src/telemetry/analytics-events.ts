/**
 * Analytics events (spec §3 "Analytics and logging", §7, §8):
 * `POST /api/v1/events` with JSON `{ analyticsId, commonData, customData,
 * customSchemaName }`. 200 or 202 is success; another status logs
 * 'Error tracking event: HTTP Status {code}'; a network failure fires the
 * internal event `system_network_error` with `urlRequested` (spec §7), once:
 * that event's own failure is not reported again (no recursion). Sends wait
 * for consent like the census (./consent-gate), and a page sends at most
 * {@link EVENT_LIMIT} events, counting the rest (bounded like the error
 * reporter, STYLE.md §5).
 *
 * A lazy chunk: telemetry fetches it with a page's first event
 * (src/features/telemetry/analytics.ts), so a page that sends none
 * downloads none of it.
 */
import { COOKIE_NAMES } from '../core/cookies/names';
import type { ReadWriteJar } from '../core/cookies/read-write-jar';
import { parseVisitorRecord, type VisitorRecord } from '../core/cookies/visitor-record';
import type { PageContext } from '../core/types';
import { NETWORK_ERROR_SCHEMA } from './analytics-names';
import type { ConsentGate } from './consent-gate';
import { pageLocale } from '../core/message-format/page-locale';
import type { Transport } from './transport';
import { randomId } from './visit';

/** The events service path (spec §7). */
export const EVENTS_PATH = '/api/v1/events';

/** The most events one page sends (the error reporter's 20 reports a page, spec §9). */
export const EVENT_LIMIT = 20;

/**
 * The visitor's record (`ss_cvr`) in `jar`, read when an event is sent. The
 * parser comes with this chunk, fetched with a page's first event: the part
 * of telemetry every page downloads (deferred.js) carries none of it.
 */
export const visitorRecordIn = (jar: ReadWriteJar): AnalyticsOptions['cookies'] => ({
  visitorRecord: { get: () => parseVisitorRecord(jar.get(COOKIE_NAMES.visitorRecord)) },
});

/** Options of {@link createAnalyticsEvents}; the clock, console and id maker have defaults. */
export interface AnalyticsOptions {
  page: PageContext;
  win: Window & typeof globalThis;
  transport: Transport;
  gate: ConsentGate;
  cookies: { visitorRecord: { get(): VisitorRecord | null } };
  now?: () => number;
  log?: Pick<Console, 'warn'>;
  newId?: () => string;
}

/** The analytics events returned by {@link createAnalyticsEvents}. */
export interface AnalyticsEvents {
  /** Send one event of schema `customSchemaName` once consent allows. */
  track(customSchemaName: string, customData?: Record<string, unknown>): void;
  /** Events not sent: over {@link EVENT_LIMIT}, or dropped by the consent gate. */
  dropped(): number;
}

/**
 * The common fields of spec §3, from: location (page_host, page_path,
 * page_query_params without `?`), document.referrer (page_referrer_url),
 * navigator.language (browser_language), the clock (timestamp_client, epoch
 * ms), the visitor record `ss_cvr` (user_marketing_id = its id;
 * user_session_id = `{id}.{visit start}`), the page's locale
 * (resolved_locale, the census's reading: ./page-locale.ts). Identifiers are
 * read only when the gate has let the send through (after consent); without
 * a visitor record they are null.
 */
export function commonData(page: PageContext, win: Window, now: number, cookies: AnalyticsOptions['cookies']) {
  let record: VisitorRecord | null = null;
  try {
    record = cookies.visitorRecord.get();
  } catch {
    // unreadable: no identifiers
  }
  const loc = win.location;
  return {
    page_host: loc.host,
    page_path: loc.pathname,
    page_query_params: loc.search.slice(1),
    page_referrer_url: win.document.referrer,
    browser_language: win.navigator.language,
    timestamp_client: now,
    user_session_id: record ? `${record.id}.${record.values[2]}` : null,
    user_marketing_id: record ? record.id : null,
    resolved_locale: pageLocale(page, win.document),
  };
}

/**
 * Create the analytics events sender. `analyticsId` is not described by the
 * spec; read here as the event's own random identifier (so the service can
 * tell a retried event from a new one), never a visitor identifier.
 */
export function createAnalyticsEvents(options: AnalyticsOptions): AnalyticsEvents {
  const { page, win, transport, gate, cookies, now = Date.now, log = console, newId = randomId } = options;
  let sent = 0;
  let overLimit = 0;
  const send = (customSchemaName: string, customData: Record<string, unknown>, reportFailure: boolean) => {
    if (sent >= EVENT_LIMIT) return void overLimit++;
    sent++;
    gate.run(() => {
      const body = {
        analyticsId: newId(),
        commonData: commonData(page, win, now(), cookies),
        customData,
        customSchemaName,
      };
      void transport
        .send(EVENTS_PATH, JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })
        .then((status) => {
          if (status === 200 || status === 202) return;
          if (status) log.warn(`Error tracking event: HTTP Status ${status}`);
          else if (reportFailure) send(NETWORK_ERROR_SCHEMA, { urlRequested: EVENTS_PATH }, false);
        });
    });
  };
  return {
    track: (name, data = {}) => send(name, data, true),
    dropped: () => overLimit + gate.dropped(),
  };
}
