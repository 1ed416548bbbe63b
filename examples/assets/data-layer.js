/**
 * The data-layer page: creates a data layer from SiteRuntime.services(),
 * forces failures through the reference API (POST /__reference/fail) and
 * prints every answer, error and event into the output.
 */
(() => {
  'use strict';

  const PATH = '/api/multilingual/settings';
  const output = document.getElementById('data-layer-output');
  const retryOnce = /** @type {HTMLInputElement} */ (document.getElementById('retry-once'));

  /** @param {string} line */
  function print(line) {
    output.textContent += `${new Date().toLocaleTimeString()}  ${line}\n`;
  }

  /** The request token, read from and written to the `crumb` cookie the site sets (spec §3 Cookies). */
  const crumb = {
    get() {
      const match = /(?:^|;\s*)crumb=([^;]*)/.exec(document.cookie);
      return match ? decodeURIComponent(match[1]) : undefined;
    },
    set(value) {
      document.cookie = `crumb=${encodeURIComponent(value)}; path=/; SameSite=Lax`;
    },
    enabled() {
      return navigator.cookieEnabled;
    },
  };

  /** @type {Promise<any> | null} */
  let layerPromise = null;

  /** The page's one data layer, created on first use; destroyed with the runtime. */
  function dataLayer() {
    if (!layerPromise) {
      layerPromise = window.SiteRuntime.services().then((services) => {
        if (typeof services.createDataLayer !== 'function') throw new Error('services() has no createDataLayer');
        const layer = services.createDataLayer({
          doc: document,
          crumb,
          onEvent: (name, detail) => print(`event ${name} ${JSON.stringify(detail)}`),
          report: (error, message) => print(`reported: ${message} (${error && error.message ? error.message : error})`),
        });
        window.SiteRuntime.onDestroy(() => {
          layer.destroy();
          layerPromise = null;
        });
        return layer;
      });
      // A failed load is not kept: the next click tries again.
      layerPromise.catch(() => (layerPromise = null));
    }
    return layerPromise;
  }

  /**
   * Tells the reference API to fail the next call to PATH (times 1), or every call until cleared (times 0).
   * @param {number | string} status
   * @param {number} times
   */
  async function forceFailure(status, times) {
    const response = await fetch('/__reference/fail', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: PATH, status, times }),
    });
    if (!response.ok) throw new Error(`the reference API refused the rule (${response.status})`);
    print(`forced: ${times === 1 ? 'the next call' : 'every call'} to ${PATH} fails with ${status}`);
  }

  async function clearFailures() {
    await fetch('/__reference/fail', { method: 'DELETE' });
    print('forced failures cleared');
  }

  /**
   * Calls PATH and prints the answer or the error.
   * @param {{ overlay?: boolean }} [options]
   */
  async function callSettings(options = {}) {
    const layer = await dataLayer();
    const retry = retryOnce.checked ? 1 : 0;
    print(
      `GET ${PATH}${retry ? ' (retry: 1)' : ''}${options.overlay ? ' (overlay: true)' : ''}, crumb ${crumb.get() ?? '(none)'}`,
    );
    try {
      const data = await layer.get(PATH, { retry, ...options });
      print(`answer ${JSON.stringify(data)}`);
    } catch (error) {
      print(`error ${error.kind ?? error.name}${error.status ? ` (status ${error.status})` : ''}: ${error.message}`);
    }
  }

  /**
   * Wires a button: force a failure (when given), then call; any failure of the page itself is printed.
   * A dropped connection is forced until cleared, then cleared: browsers silently resend a GET
   * whose reused connection was closed, so a one-time drop would never reach the page.
   * @param {string} id
   * @param {number | string | null} status
   * @param {{ overlay?: boolean }} [options]
   */
  function button(id, status, options) {
    const untilCleared = status === 'network';
    document.getElementById(id).addEventListener('click', async () => {
      try {
        if (status !== null) await forceFailure(status, untilCleared ? 0 : 1);
        await callSettings(options);
        if (status === 'crumbFail') print(`crumb is now ${crumb.get() ?? '(none)'}`);
      } catch (error) {
        print(`page error: ${error && error.message ? error.message : error}`);
      } finally {
        if (untilCleared) await clearFailures().catch(() => {});
      }
    });
  }

  button('call-settings', null);
  button('force-503', 503);
  button('force-crumb-fail', 'crumbFail');
  button('force-network', 'network', { overlay: true });
  document.getElementById('clear-output').addEventListener('click', () => {
    output.textContent = '';
  });
})();
