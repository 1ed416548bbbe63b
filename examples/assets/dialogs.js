/**
 * The dialogs page: gets the dialogs, tooltip, relative time, animations and
 * tween from `await SiteRuntime.services()` and wires them to the buttons.
 * No inline handlers and no style strings: the page runs under a strict CSP.
 */
(() => {
  'use strict';

  const byId = (id) => document.getElementById(id);

  /** @param {string} text */
  function note(text) {
    const item = document.createElement('li');
    item.textContent = `${new Date().toLocaleTimeString()}: ${text}`;
    byId('event-log').append(item);
  }

  /** @param {string} text */
  function answer(text) {
    byId('dialog-result').textContent = text;
    note(text);
  }

  /** @param {any} services @param {string[]} names */
  function expectFunctions(services, names) {
    const missing = names.filter((name) => typeof services[name] !== 'function');
    if (missing.length > 0) throw new Error(`services() has no ${missing.join(', ')}`);
  }

  /** @param {any} ui */
  function wireDialogs(ui) {
    byId('open-confirm').addEventListener('click', async () => {
      const confirmed = await ui.confirm({
        title: 'Delete this draft?',
        message: 'The draft and its images go to the trash.\nYou can restore it for 30 days.',
        confirmText: 'Delete',
        cancelText: 'Keep',
      });
      answer(`confirm resolved ${confirmed}`);
    });
    byId('open-alert').addEventListener('click', async () => {
      await ui.alert({ title: 'Preview Only', message: 'Please log out of your account in order to use this block.' });
      answer('alert resolved');
    });
    byId('open-inform').addEventListener('click', async () => {
      const notice = ui.inform({ title: 'Logout Successful', message: 'You have been successfully logged out.' });
      note('information notice shown (hides after 2 s)');
      await notice.closed;
      answer('information notice closed');
    });
    byId('open-stacked').addEventListener('click', () => {
      const below = ui.confirm({
        title: 'First dialog',
        message: 'This one was opened first. Escape closes it second.',
      });
      const above = ui.alert({ title: 'Second dialog', message: 'This one is on top. Escape closes it first.' });
      above.then(() => answer('the second (top) dialog closed'));
      below.then((confirmed) => answer(`the first dialog closed: ${confirmed}`));
    });
  }

  /** @param {any} ui */
  function wireTooltips(ui) {
    ui.createTooltip(byId('tooltip-target'), { text: 'Copy a link to this page' });
    ui.createTooltip(byId('tooltip-long'), {
      text: 'Standard delivery takes 3 to 5 working days. Express delivery arrives the next working day when ordered before 14:00.',
    });
  }

  /** @param {any} ui */
  function wireDates(ui) {
    byId('opened-at').setAttribute('data-date', String(Date.now()));
    const updater = ui.createRelativeTimeUpdater(document);
    byId('add-date').addEventListener('click', () => {
      const item = document.createElement('li');
      const time = document.createElement('time');
      time.setAttribute('data-date', new Date().toISOString());
      item.append('A comment posted ', time);
      byId('dates').append(item);
      updater.refresh();
    });
    window.SiteRuntime.onDestroy(() => updater.destroy());
  }

  /** @param {any} ui */
  function wireAnimations(ui) {
    const panel = byId('animated-panel');
    // CSSOM, not a style attribute: the page's CSP allows only the former.
    Object.assign(panel.style, {
      border: '1px solid #ccc',
      borderRadius: '6px',
      padding: '0 1rem',
      background: '#fafafa',
    });
    document.querySelectorAll('[data-animation]').forEach((button) => {
      const name = button.getAttribute('data-animation');
      button.addEventListener('click', async () => {
        await ui[name](panel);
        note(`${name} done; the panel is ${panel.hidden ? 'hidden' : 'shown'}`);
      });
    });
  }

  /** @param {any} ui */
  function wireTween(ui) {
    const bar = byId('tween-bar');
    const tween = ui.createTween(
      (progress) => {
        bar.value = progress;
        byId('tween-progress').textContent = `${Math.round(progress * 100)} %`;
      },
      { duration: 3000, onEnd: () => note('tween ended: fn(1) called, then the end callback') },
    );
    document.querySelectorAll('[data-tween]').forEach((button) => {
      const action = button.getAttribute('data-tween');
      button.addEventListener('click', () => tween[action]());
    });
  }

  async function start() {
    const state = byId('services-state');
    if (!window.SiteRuntime || typeof window.SiteRuntime.services !== 'function') {
      state.textContent = 'runtime not loaded (is dist/ built? run npm run build)';
      return;
    }
    try {
      const ui = await window.SiteRuntime.services();
      expectFunctions(ui, ['confirm', 'alert', 'inform', 'createTooltip', 'createRelativeTimeUpdater', 'createTween']);
      expectFunctions(ui, ['expand', 'collapse', 'fadeIn', 'fadeOut', 'scaleIn', 'scaleOut']);
      [wireDialogs, wireTooltips, wireDates, wireAnimations, wireTween].forEach((wire) => wire(ui));
      state.textContent = 'loaded';
    } catch (error) {
      state.textContent = `failed: ${error && error.message ? error.message : error}`;
    }
  }

  // The loader is deferred like this script and comes first, so SiteRuntime is there already.
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
})();
