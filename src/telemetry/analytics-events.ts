/**
 * Analytics events (spec §3 "Analytics and logging", §7, §8):
 * `POST /api/v1/events` with JSON `{ analyticsId, commonData, customData,
 * customSchemaName }`. 200 or 202 is success; another status logs
 * 'Error tracking event: HTTP Status {code}'; a network failure fires the
 * internal event `system_network_error` with `urlRequested` (spec §7), once:
 * that event's own failure is not reported again (no recursion). Sends wait
 * for consent like the census (./consent-gate).
 */
import type { Consent } from '../core/consent';
import { cookiesFor, type CookieService } from '../core/cookies';
import type { PageContext } from '../core/types';
import { createConsentGate, type ConsentGate } from './consent-gate';
import { pageLocale } from './page-locale';
import { createTransport, type Transport } from './transport';
import { randomId } from './visitor';

/** The events service path (spec §7). */
export const EVENTS_PATH = '/api/v1/events';

/** Options of {@link createAnalyticsEvents}; everything but `page` and `consent` has a default. */
export interface AnalyticsOptions {
  page: PageContext;
  consent: Consent;
  win?: Window & typeof globalThis;
  transport?: Transport;
  cookies?: Pick<CookieService, 'visitorRecord'>;
  gate?: ConsentGate;
  now?: () => number;
  log?: Pick<Console, 'warn'>;
  newId?: () => string;
}

/** The analytics events returned by {@link createAnalyticsEvents}. */
export interface AnalyticsEvents {
  /** Send one event of schema `customSchemaName` once consent allows. */
  track(customSchemaName: string, customData?: Record<string, unknown>): void;
  destroy(): void;
}

/**
 * The common fields of spec §3, from: location (page_host, page_path,
 * page_query_params without `?`), document.referrer (page_referrer_url),
 * navigator.language (browser_language), the clock (timestamp_client, epoch
 * ms), the visitor record `ss_cvr` (user_marketing_id = its id;
 * user_session_id = `{id}.{visit start}`), the page context
 * (resolved_locale = `website_locale`, else `website.language`, else
 * `<html lang>`). Identifiers are read only when the gate has let the send
 * through (after consent); without a visitor record they are null.
 */
export function commonData(page: PageContext, win: Window, now: number, cookies: AnalyticsOptions['cookies']) {
  let record = null;
  try {
    record = cookies?.visitorRecord.get() ?? null;
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
  const { page, consent, win = window, now = Date.now, log = console, newId = randomId } = options;
  const transport = options.transport || createTransport(win);
  const cookies = options.cookies || cookiesFor(win.document);
  const gate = options.gate || createConsentGate(consent);
  const send = (customSchemaName: string, customData: Record<string, unknown>, reportFailure: boolean) =>
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
          else if (reportFailure) send('system_network_error', { urlRequested: EVENTS_PATH }, false);
        });
    });
  return {
    track: (name, data = {}) => send(name, data, true),
    destroy() {
      if (!options.gate) gate.destroy();
    },
  };
}
