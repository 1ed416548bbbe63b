/**
 * One attempt of a call: add the crumb and the XSRF token (own origin only),
 * fetch, read the body, classify the answer. Never throws: every way it can
 * go wrong comes back as an Outcome.
 */
import { classifyAnswer, type Outcome } from './classify-answer';
import { DataLayerError } from './data-layer-error';
import { MESSAGES } from './messages';
import { setHeader, type Call } from './prepare-call';
import { urlWithCrumb } from './request-target';
import type { FetchLike } from './types';
import { say } from '../message-format/page-words';

/** What an attempt reads from its data layer. */
export interface AttemptIo {
  fetch: FetchLike;
  /** Aborted by the data layer's destroy(). */
  signal: AbortSignal;
  crumb(): string | undefined;
  xsrfToken(): string | undefined;
}

/** The error of a call cut short or refused by destroy(). */
export function destroyedError(url: string): DataLayerError {
  return new DataLayerError('destroyed', MESSAGES.destroyed, { url });
}

/** The error of a call its caller's signal cancelled. */
export function abortedError(url: string): DataLayerError {
  return new DataLayerError('aborted', MESSAGES.aborted, { url });
}

/**
 * One signal for the attempt: the data layer's (destroy) and the caller's.
 * Returns it with the function that stops listening (the data layer's signal
 * lives as long as the page: its listeners must not pile up).
 */
function attemptSignal(own: AbortSignal, caller?: AbortSignal): [AbortSignal, () => void] {
  if (!caller) return [own, () => {}];
  const both = new AbortController();
  const abort = () => both.abort();
  if (own.aborted || caller.aborted) abort();
  own.addEventListener('abort', abort);
  caller.addEventListener('abort', abort);
  return [both.signal, () => (own.removeEventListener('abort', abort), caller.removeEventListener('abort', abort))];
}

/** Sends the call once and classifies what came back. */
export async function sendAttempt(call: Call, io: AttemptIo): Promise<Outcome> {
  const { target } = call;
  const headers = { ...call.headers };
  const token = target.sameOrigin ? io.xsrfToken() : undefined;
  // Spec §7: the session's xsrfToken goes back as a header, to the own origin only.
  if (token) setHeader(headers, 'X-XSRF-Token', token);
  const init: RequestInit = {
    method: call.method,
    headers,
    // Spec §7: secure calls carry cross-domain credentials; the rest stay same-origin.
    credentials: call.secure ? 'include' : 'same-origin',
  };
  if (call.body !== undefined) init.body = call.body;
  const [signal, stop] = attemptSignal(io.signal, call.signal);
  init.signal = signal;
  try {
    const response = await io.fetch(urlWithCrumb(target, target.sameOrigin ? io.crumb() : undefined), init);
    const text = await response.text();
    return classifyAnswer(response.status, text, target.display);
  } catch (error) {
    if (io.signal.aborted) return { ok: false, error: destroyedError(target.display) };
    if (call.signal?.aborted) return { ok: false, error: abortedError(target.display) };
    return {
      ok: false,
      error: new DataLayerError('network', say('dataLayer.network', MESSAGES.network), {
        url: target.display,
        cause: error,
      }),
    };
  } finally {
    stop();
  }
}
