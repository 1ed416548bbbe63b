import type { Consent } from '../core/consent';
import type { ErrorFunnel } from '../core/log';
import type { PageContext } from '../core/types';
import type { Transport } from './transport';

/** What every telemetry reporter receives from the telemetry feature. */
export interface TelemetryContext {
  page: PageContext;
  win: Window & typeof globalThis;
  transport: Transport;
  consent: Consent;
  /** The request token (crumb cookie), read when a request is made. */
  crumb(): string | undefined;
  /**
   * The visitor's id (`ss_cvr`), the only identifier an error report may
   * carry, and only after consent. Read through the page's cookie service
   * once telemetry's second part has brought it; `undefined` before (when
   * consent cannot have been given either).
   */
  visitorId(): string | undefined;
  /** The runtime's error funnel subscription (block and chunk errors). */
  onRuntimeError: ErrorFunnel['onError'];
  /** Clock, injectable for tests. */
  now(): number;
}
