/**
 * The forced-errors page: adds rules with POST /__reference/fail and lists
 * the active ones (they are used up as calls arrive, so the list is polled).
 */
(() => {
  'use strict';

  const POLL_MS = 2000;
  const form = /** @type {HTMLFormElement} */ (document.getElementById('fail-form'));
  const message = document.getElementById('fail-message');
  const rows = document.getElementById('rule-rows');
  const empty = document.getElementById('rules-empty');

  /** @param {string[]} cells */
  function row(cells) {
    const tr = document.createElement('tr');
    for (const text of cells) {
      const td = document.createElement('td');
      td.textContent = text;
      tr.append(td);
    }
    return tr;
  }

  /** @param {any} rule */
  function describe(rule) {
    return [
      rule.path,
      rule.status === null ? 'none (delay only)' : String(rule.status),
      rule.times === 0 ? 'until cleared' : String(rule.remaining),
      rule.delay ? `${rule.delay} ms` : '',
    ];
  }

  async function refresh() {
    try {
      const response = await fetch('/__reference/fail', { cache: 'no-store' });
      const rules = await response.json();
      rows.replaceChildren(...rules.map((rule) => row(describe(rule))));
      empty.hidden = rules.length > 0;
    } catch (error) {
      message.textContent = `Could not read the rules: ${error && error.message ? error.message : error}`;
    }
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const data = new FormData(form);
    const status = String(data.get('status'));
    const rule = {
      path: String(data.get('path')),
      // Statuses are numbers; the named failures (network, crumbFail, …) stay strings.
      status: /^\d+$/.test(status) ? Number(status) : status || null,
      // Empty means the default, one call; 0 means until cleared.
      times: data.get('times') === '' ? 1 : Number(data.get('times')),
      delay: Number(data.get('delay')) || 0,
    };
    try {
      const response = await fetch('/__reference/fail', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(rule),
      });
      const answer = await response.json();
      message.textContent = response.ok
        ? `Rule added: ${describe(answer).filter(Boolean).join(', ')}.`
        : `Refused: ${answer.error}`;
    } catch (error) {
      message.textContent = `Could not add the rule: ${error && error.message ? error.message : error}`;
    }
    refresh();
  });

  document.getElementById('clear-rules').addEventListener('click', async () => {
    await fetch('/__reference/fail', { method: 'DELETE' }).catch(() => {});
    message.textContent = 'All rules cleared.';
    refresh();
  });

  refresh();
  setInterval(refresh, POLL_MS);
})();
