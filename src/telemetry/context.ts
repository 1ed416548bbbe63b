import type { PageContext } from '../core/types';
import type { Transport } from './transport';

/** What every telemetry reporter receives from the telemetry feature. */
export interface TelemetryContext {
  page: PageContext;
  win: Window & typeof globalThis;
  transport: Transport;
  /** The request token (crumb cookie), read when a request is made. */
  crumb(): string | undefined;
  /**
   * The visitor's id (`ss_cvr`), the only identifier an error report may
   * carry: `undefined` unless the visitor's consent allows tracking. The
   * page's consent and cookie service come with telemetry's second part, so
   * until then it is always `undefined`.
   */
  visitorId(): string | undefined;
  /** Clock, injectable for tests. */
  now(): number;
}
