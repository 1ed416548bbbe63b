import { cookiesFor } from '../../../src/core/cookies';
import type { ErrorFunnel, ErrorListener } from '../../../src/core/log';
import type { TelemetryContext } from '../../../src/telemetry/context';
import type { SendOptions, Transport } from '../../../src/telemetry/transport';

export interface Sent {
  path: string;
  body: string | URLSearchParams | undefined;
  options: SendOptions;
}

/** A transport that records every send and answers `status` (or throws when `throws`). */
export function fakeTransport(behaviour: { status?: number; throws?: boolean } = {}): Transport & { sent: Sent[] } {
  const sent: Sent[] = [];
  return {
    sent,
    send(path, body, options = {}) {
      sent.push({ path, body, options });
      if (behaviour.throws) throw new Error('transport exploded');
      return Promise.resolve(behaviour.status ?? 204);
    },
  };
}

/** A telemetry context on jsdom's window with a fake transport and consent, plus a way to fire the runtime's funnel. */
export function fakeContext(overrides: { tracking?: boolean; crumb?: string; transport?: Transport } = {}) {
  const listeners = new Set<ErrorListener>();
  const transport = overrides.transport ?? fakeTransport();
  const context: TelemetryContext = {
    page: {} as TelemetryContext['page'],
    win: window,
    transport,
    crumb: () => overrides.crumb,
    // As telemetry's second part gives it: the page's cookie service, once consent allows tracking.
    visitorId: () => (overrides.tracking ? cookiesFor(document).visitorRecord.get()?.id : undefined),
    now: () => Date.now(),
  };
  const funnel: ErrorListener = (error, message, detail) =>
    listeners.forEach((listener) => listener(error, message, detail));
  /** The runtime's funnel subscription, as the runtime gives its error catcher. */
  const onRuntimeError: ErrorFunnel['onError'] = (listener) => (
    listeners.add(listener),
    () => listeners.delete(listener)
  );
  return { context, transport: transport as ReturnType<typeof fakeTransport>, funnel, listeners, onRuntimeError };
}

/** Make the document look hidden (or visible) and announce it, as a tab switch does. */
export function setVisibility(state: 'hidden' | 'visible', announce = true) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  if (announce) document.dispatchEvent(new Event('visibilitychange'));
}

/** Dispatch an uncaught-error event on the window, as the browser does. */
export function throwUncaught(message: string, stack = `Error: ${message}\n    at f (http://cdn.test/a.js:1:2)`) {
  const error = Object.assign(new Error(message), { stack });
  window.dispatchEvent(
    new ErrorEvent('error', { message, error, filename: 'http://cdn.test/a.js', lineno: 1, colno: 2 }),
  );
}

/** The reports of every send to the error endpoint, flattened, with `data` parsed. */
export function reportsOf(sent: Sent[]) {
  return sent
    .filter((s) => s.path === '/api/events/RecordJavascriptErrors')
    .flatMap((s) => JSON.parse(String(s.body)) as { event: string; data: string; timestamp: number }[])
    .map((report) => ({ ...report, data: JSON.parse(report.data) as Record<string, unknown> }));
}
