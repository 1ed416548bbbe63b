/**
 * The Polish page: a table of the cart's count wording for counts in each
 * Polish plural category, in the site's locale as the runtime reads it
 * (`pageLocale`), through the words catalogue (`cartWords`). Everything comes
 * from `await SiteRuntime.services()`; nothing here knows a Polish word.
 */
(() => {
  'use strict';

  /** One count per category and the edges between them: 1 one; 2, 4, 22 few; 0, 5, 12, 25 many; past the cap. */
  const COUNTS = [1, 2, 4, 5, 12, 22, 25, 0, 101];

  const byId = (id) => document.getElementById(id);
  /** @param {unknown} error */
  const describe = (error) => (error && error.message ? `${error.name}: ${error.message}` : String(error));

  /** @param {string[]} cells */
  function row(cells) {
    const tr = document.createElement('tr');
    cells.forEach((text, index) => {
      const cell = document.createElement(index === 0 ? 'th' : 'td');
      if (index === 0) cell.scope = 'row';
      cell.textContent = text;
      tr.append(cell);
    });
    return tr;
  }

  /** @param {any} s the services */
  function fillTable(s) {
    const locale = s.pageLocale(window.SiteRuntime.context, document);
    const words = s.cartWords();
    const rules = new Intl.PluralRules(locale);
    byId('page-locale').textContent = locale;
    byId('plural-rows').replaceChildren(
      ...COUNTS.map((count) => {
        const tr = row([
          String(count),
          rules.select(count),
          s.cartQuantityLabel(count, words),
          s.cartBadgeSpeech(count, words),
        ]);
        tr.dataset.count = String(count);
        return tr;
      }),
    );
  }

  async function start() {
    const state = byId('services-state');
    try {
      const s = await window.SiteRuntime.services();
      const missing = ['pageLocale', 'cartWords', 'cartQuantityLabel', 'cartBadgeSpeech'].filter(
        (name) => typeof s[name] !== 'function',
      );
      if (missing.length > 0) throw new Error(`services() has no ${missing.join(', ')}`);
      fillTable(s);
      state.textContent = 'loaded';
    } catch (error) {
      state.textContent = `failed: ${describe(error)}`;
    }
  }

  // The loader is deferred like this script and comes first, so SiteRuntime is there already;
  // ready() runs once the runtime has read the page context (and again after a destroy and init).
  if (!window.SiteRuntime || typeof window.SiteRuntime.ready !== 'function') {
    byId('services-state').textContent = 'runtime not loaded (is dist/ built? run npm run build)';
  } else {
    window.SiteRuntime.ready(start);
  }
})();
