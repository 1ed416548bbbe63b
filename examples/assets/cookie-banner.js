/**
 * The cookie banner pages: shows the page context the banner reads, the
 * stored choice (`ss_cookieAllowed`), and buttons that dispatch the banner's
 * events (spec §4 "Cookie banner") or clear the choice and reload. No inline
 * handlers and no style strings: the page runs under a strict CSP.
 */
(() => {
  'use strict';

  const byId = (id) => document.getElementById(id);
  const CONSENT_COOKIE = 'ss_cookieAllowed';

  /** The raw value of the consent cookie, or null. */
  function storedChoice() {
    for (const part of document.cookie.split(';')) {
      const [name, ...rest] = part.trim().split('=');
      if (name === CONSENT_COOKIE) return rest.join('=');
    }
    return null;
  }

  function showChoice() {
    const choice = storedChoice();
    byId('consent-state').textContent = choice === null ? 'no choice stored (the banner shows)' : choice;
  }

  function showContext() {
    const source = byId('site-context');
    try {
      byId('context-json').textContent = JSON.stringify(JSON.parse(source.textContent || '{}').cookieSettings, null, 2);
    } catch (error) {
      byId('context-json').textContent = String(error);
    }
  }

  /** Dispatches a banner event on the document (the banner also listens on window). */
  function send(type) {
    document.dispatchEvent(new CustomEvent(type));
    byId('last-event').textContent = type;
  }

  function clearAndReload() {
    // Written by the runtime with path=/ on this host (js-cookie's defaults).
    document.cookie = `${CONSENT_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    location.reload();
  }

  function start() {
    showContext();
    showChoice();
    // The consent service announces every choice with this DOM event.
    document.addEventListener('site-runtime:consent', showChoice);
    byId('banner-force').addEventListener('click', () => send('cookieBanner:force'));
    byId('banner-unforce').addEventListener('click', () => send('cookieBanner:unforce'));
    byId('banner-clear').addEventListener('click', clearAndReload);
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
