/**
 * The telemetry page: what the reference API received from telemetry, and
 * buttons that give telemetry something to report. Text only (textContent):
 * nothing the server echoes is parsed as HTML.
 */
(() => {
  const TELEMETRY = /^\/api\/(census|events|1\/performance|v1\/events|track)\b/;
  const $ = (id) => document.getElementById(id);

  const cookie = (name) => {
    const match = document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`));
    return match ? decodeURIComponent(match[1]) : '(none)';
  };

  async function showState() {
    $('visitor').textContent = cookie('ss_cvr');
    $('visit').textContent = cookie('ss_cvt');
    if (!window.SiteRuntime) return;
    const services = await window.SiteRuntime.services();
    const consent = services.createConsent(window.SiteRuntime.context);
    $('consent').textContent = consent.state();
    consent.destroy();
  }

  async function refresh() {
    const log = await (await fetch('/__reference/log')).json();
    const rows = log.filter((entry) => TELEMETRY.test(entry.path));
    $('rows').replaceChildren(
      ...rows.map((entry) => {
        const tr = document.createElement('tr');
        const body = document.createElement('pre');
        body.textContent = JSON.stringify(entry.body ?? entry.query ?? null, null, 2);
        const cells = [new Date(entry.time).toLocaleTimeString(), `${entry.method} ${entry.path}`];
        for (const text of cells) {
          const td = document.createElement('td');
          td.textContent = text;
          tr.append(td);
        }
        const td = document.createElement('td');
        td.append(body);
        tr.append(td);
        return tr;
      }),
    );
    if (!rows.length) {
      const tr = document.createElement('tr');
      const td = document.createElement('td');
      td.colSpan = 3;
      td.textContent = 'Nothing yet: the census hit is sent once the page has loaded.';
      tr.append(td);
      $('rows').append(tr);
    }
    await showState();
  }

  const note = (text) => {
    $('note').textContent = text;
  };

  $('throw').addEventListener('click', () => {
    note('Threw "Example error from the telemetry page".');
    setTimeout(() => {
      throw new Error('Example error from the telemetry page');
    });
  });
  $('reject').addEventListener('click', () => {
    note('Rejected a promise with "Example rejection".');
    Promise.reject(new Error('Example rejection'));
  });
  $('storm').addEventListener('click', () => {
    note('Throwing 10,000 errors…');
    for (let i = 0; i < 10000; i++) {
      setTimeout(() => {
        throw new Error(`Storm error ${i}`);
      });
    }
    setTimeout(() => note('Threw 10,000 errors. Reports arrive about a second after the last one.'), 50);
  });
  $('ad-pixel').addEventListener('click', async () => {
    const services = await window.SiteRuntime.services();
    // An integration (an ad pixel) listens; a block emits. Delivery waits for consent where the policy asks.
    const stop = services.onAdPixelEvent(document, 'add-to-cart', (detail) => {
      note(`Delivered the ad-pixel event "add-to-cart" for ${detail.productId}.`);
      stop();
    });
    note('Emitted the ad-pixel event "add-to-cart" (waiting for delivery).');
    services.emitAdPixelEvent(document, 'add-to-cart', { productId: 'p1', sku: 'SQ1234567', quantity: 1 });
  });
  $('refresh').addEventListener('click', () => void refresh());
  $('clear').addEventListener('click', async () => {
    await fetch('/__reference/log', { method: 'DELETE' });
    await refresh();
  });

  // The table is filled once at load; it refreshes itself every 2 s only once
  // the visitor has used the page. A table replaced every 2 s from the first
  // paint on was a new largest paint each time: Lighthouse's LCP was 5 s on
  // this text page (issue "Fast start"), and every fill moved the page.
  const poll = () => {
    removeEventListener('pointerdown', poll, true);
    removeEventListener('keydown', poll, true);
    setInterval(() => void refresh(), 2000);
  };
  const start = () => {
    void refresh();
    addEventListener('pointerdown', poll, true);
    addEventListener('keydown', poll, true);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
})();
