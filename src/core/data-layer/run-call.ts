/**
 * Runs one call to its end: retries after a network failure or a 5xx, 200 ms
 * apart (spec §7, §9), and one retry after a crumbFail (spec §8); the
 * caller's signal stops it at once.
 */
import { RETRY_DELAY_MS } from '../enums/timings';
import { isRecord, isRetryable } from './classify-answer';
import type { DataLayerError } from './data-layer-error';
import type { Emit, Guard } from './events';
import type { Call } from './prepare-call';
import { abortedError, destroyedError, sendAttempt, type AttemptIo } from './send-attempt';
import type { CrumbStore, Sleep } from './types';

/** What a run needs from its data layer. */
export interface RunDeps {
  io: AttemptIo;
  sleep: Sleep;
  /** Resolves when the data layer is destroyed, to cut a retry delay short. */
  whenDestroyed: Promise<void>;
  isDestroyed(): boolean;
  /** Handles a crumbFail answer; true when the call should be sent once more. */
  renewCrumb(error: DataLayerError, firstTime: boolean): boolean;
}

/** Resolves with the answer's data, or rejects with the DataLayerError of the last attempt. */
export async function runCall(call: Call, deps: RunDeps): Promise<unknown> {
  let retriesLeft = call.retry;
  let crumbRetried = false;
  for (;;) {
    // The caller cancelled (before the first attempt, or during a retry delay): nothing more is sent.
    if (call.signal?.aborted) throw abortedError(call.target.display);
    const outcome = await sendAttempt(call, deps.io);
    if (deps.isDestroyed()) throw destroyedError(call.target.display);
    if (outcome.ok) return outcome.data;
    const { error } = outcome;
    if (error.kind === 'crumbFail' && deps.renewCrumb(error, !crumbRetried)) {
      crumbRetried = true; // spec §8: once; a second crumbFail is the call's error
      continue;
    }
    if (!isRetryable(error) || retriesLeft <= 0) throw error;
    retriesLeft -= 1;
    await Promise.race([deps.sleep(RETRY_DELAY_MS), deps.whenDestroyed]);
    if (deps.isDestroyed()) throw destroyedError(call.target.display);
  }
}

/**
 * Spec §8 crumbFail: the answer's new crumb is stored (always: the crumb
 * service decides where it can keep it), and the call is retried once if
 * cookies are enabled. Every crumbFail fires the `crumbFail` event.
 */
export function createCrumbRenewal(crumb: CrumbStore, guard: Guard, emit: Emit): RunDeps['renewCrumb'] {
  return (error, firstTime) => {
    const fresh = isRecord(error.data) ? error.data.crumb : undefined;
    if (typeof fresh === 'string' && fresh !== '') guard(() => crumb.set(fresh), 'storing the crumb');
    const retry = firstTime && guard(() => crumb.enabled(), 'asking whether cookies are enabled') === true;
    emit('crumbFail', { url: error.url, data: error.data, retry });
    return retry;
  };
}
