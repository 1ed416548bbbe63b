/**
 * The API log page: reads GET /__reference/log at load, then every 2 s once the
 * visitor has used the page, and shows each call.
 * Everything from the log is inserted with textContent: it is data the
 * runtime (or anyone) sent, never markup.
 */
(() => {
  'use strict';

  const POLL_MS = 2000;
  const rows = document.getElementById('log-rows');
  const empty = document.getElementById('log-empty');
  const status = document.getElementById('log-status');
  const pause = /** @type {HTMLInputElement} */ (document.getElementById('pause-log'));
  /** What was drawn last (ids and statuses): redraw only on change, so a selection in the table survives polling. */
  let drawn = '';

  /** @param {string} tag @param {string} [text] @param {string} [className] */
  function element(tag, text, className) {
    const node = document.createElement(tag);
    if (text !== undefined) node.textContent = text;
    if (className) node.className = className;
    return node;
  }

  /** @param {Record<string, unknown>} query */
  function queryString(query) {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query || {})) {
      for (const one of Array.isArray(value) ? value : [value]) params.append(name, String(one));
    }
    const text = params.toString();
    return text ? `?${text}` : '';
  }

  /** @param {any} entry */
  function row(entry) {
    const tr = document.createElement('tr');
    tr.append(element('td', new Date(entry.time).toLocaleTimeString()));
    const call = element('td');
    call.append(element('code', `${entry.method} ${entry.path}${queryString(entry.query)}`));
    const details = [
      ...Object.entries(entry.headers || {}).map(([name, value]) => `${name}: ${value}`),
      entry.cookies && entry.cookies.length ? `cookies: ${entry.cookies.join(', ')}` : '',
    ].filter(Boolean);
    if (details.length) call.append(element('div', details.join('\n'), 'hint log-headers'));
    tr.append(call);
    const forced = entry.forced ? ` (forced: ${entry.forced})` : '';
    tr.append(element('td', `${entry.status ?? 'pending'}${forced}`));
    const body = element('td');
    if (entry.body !== null && entry.body !== undefined) {
      const text = typeof entry.body === 'string' ? entry.body : JSON.stringify(entry.body, null, 2);
      body.append(element('pre', text));
    }
    tr.append(body);
    return tr;
  }

  /** @param {any[]} entries */
  function draw(entries) {
    const key = entries.map((entry) => `${entry.id}:${entry.status}`).join(',');
    if (key === drawn) return;
    drawn = key;
    rows.replaceChildren(...entries.map(row));
    empty.hidden = entries.length > 0;
  }

  async function poll() {
    if (pause.checked) return;
    try {
      const response = await fetch('/__reference/log', { cache: 'no-store' });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      draw(await response.json());
      status.textContent = `Updated ${new Date().toLocaleTimeString()}`;
    } catch (error) {
      status.textContent = `Could not read the log: ${error && error.message ? error.message : error}`;
    }
  }

  document.getElementById('clear-log').addEventListener('click', async () => {
    await fetch('/__reference/log', { method: 'DELETE' }).catch(() => {});
    drawn = '';
    await poll();
  });

  // Drawn once at load, then polled only once the visitor has used the page: a
  // table redrawn every 2 s from the first paint on was a new largest paint each
  // time (Lighthouse's LCP, issue "Fast start").
  const startPolling = () => {
    removeEventListener('pointerdown', startPolling, true);
    removeEventListener('keydown', startPolling, true);
    setInterval(poll, POLL_MS);
  };
  poll();
  addEventListener('pointerdown', startPolling, true);
  addEventListener('keydown', startPolling, true);
})();
