/**
 * The owner page: shows who is signed in, where Escape goes and whether the
 * automatic config redirect applies on this host; opens a confirm dialog
 * through SiteRuntime.services() (Escape closes it before it leaves the page);
 * and can make the reference API answer the next logout with crumbFail.
 * The keyboard itself is the runtime's owner feature: nothing here listens to keys.
 */
(() => {
  'use strict';

  const byId = (id) => document.getElementById(id);
  const LOGOUT_PATH = '/api/auth/Logout';

  /** @param {unknown} error */
  const describe = (error) => (error && error.message ? error.message : String(error));

  /**
   * What spec §2 "Config redirect" decides for this page, told in words. This
   * mirrors the owner feature's rule for display only; the feature decides.
   * @param {any} page the page context
   */
  function redirectState(page) {
    const website = page.website || {};
    const roles = page.websiteRoles && typeof page.websiteRoles === 'object' ? page.websiteRoles : {};
    const roleNames = Array.isArray(roles) ? roles.map(String) : Object.keys(roles).filter((key) => roles[key]);
    const viewerOnly = roleNames.length > 0 && roleNames.every((role) => /^(viewer|10)$/i.test(role));
    if (!page.authenticatedAccount) return 'skipped: nobody is signed in';
    if (window.top !== window) return 'skipped: the page is in a frame';
    if (/^(([\w-]+\.)*localhost|127(\.\d+){3}|\[::1\])$/.test(location.hostname)) {
      return `skipped: the host is ${location.hostname} (open the page through another host name to see it)`;
    }
    if (website.developerMode) return 'skipped: developer mode';
    if (website.cloneable) return 'skipped: the site is cloneable';
    if (viewerOnly) return 'skipped: a viewer-only account';
    if (new URLSearchParams(location.search).has('noredirect'))
      return 'skipped: ?noredirect is in the address (remembered for this tab)';
    if (noredirectRemembered()) return 'skipped: ?noredirect was in the address earlier in this tab';
    return 'applies: the page is being sent to the config page';
  }

  /** The owner feature remembers `?noredirect` in its tab store (sessionStorage, namespace site-runtime-tab). */
  function noredirectRemembered() {
    try {
      return window.sessionStorage.getItem('site-runtime-tab:noredirect') !== null;
    } catch {
      return false;
    }
  }

  function showContext() {
    const page = window.SiteRuntime.context;
    const account = page.authenticatedAccount;
    byId('owner-account').textContent = account
      ? `${account.displayName} (account ${account.id}; roles ${JSON.stringify(page.websiteRoles)})`
      : 'nobody (the context has no authenticatedAccount)';
    const frameUrl = encodeURIComponent(`/${location.pathname.replace(/^[/\\]+/, '')}${location.search}`);
    byId('config-target').textContent = `${location.origin}/config/?frameUrl=${frameUrl}`;
    // Reaching this line at all means the page was not sent away.
    byId('redirect-state').textContent = redirectState(page);
  }

  /** Wired at once: the services load on the first click (a click before they arrive still works). */
  function wireConfirm() {
    const result = byId('confirm-result');
    byId('open-confirm').addEventListener('click', async () => {
      result.textContent = 'open: press Escape to close it, then Escape again to leave';
      try {
        const services = await window.SiteRuntime.services();
        if (typeof services.confirm !== 'function') throw new Error('services() has no confirm');
        const confirmed = await services.confirm({
          title: 'Leave the editor open?',
          message:
            'Escape closes this dialog and keeps you on the page.\nWith nothing open, Escape goes to the config page.',
          confirmText: 'Yes',
          cancelText: 'Cancel',
        });
        result.textContent = `confirm resolved ${confirmed} at ${new Date().toLocaleTimeString()}`;
      } catch (error) {
        result.textContent = `failed: ${describe(error)}`;
      }
    });
  }

  function wireForceCrumbFail() {
    const result = byId('force-result');
    byId('force-crumb-fail').addEventListener('click', async () => {
      try {
        const response = await fetch('/__reference/fail', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ path: LOGOUT_PATH, status: 'crumbFail', times: 1 }),
        });
        if (!response.ok) throw new Error(`the reference API refused the rule (${response.status})`);
        result.textContent = `the next POST ${LOGOUT_PATH} answers crumbFail (set at ${new Date().toLocaleTimeString()}); now press Shift+Escape`;
      } catch (error) {
        result.textContent = `failed: ${describe(error)}`;
      }
    });
  }

  async function start() {
    if (!window.SiteRuntime || typeof window.SiteRuntime.services !== 'function') {
      byId('owner-account').textContent = 'runtime not loaded (is dist/ built? run npm run build)';
      return;
    }
    // The page context is there once the runtime has started: read it in ready().
    window.SiteRuntime.ready(showContext);
    wireForceCrumbFail();
    wireConfirm();
  }

  // The loader is deferred like this script and comes first, so SiteRuntime is there already.
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
})();
