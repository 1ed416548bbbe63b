/**
 * The A/B variant of one test (spec §4 "Page lifecycle, logout, loading"):
 * a query value overrides and stores the variant in the browser, a reset
 * clears it, otherwise the variant comes from the test service with a default.
 */
import { LOG_PREFIX } from '../log';
import { createSessionStore, type SessionStore } from '../storage';
import { readQueryOverride } from './query';
import { settleWithin, type Settling } from '../time-limit';

/** How long the test service may take before the default is used (30 s, as the spec's other service calls, §9). */
export const AB_SERVICE_TIMEOUT_MS = 30000;

/** Options of {@link createAbVariant}. */
export interface AbVariantOptions {
  /** The test's name; also names the query parameter `variant_{test}`. */
  test: string;
  /** The variants the test knows; any other value falls back to the default. */
  variants: readonly string[];
  /** Used when nothing else gives a known variant. Always a known variant. */
  defaultVariant: string;
  /** The page's query string; defaults to `location.search`. */
  query?: string;
  /** Defaults to {@link AB_SERVICE_TIMEOUT_MS}. */
  timeoutMs?: number;
  /** The error funnel; defaults to a console warning. */
  report?: (error: unknown, message: string) => void;
}

/** The variant of one test. */
export interface AbVariant {
  /** The variant: query override, else stored override, else service, else default. Never rejects. */
  get(): Promise<string>;
  /** Clear the stored override; the next `get()` asks the service again. */
  reset(): void;
  /** Give up a pending service call (its `get()` settles with the default). */
  destroy(): void;
}

type VariantStore = Pick<SessionStore, 'get' | 'set' | 'remove'>;

function check(options: AbVariantOptions): void {
  const { test, variants, defaultVariant } = options;
  if (typeof test !== 'string' || test === '') throw new TypeError('A/B variant: test must be a non-empty string');
  if (!Array.isArray(variants) || !variants.every((v) => typeof v === 'string')) {
    throw new TypeError(`A/B variant "${test}": variants must be an array of strings`);
  }
  if (typeof defaultVariant !== 'string' || defaultVariant === '') {
    throw new TypeError(`A/B variant "${test}": defaultVariant must be a non-empty string`);
  }
}

/** Create the variant reader of one test. */
export function createAbVariant(
  options: AbVariantOptions,
  store: VariantStore = createSessionStore(),
  fetchVariant?: (test: string) => Promise<string>,
): AbVariant {
  check(options);
  const { test, variants, defaultVariant, timeoutMs = AB_SERVICE_TIMEOUT_MS } = options;
  const query = options.query ?? (typeof location === 'undefined' ? '' : location.search);
  const report =
    options.report ?? ((error, message) => console.warn(`${LOG_PREFIX} A/B variant "${test}": ${message}`, error));
  const key = `ab-variant:${test}`;
  const known = (value: unknown): boolean =>
    typeof value === 'string' && (value === defaultVariant || variants.includes(value));
  let queryRead = false;
  let pending: Promise<string> | null = null;
  let call: Settling<string> | null = null;

  /** The query has its say once per page: after a `reset()` it does not re-apply. */
  const fromQuery = (): string | null => {
    if (queryRead) return null;
    queryRead = true;
    const override = readQueryOverride(query, test);
    if (override.kind === 'reset') store.remove(key);
    if (override.kind !== 'value') return null;
    if (known(override.value)) {
      store.set(key, override.value);
      return override.value;
    }
    report(new Error(`unknown variant "${override.value}"`), 'unknown variant in the query; using the default');
    return defaultVariant;
  };

  const fromStore = (): string | null => {
    const stored = store.get<string>(key);
    if (stored === null || known(stored)) return stored;
    store.remove(key); // a variant this test no longer has
    return null;
  };

  const fromService = (): Promise<string> => {
    if (!fetchVariant) return Promise.resolve(defaultVariant);
    call = settleWithin(() => fetchVariant(test), defaultVariant, timeoutMs, report);
    return call.promise.then((value) => {
      if (known(value)) return value;
      report(new Error(`unknown variant "${String(value)}"`), 'unknown variant from the service; using the default');
      return defaultVariant;
    });
  };

  const resolve = (): Promise<string> => {
    const chosen = fromQuery() ?? fromStore();
    return chosen === null ? fromService() : Promise.resolve(chosen);
  };

  return {
    get: () => (pending ??= resolve()),
    reset() {
      queryRead = true;
      pending = null;
      store.remove(key);
    },
    destroy() {
      call?.cancel();
      call = null;
      pending = null;
    },
  };
}
