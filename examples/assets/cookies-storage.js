/**
 * The cookies and storage page: the cookie service's accessors in a table,
 * buttons that write good and bad values, the session store with a short
 * ttl, and the A/B variant of a "hero" test. Everything comes from
 * `await SiteRuntime.services()`. No inline handlers and no style strings:
 * the page runs under a strict CSP.
 */
(() => {
  'use strict';

  const byId = (id) => document.getElementById(id);
  const STORE_NAMESPACE = 'example';
  const STORE_KEY = 'greeting';
  const STORE_TTL_MS = 5000;
  const STORE_CHECK_MS = 6000;
  const AB_TEST = 'hero';
  const HERO_TEXT = {
    a: 'Variant a: "Spring collection, now in store."',
    b: 'Variant b: "Free delivery on every order this week."',
  };

  /** @param {unknown} error */
  const describe = (error) => (error && error.message ? `${error.name}: ${error.message}` : String(error));
  /** @param {unknown} value */
  const show = (value) => (value === undefined ? 'undefined' : JSON.stringify(value));
  const time = () => new Date().toLocaleTimeString();

  /** Every cookie as the browser holds it, raw (not decoded), by name. */
  function rawCookies() {
    /** @type {Map<string, string>} */
    const found = new Map();
    for (const part of document.cookie.split(';')) {
      const at = part.indexOf('=');
      if (at > 0) found.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
    }
    return found;
  }

  /** @param {any} services */
  function expectFunctions(services, names) {
    const missing = names.filter((name) => typeof services[name] !== 'function');
    if (missing.length > 0) throw new Error(`services() has no ${missing.join(', ')}`);
  }

  /** @param {any} services */
  function wireCookies(services) {
    const cookies = services.createCookies();
    const N = services.COOKIE_NAMES;
    const result = byId('cookie-result');
    window.SiteRuntime.onDestroy(() => cookies.destroy());

    /** The table's rows: accessor, cookie names, and how to read it. */
    const rows = [
      ['visitorRecord.get()', [N.visitorRecord], () => cookies.visitorRecord.get()],
      ['visitTimestamp.get()', [N.visitTimestamp], () => cookies.visitTimestamp.get()],
      ['crumb.get()', [N.crumb], () => cookies.crumb.get()],
      ['consent.get()', [N.consent], () => cookies.consent.get()],
      ['cart.has()', [N.hasCart, N.cart], () => cookies.cart.has()],
      ['lastSiteId.get()', [N.lastSiteId], () => cookies.lastSiteId.get()],
      ['preview.get()', [N.preview], () => cookies.preview.get()],
      ['sixOverride.get()', [N.sixOverride], () => cookies.sixOverride.get()],
      ['cartPreviewExpanded.get()', [N.cartPreviewExpanded], () => cookies.cartPreviewExpanded.get()],
      ['disableUserScripts.get()', [N.disableUserScripts], () => cookies.disableUserScripts.get()],
    ];

    function refresh() {
      const raw = rawCookies();
      byId('cookie-rows').replaceChildren(
        ...rows.map(([accessor, names, read]) => {
          const tr = document.createElement('tr');
          let value;
          try {
            value = show(read());
          } catch (error) {
            value = `threw ${describe(error)}`;
          }
          const held = names.map((name) => (raw.has(name) ? `${name}=${raw.get(name)}` : `${name}: (none)`));
          for (const lines of [[accessor], names, [value], held]) {
            const td = document.createElement('td');
            // CSSOM, not a style attribute: long values wrap instead of widening the table.
            td.style.overflowWrap = 'anywhere';
            lines.forEach((line, index) => {
              const code = document.createElement('code');
              code.textContent = line;
              td.append(...(index > 0 ? [document.createElement('br'), code] : [code]));
            });
            tr.append(td);
          }
          tr.dataset.cookie = names[0];
          return tr;
        }),
      );
      byId('cookies-enabled').textContent = String(cookies.enabled());
      byId('cookies-refreshed').textContent = `read at ${time()}`;
    }

    /**
     * Runs one cookie action, writes what it answered, and refreshes the table.
     * @param {string} id @param {() => string} action
     */
    function button(id, action) {
      byId(id).addEventListener('click', () => {
        let text;
        try {
          text = action();
        } catch (error) {
          text = `threw ${describe(error)}`;
        }
        result.textContent = `${time()}: ${text}`;
        refresh();
      });
    }

    byId('refresh-cookies').addEventListener('click', refresh);

    button('write-visitor-record', () => {
      const record = {
        id: `v${Math.random().toString(36).slice(2, 10)}`,
        values: [1, 1, Math.floor(Date.now() / 1000), 1],
      };
      const stuck = cookies.visitorRecord.set(record);
      return `visitorRecord.set(${show(record)}) → ${stuck}; get() → ${show(cookies.visitorRecord.get())}`;
    });
    button('write-malformed-record', () => {
      // Not through the service: something else on the page (or an old script) wrote it.
      document.cookie = `${N.visitorRecord}=someone|1|two|3; path=/; SameSite=Lax`;
      return `document.cookie now holds ${N.visitorRecord}=${rawCookies().get(N.visitorRecord)}; visitorRecord.get() → ${show(cookies.visitorRecord.get())} (malformed reads as absent)`;
    });
    button('write-bad-record', () => {
      const before = rawCookies().get(N.visitorRecord) ?? '(none)';
      try {
        cookies.visitorRecord.set({ id: 'has space', values: [1, 2, 3, 0] });
        return 'visitorRecord.set accepted a malformed record (it should not)';
      } catch (error) {
        return `visitorRecord.set threw ${describe(error)}; the cookie is unchanged: ${before}`;
      }
    });
    button('remove-visitor-record', () => `visitorRecord.remove() → ${cookies.visitorRecord.remove()}`);
    button('write-visit-timestamp', () => {
      const now = Date.now();
      return `visitTimestamp.set(${now}) → ${cookies.visitTimestamp.set(now)}`;
    });
    button('write-last-site', () => {
      const id = window.SiteRuntime.context.website.id;
      return `lastSiteId.set(${show(id)}) → ${cookies.lastSiteId.set(id)}`;
    });
    button('toggle-preview', () => {
      const on = !cookies.preview.get();
      return `preview.set(${on}) → ${cookies.preview.set(on)}`;
    });
    button(
      'clear-restrictive',
      () =>
        `clear(RESTRICTIVE_POLICY_COOKIES) → ${cookies.clear(services.RESTRICTIVE_POLICY_COOKIES)} (${services.RESTRICTIVE_POLICY_COOKIES.join(', ')})`,
    );
    button('consent-accept', () => `consent.set('accepted') → ${cookies.consent.set('accepted')}`);
    button('consent-decline', () => `consent.set('declined') → ${cookies.consent.set('declined')}`);
    button('consent-clear', () => `consent.remove() → ${cookies.consent.remove()}`);

    refresh();
  }

  /** @param {any} services */
  function wireStore(services) {
    const store = services.createSessionStore({ namespace: STORE_NAMESPACE });
    const output = byId('store-output');
    const input = /** @type {HTMLInputElement} */ (byId('store-value'));
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    let timer;
    window.SiteRuntime.onDestroy(() => {
      clearTimeout(timer);
      store.destroy();
    });

    /** @param {string} line */
    const print = (line) => {
      output.textContent += `${time()}  ${line}\n`;
    };
    const raw = () => {
      try {
        return show(window.localStorage.getItem(`${STORE_NAMESPACE}:${STORE_KEY}`));
      } catch {
        return '(local storage unreadable)';
      }
    };
    const read = (label) =>
      print(`${label}get('${STORE_KEY}') → ${show(store.get(STORE_KEY))}; localStorage holds ${raw()}`);

    byId('store-set').addEventListener('click', () => {
      clearTimeout(timer);
      const value = { text: input.value, storedAt: time() };
      try {
        const where = store.set(STORE_KEY, value, { ttl: STORE_TTL_MS });
        print(`set('${STORE_KEY}', ${show(value)}, { ttl: ${STORE_TTL_MS} }) → '${where}'`);
      } catch (error) {
        print(`set threw ${describe(error)}`);
        return;
      }
      read('now: ');
      timer = setTimeout(() => read(`after ${STORE_CHECK_MS / 1000} s: `), STORE_CHECK_MS);
      print(`(reading again in ${STORE_CHECK_MS / 1000} s, after the entry has expired)`);
    });
    byId('store-read').addEventListener('click', () => read(''));
    byId('store-remove').addEventListener('click', () => {
      store.remove(STORE_KEY);
      print(`remove('${STORE_KEY}'); localStorage holds ${raw()}`);
    });
  }

  /** @param {any} services */
  function wireAbVariant(services) {
    const variant = services.createAbVariant({
      test: AB_TEST,
      variants: ['a', 'b'],
      defaultVariant: 'a',
      query: location.search,
    });
    // The variant's own store: the default session store, key ab-variant:{test}.
    const store = services.createSessionStore();
    const hero = byId('hero');
    // CSSOM, not a style attribute: the page's CSP allows only the former.
    Object.assign(hero.style, {
      border: '1px solid #d9d9de',
      borderRadius: '6px',
      padding: '0.25rem 1rem',
      fontWeight: '600',
    });
    window.SiteRuntime.onDestroy(() => variant.destroy());

    async function showVariant(label) {
      const chosen = await variant.get();
      byId('hero-title').textContent = HERO_TEXT[chosen] ?? `Variant ${chosen}`;
      hero.style.background = chosen === 'b' ? '#e8f0fe' : '#fafafa';
      byId('ab-variant').textContent = `${chosen} (${label} at ${time()})`;
      const stored = store.get(`ab-variant:${AB_TEST}`);
      byId('ab-stored').textContent = stored === null ? 'none' : show(stored);
    }

    byId('ab-reset').addEventListener('click', () => {
      variant.reset();
      showVariant('after reset()');
    });
    showVariant(location.search ? `get() with the query ${location.search}` : 'get() with no query');
  }

  async function start() {
    const state = byId('services-state');
    if (!window.SiteRuntime || typeof window.SiteRuntime.services !== 'function') {
      state.textContent = 'runtime not loaded (is dist/ built? run npm run build)';
      return;
    }
    try {
      const services = await window.SiteRuntime.services();
      expectFunctions(services, ['createCookies', 'createSessionStore', 'createAbVariant']);
      if (!services.COOKIE_NAMES || !Array.isArray(services.RESTRICTIVE_POLICY_COOKIES)) {
        throw new Error('services() has no COOKIE_NAMES or RESTRICTIVE_POLICY_COOKIES');
      }
      [wireCookies, wireStore, wireAbVariant].forEach((wire) => wire(services));
      state.textContent = 'loaded';
    } catch (error) {
      state.textContent = `failed: ${describe(error)}`;
    }
  }

  // The loader is deferred like this script and comes first, so SiteRuntime is there already.
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
})();
