/**
 * The data layer's outward signals: `onEvent`, the login-required DOM event
 * and the error funnel, each made safe so a throwing listener never breaks
 * a call.
 */
import { EVENT_PREFIX, LOG_PREFIX, NETWORK_ERROR_EVENT } from '../log';
import type { DataLayerEventName, DataLayerOptions } from './types';

/** Reports to the error funnel. */
export type Report = (error: unknown, message: string) => void;
/** Runs `run`, reporting (and swallowing) what it throws; `what` names it in the report. */
export type Guard = <T>(run: () => T, what: string) => T | undefined;
/** Fires one data-layer event. */
export type Emit = (name: DataLayerEventName, detail: Record<string, unknown>) => void;

/** The error funnel, made safe: a throwing funnel never turns one error into two. Default: the console. */
export function safeReport(report: DataLayerOptions['report']): Report {
  return (error, message) => {
    try {
      if (report) report(error, message);
      else console.error(`${LOG_PREFIX} ${message}`, error);
    } catch {
      // Nothing left to tell.
    }
  };
}

/** A guard that reports through `report`. */
export function createGuard(report: Report): Guard {
  return (run, what) => {
    try {
      return run();
    } catch (error) {
      report(error, `Data layer: ${what} failed`);
      return undefined;
    }
  };
}

/**
 * The events the page hears too, as DOM events on the document: loginRequired
 * (spec §8) for whoever shows a login, and networkError for telemetry, which
 * sends it as `system_network_error` (spec §7; src/telemetry/analytics-names.ts).
 */
const DOM_EVENTS: Partial<Record<DataLayerEventName, string>> = {
  loginRequired: `${EVENT_PREFIX}login-required`,
  networkError: NETWORK_ERROR_EVENT,
};

/** Fires `onEvent`, and the DOM event of {@link DOM_EVENTS} on the document. */
export function createEmitter(doc: Document, onEvent: DataLayerOptions['onEvent'], guard: Guard): Emit {
  return (name, detail) => {
    if (onEvent) guard(() => onEvent(name, detail), `the ${name} listener`);
    const type = DOM_EVENTS[name];
    if (!type) return;
    const EventClass = doc.defaultView?.CustomEvent ?? CustomEvent;
    doc.dispatchEvent(new EventClass(type, { detail }));
  };
}
