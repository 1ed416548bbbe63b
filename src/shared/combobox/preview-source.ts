/**
 * The preview's requests as the visitor types: debounced, and one at a time.
 * Each query gets its own data-fetch (src/core/data-fetch.ts); a newer query
 * destroys the older one's, which aborts its request and silences it, so a
 * late answer for an older query never overwrites a newer one.
 */
import { createDataFetch, type DataFetch, type FetchState } from '../../core/data-fetch';
import type { Timers } from '../../core/time-limit';

/** What the source reports: nothing to show (an empty query), or a query's fetch state. */
export type SourceState<T> = { query: ''; status: 'idle' } | ({ query: string } & FetchState<T>);

/** Options of {@link createPreviewSource}. */
export interface PreviewSourceOptions<T> {
  load(query: string, signal: AbortSignal): Promise<T>;
  onState(state: SourceState<T>): void;
  /** The quiet time after the last keystroke before a request (ms). */
  delay: number;
  timers?: Timers;
}

/** What {@link createPreviewSource} returns. */
export interface PreviewSource {
  /** The field's value changed: ask for it after the quiet time (at once with `now`). */
  query(query: string, now?: boolean): void;
  /** Ask again for the current query (the 'Try again' button): one request however many clicks. */
  retry(): void;
  destroy(): void;
}

/** Creates the source. */
export function createPreviewSource<T>({
  load,
  onState,
  delay,
  timers = globalThis,
}: PreviewSourceOptions<T>): PreviewSource {
  let timer: ReturnType<Timers['setTimeout']> | undefined;
  let current: DataFetch<T> | undefined;
  let asked = '';

  const stop = () => {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
    current?.destroy();
    current = undefined;
  };
  const start = (query: string) => {
    timer = undefined;
    current?.destroy();
    current = createDataFetch(
      (signal) => load(query, signal),
      (state) => onState({ query, ...state }),
    );
  };

  return {
    query(query, now = false) {
      if (query === asked && (current || timer !== undefined)) return;
      asked = query;
      stop();
      if (!query) return onState({ query: '', status: 'idle' });
      if (now) start(query);
      else timer = timers.setTimeout(() => start(query), delay);
    },
    retry: () => current?.refetch(),
    destroy() {
      stop();
      asked = '';
    },
  };
}
