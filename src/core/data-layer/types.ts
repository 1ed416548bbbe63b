/**
 * The data layer's public contract (spec §7 "Calls", "Generic data layer";
 * §8 "Data layer"). Implementation: `create-data-layer.ts`.
 */
import type { FieldValue } from './encode';

/** The HTTP methods the data layer sends (spec §7). */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The request token (spec §3 Cookies: `crumb`), read and written by the cookie service. */
export interface CrumbStore {
  get(): string | undefined;
  set(value: string): void;
  /** Whether cookies are enabled: a crumbFail is retried only then (spec §8). */
  enabled(): boolean;
}

/** What the page's escape manager offers (STYLE.md §4): push a closable target, get its removal. */
export interface EscapeStack {
  push(target: { close(): void; element: Element }): () => void;
}

/** The events the data layer fires through `onEvent`. */
export type DataLayerEventName = 'loginRequired' | 'authorizationFail' | 'crumbFail' | 'networkError';

/** Options of {@link createDataLayer}. */
export interface DataLayerOptions {
  doc: Document;
  crumb: CrumbStore;
  /** The host's own domains; the first is the site's https domain for secure calls (spec §7). */
  secureDomains?: string[];
  /** `networkError` carries `{ urlRequested }` (spec §7 system_network_error); the others `{ url, data }`. */
  onEvent?(name: DataLayerEventName, detail: Record<string, unknown>): void;
  /** The error funnel, for what goes wrong inside the data layer itself (a throwing listener, a broken overlay). */
  report?(error: unknown, message: string): void;
  /** Show the full-page overlay for every failed call unless a call says otherwise (default false). */
  overlay?: boolean;
  /** The page's escape manager; when given, Escape clears the overlay through it. */
  escape?: EscapeStack;
  /** What the overlay's 'Reload Page' button does (default: `location.reload()`). */
  reload?: () => void;
}

/** Options of one call. */
export interface RequestOptions {
  /** Query parameters, added to any already in the path. */
  query?: Record<string, FieldValue>;
  /** A body sent as JSON (`Content-Type: application/json`). */
  json?: unknown;
  /** A body sent form-encoded (`application/x-www-form-urlencoded`). */
  form?: Record<string, FieldValue> | URLSearchParams;
  /** Extra request headers. */
  headers?: Record<string, string>;
  /** Send to the site's https domain with cross-domain credentials (spec §7). */
  secure?: boolean;
  /** How many times a network failure or a 5xx is tried again, 200 ms apart (spec §9). Default 0. */
  retry?: number;
  /** Show the full-page overlay if this call fails (default: the data layer's `overlay` option). */
  overlay?: boolean;
  /**
   * Cancels the call: the request in flight is aborted (the browser drops
   * it, so a late answer can never complete it) and no retry follows; the
   * call rejects with a DataLayerError of kind `aborted`.
   */
  signal?: AbortSignal;
}

/** `session.login` payload (spec §7: POST /api/site-users/account/session). */
export interface LoginDetails {
  email: string;
  password: string;
  rememberMe?: boolean;
}

/** Site-user sessions (spec §7). */
export interface DataLayerSession {
  /** Logs in and keeps the answer's `xsrfToken` for later calls to the own origin. */
  login(details: LoginDetails): Promise<unknown>;
  /** Logs out (`cloneCart` defaults to false) and forgets the token; concurrent calls share one request. */
  logout(options?: { cloneCart?: boolean }): Promise<unknown>;
}

/** A call without its method. Resolves with the parsed JSON answer (null for an empty one). */
export type MethodCall = <T = unknown>(path: string, options?: RequestOptions) => Promise<T>;

/** What {@link createDataLayer} returns. */
export interface DataLayer {
  get: MethodCall;
  post: MethodCall;
  put: MethodCall;
  delete: MethodCall;
  request<T = unknown>(method: Method, path: string, options?: RequestOptions): Promise<T>;
  session: DataLayerSession;
  /** Aborts calls in flight, removes the overlay; later calls reject with 'Document was destroyed' (spec §8). */
  destroy(): void;
}

/** The part of fetch the data layer uses; `globalThis.fetch` fits. */
export type FetchLike = (input: string, init: RequestInit) => Promise<{ status: number; text(): Promise<string> }>;

/** Waits `ms` milliseconds. */
export type Sleep = (ms: number) => Promise<void>;
