import type { ConsentReading } from '../core/consent';

/** A consent gate: runs tracking work now, later (after Accept) or never. */
export interface ConsentGate {
  /** Run `task` now when consent allows it; queue it while consent is pending; drop it when denied. */
  run(task: () => void): void;
  /** Tasks dropped so far: over the queue's bound, or on decline. */
  dropped(): number;
  destroy(): void;
}

/** spec §3 "Cookies" / STYLE.md §5: a bounded queue while the visitor has not chosen. */
export const GATE_QUEUE_LIMIT = 20;

/**
 * Opt-in gating (spec §3 "Cookie banner settings", §4 "Cookie banner"): under
 * an opt-in policy nothing that sets an analytics cookie or sends a visitor
 * hit runs before consent. Queued tasks run on Accept, in order, and are
 * dropped (and counted) on Decline. A task that throws never stops the others.
 */
export function createConsentGate(
  consent: Pick<ConsentReading, 'state' | 'onChange'>,
  limit = GATE_QUEUE_LIMIT,
): ConsentGate {
  const queue: (() => void)[] = [];
  let dropped = 0;
  const safely = (task: () => void) => {
    try {
      task();
    } catch {
      // telemetry never hurts the page (STYLE.md §5)
    }
  };
  const stop = consent.onChange((state) => {
    if (state === 'pending') return;
    const tasks = queue.splice(0);
    if (state === 'granted') tasks.forEach(safely);
    else dropped += tasks.length;
  });
  return {
    run(task) {
      const state = consent.state();
      if (state === 'granted') safely(task);
      else if (state === 'pending' && queue.length < limit) queue.push(task);
      else dropped++;
    },
    dropped: () => dropped,
    destroy() {
      stop();
      queue.length = 0;
    },
  };
}
