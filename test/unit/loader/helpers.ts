import type { ErrorFunnel } from '../../../src/core/log';
import { createErrorFunnel } from '../../../src/loader/error-funnel';
import type { Schedule } from '../../../src/loader/batch';

/** Wait for MutationObserver records, the batch timer and promise chains. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

/** A timer-based batch so tests do not depend on animation frames. */
export const timerSchedule: Schedule = (fn) => {
  const id = setTimeout(fn, 0);
  return () => clearTimeout(id);
};

/** An error funnel that records instead of logging. */
export function recordingFunnel(): ErrorFunnel & { errors: { message: string; block?: string }[] } {
  const errors: { message: string; block?: string }[] = [];
  const funnel = createErrorFunnel({ error: () => {} });
  funnel.onError((_error, message, detail) => errors.push({ message, block: detail.block }));
  return Object.assign(funnel, { errors });
}

/** Build a block root as a template would. */
export function blockRoot(name: string, json?: string): HTMLElement {
  const root = document.createElement('div');
  root.className = `sqs-block ${name}-block`;
  if (json !== undefined) root.setAttribute('data-block-json', json);
  root.innerHTML = '<div class="sqs-block-content"></div>';
  return root;
}
