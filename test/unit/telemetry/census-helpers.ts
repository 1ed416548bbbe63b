/** Fakes shared by the census, visitor, analytics, track and ad-pixel tests: no network, an injected clock. */
import type { Consent, ConsentState } from '../../../src/core/consent';
import type { CookieAccessor, VisitorRecord } from '../../../src/core/cookies';
import type { PageContext } from '../../../src/core/types';
import type { SendOptions, Transport } from '../../../src/telemetry/transport';

/** A page context with the fields telemetry reads; `overrides` replace them. */
export function pageContext(overrides: Partial<PageContext> = {}): PageContext {
  return {
    website: { id: 'site1', identifier: 'x', cloneable: false, developerMode: false, baseUrl: '', typekitId: '' },
    templateId: 'tpl1',
    templateVersion: '7.1',
    websiteSettings: {} as PageContext['websiteSettings'],
    websiteRoles: {},
    authenticatedAccount: null,
    collection: null,
    collectionId: 'col1',
    item: { recordType: 1 },
    itemId: 'item1',
    pageType: 2,
    cookieSettings: {},
    showAnnouncementBar: false,
    appDomain: '',
    ...overrides,
  };
}

/** A consent whose state the test sets; `set` announces the change like the real one. */
export function fakeConsent(initial: ConsentState = 'granted') {
  let current = initial;
  const listeners = new Set<(state: ConsentState) => void>();
  const consent: Consent & { set(state: ConsentState): void } = {
    policy: {} as Consent['policy'],
    state: () => current,
    allowsTracking: () => current === 'granted',
    choose: (choice) => consent.set(choice === 'accepted' ? 'granted' : 'denied'),
    update: () => undefined,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    destroy: () => listeners.clear(),
    set(state) {
      current = state;
      listeners.forEach((listener) => listener(state));
    },
  };
  return consent;
}

/** A transport that records every send and answers `status` (a function may vary it). */
export function fakeTransport(status: number | ((path: string) => number) = 204) {
  const sent: { path: string; body: string | URLSearchParams | undefined; options: SendOptions | undefined }[] = [];
  const transport: Transport = {
    send(path, body, options) {
      sent.push({ path, body, options });
      return Promise.resolve(typeof status === 'function' ? status(path) : status);
    },
  };
  return { transport, sent };
}

/** In-memory cookie accessors for ss_cvr and ss_cvt, counting writes. */
export function fakeVisitorCookies(record: VisitorRecord | null = null, timestamp: number | null = null) {
  const store = { record, timestamp, writes: 0 };
  const accessor = <K extends 'record' | 'timestamp'>(key: K) =>
    ({
      get: () => store[key],
      set: (value: (typeof store)[K]) => {
        store.writes++;
        store[key] = value;
        return true;
      },
      remove: () => ((store[key] = null), true),
    }) as CookieAccessor<NonNullable<(typeof store)[K]>>;
  return {
    store,
    cookies: { visitorRecord: accessor('record'), visitTimestamp: accessor('timestamp') },
  };
}

/** A clock the test moves. */
export function fakeClock(start = 1_700_000_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

/** Lets queued promise callbacks (transport answers) run. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
