/**
 * The data-fetch helper (spec §4 "Page lifecycle"): one request's state for
 * a block that shows what the server answers (the widgets, search results).
 *
 * pending → success (data) or failed (error); `refetch()` starts again.
 * While a request is in flight a refetch does nothing, so a visitor who
 * clicks "Try again" five times sends one request. `destroy()` aborts the
 * request in flight (the data layer drops it, spec §7) and silences the
 * helper: a late answer never reaches a destroyed block.
 *
 * @build-inline: small and stateless at module level.
 */

/** What the helper knows of its request. */
export type FetchState<T> =
  { status: 'pending' } | { status: 'success'; data: T } | { status: 'failed'; error: unknown };

export interface DataFetch<T> {
  /** The latest state (also passed to `onChange`). */
  readonly state: FetchState<T>;
  /** Starts the request again, unless one is in flight or the helper is destroyed. */
  refetch(): void;
  /** Aborts the request in flight; no `onChange` follows. */
  destroy(): void;
}

/**
 * Starts `load` at once and reports each state change, the first `pending`
 * included. `load` receives the signal to hand to the data layer's call.
 */
export function createDataFetch<T>(
  load: (signal: AbortSignal) => Promise<T>,
  onChange: (state: FetchState<T>) => void,
): DataFetch<T> {
  let state: FetchState<T> = { status: 'pending' };
  let controller: AbortController | undefined;
  let destroyed = false;

  const set = (next: FetchState<T>) => {
    state = next;
    onChange(next);
  };

  const start = () => {
    const mine = new AbortController();
    controller = mine;
    set({ status: 'pending' });
    // An async wrapper: a load that throws at once fails like one that rejects.
    const request = (async () => load(mine.signal))();
    request.then(
      (data) => {
        if (controller !== mine || destroyed) return;
        controller = undefined;
        set({ status: 'success', data });
      },
      (error: unknown) => {
        if (controller !== mine || destroyed) return;
        controller = undefined;
        set({ status: 'failed', error });
      },
    );
  };

  start();
  return {
    get state() {
      return state;
    },
    refetch() {
      if (!destroyed && !controller) start();
    },
    destroy() {
      destroyed = true;
      controller?.abort();
      controller = undefined;
    },
  };
}
