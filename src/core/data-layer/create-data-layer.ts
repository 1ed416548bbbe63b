/**
 * The generic data layer (spec §7 "Generic data layer", §8 "Data layer"):
 * GET, POST, PUT and DELETE under /api/, the crumb on every call to the own
 * origin, retries 200 ms apart, the answer flags, the error catalogue, the
 * full-page overlay and site-user sessions.
 */
import { DataLayerError } from './data-layer-error';
import { createEmitter, createGuard, safeReport, type Emit } from './events';
import { MESSAGES } from './messages';
import { createOverlayHost, type OverlayHost } from './overlay-host';
import { prepareCall, type Call, type CallEnv } from './prepare-call';
import { readSecureHosts, secureOriginFor } from './request-target';
import { createCrumbRenewal, runCall, type RunDeps } from './run-call';
import { destroyedError } from './send-attempt';
import { createSession } from './session';
import type { DataLayer, DataLayerOptions, FetchLike, Method, RequestOptions, Sleep } from './types';
import { say } from '../message-format/page-words';

/** Failures that show the overlay when the caller opted in (spec §8 "Otherwise failure"). */
const OVERLAY_KINDS: readonly DataLayerError['kind'][] = ['network', 'parse', 'server', 'status', 'crumbFail'];

const defaultSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Creates a data layer for the page `options.doc`. `fetchImpl` and `sleep`
 * are its I/O and clock, injected by tests. Every call resolves with the
 * parsed JSON answer (null for an empty one) or rejects with a DataLayerError.
 */
export function createDataLayer(
  options: DataLayerOptions,
  fetchImpl: FetchLike = globalThis.fetch,
  sleep: Sleep = defaultSleep,
): DataLayer {
  const { doc, crumb } = options ?? ({} as DataLayerOptions);
  if (!doc || !crumb)
    throw new TypeError('createDataLayer needs { doc, crumb }: the page document and the crumb store.');
  const report = safeReport(options.report);
  const guard = createGuard(report);
  const emit = createEmitter(doc, options.onEvent, guard);
  const env = callEnv(doc, options, report);
  const controller = new AbortController();
  const state = { destroyed: false, xsrfToken: undefined as string | undefined };
  const deps: RunDeps = {
    io: {
      // Called as a plain function: window.fetch throws 'Illegal invocation' with any other `this`.
      fetch: (input, init) => fetchImpl(input, init),
      signal: controller.signal,
      crumb: () => guard(() => crumb.get(), 'reading the crumb'),
      xsrfToken: () => state.xsrfToken,
    },
    sleep,
    whenDestroyed: new Promise((resolve) => controller.signal.addEventListener('abort', () => resolve())),
    isDestroyed: () => state.destroyed,
    renewCrumb: createCrumbRenewal(crumb, guard, emit),
  };
  const reload = options.reload ?? (() => doc.defaultView?.location.reload());
  const overlay = createOverlayHost({ doc, escape: options.escape, report, reload });

  async function request<T = unknown>(method: Method, path: string, callOptions?: RequestOptions): Promise<T> {
    if (state.destroyed) throw destroyedError(String(path));
    const call = prepareCall(method, path, callOptions ?? {}, env);
    try {
      return (await runCall(call, deps)) as T;
    } catch (error) {
      settleFailure(error, call, emit, overlay);
      throw error;
    }
  }
  const withMethod =
    (method: Method) =>
    <T = unknown>(path: string, callOptions?: RequestOptions) =>
      request<T>(method, path, callOptions);

  return {
    get: withMethod('GET'),
    post: withMethod('POST'),
    put: withMethod('PUT'),
    delete: withMethod('DELETE'),
    request,
    session: createSession(request, { set: (token) => void (state.xsrfToken = token) }),
    destroy() {
      if (state.destroyed) return;
      state.destroyed = true;
      state.xsrfToken = undefined;
      controller.abort();
      overlay.destroy();
    },
  };
}

function callEnv(doc: Document, options: DataLayerOptions, report: (error: unknown, message: string) => void): CallEnv {
  const pageUrl = new URL(doc.URL);
  const secureHosts = readSecureHosts(options.secureDomains, report);
  return {
    pageOrigin: pageUrl.origin,
    secureOrigin: secureOriginFor(pageUrl, secureHosts),
    overlay: options.overlay === true,
  };
}

/** The events and the overlay of a call that failed for good. */
function settleFailure(error: unknown, call: Call, emit: Emit, overlay: OverlayHost): void {
  if (!(error instanceof DataLayerError)) return;
  // Spec §7 "Other loads": system_network_error carries urlRequested; once per failed call, after its retries.
  if (error.kind === 'network') emit('networkError', { urlRequested: error.url });
  if (error.kind === 'loginRequired' || error.kind === 'authorizationFail') {
    emit(error.kind, { url: error.url, data: error.data });
  }
  // Spec §8: authorizationFail always shows the system error overlay; other failures when the caller opted in.
  if (error.kind === 'authorizationFail' || (call.overlay && OVERLAY_KINDS.includes(error.kind))) {
    const title =
      error.kind === 'network'
        ? say('dataLayer.overlayNetworkTitle', MESSAGES.overlayNetworkTitle)
        : say('dataLayer.overlayTitle', MESSAGES.overlayTitle);
    overlay.show({ title, message: error.message });
  }
}
