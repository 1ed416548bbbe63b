/**
 * The telemetry context's two parts that cost bytes: the transport and the
 * request token's reader. The feature's first chunk starts without them;
 * whichever later chunk needs them first (the error reporter on the first
 * error, or the part after paint) completes the one shared context, so both
 * send through one transport (it keeps count of the bytes a leaving page may
 * still carry).
 */
import { COOKIE_NAMES } from '../../core/cookies/names';
import { readCookie } from '../../core/cookies/write-cookie';
import type { TelemetryContext } from '../../telemetry/context';
import { createTransport } from '../../telemetry/transport';

/** The context as the feature starts it. */
export type StartContext = Omit<TelemetryContext, 'transport' | 'crumb'> & Partial<TelemetryContext>;

/** Completes `start` in place (once) and returns it. */
export function fullContext(start: StartContext): TelemetryContext {
  const { win } = start;
  start.transport ??= createTransport(win);
  start.crumb ??= () => readCookie(COOKIE_NAMES.crumb, win.document) ?? undefined;
  return start as TelemetryContext;
}
