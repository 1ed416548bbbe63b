/**
 * POST /api/widget/GetWidgetRendering (spec §7): each widget type rendered
 * from the stored collections, escaped input, and the failure rules of
 * /__reference/fail applying to it like to any call.
 */
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import { get, postJson, startTestServers } from './helpers.mjs';

/** @type {Awaited<ReturnType<typeof startTestServers>>} */
let servers;
before(async () => {
  servers = await startTestServers();
});
afterEach(() => get(`${servers.siteUrl}/__reference/fail`, { method: 'DELETE' }));
after(() => servers.stop());

const PATH = '/api/widget/GetWidgetRendering';

/** @param {object} widget @param {Record<string, string>} [extra] */
function render(widget, extra = {}) {
  const body = new URLSearchParams({ widgetJSON: JSON.stringify(widget), ...extra });
  return get(`${servers.siteUrl}${PATH}`, { method: 'POST', body });
}

/** @param {object} widget @param {Record<string, string>} [extra] */
async function htmlOf(widget, extra) {
  const response = await render(widget, extra);
  assert.equal(response.status, 200);
  const { html } = await response.json();
  assert.equal(typeof html, 'string');
  return html;
}

describe('GetWidgetRendering', () => {
  test('a carousel summary renders the gallery markup with sized images', async () => {
    const html = await htmlOf({ type: 'summary', id: 's1', value: { design: 'carousel' } });
    assert.match(html, /class="sqs-gallery-container sqs-gallery-block-carousel"/);
    assert.equal(html.match(/class="slide summary-item"/g)?.length, 6);
    assert.match(html, /data-src="\/images\/harbour-1500x1000.png"[^>]*width="1500" height="1000"/);
    assert.match(html, /class="sqs-gallery-controls"/);
  });

  test('a summary of another design is a plain list; collectionId events lists the events', async () => {
    const plain = await htmlOf({ type: 'summary', id: 's2', value: { design: 'wall' } });
    assert.ok(!plain.includes('sqs-gallery'), plain);
    const events = await htmlOf({ type: 'summary', id: 's3', value: {} }, { collectionId: 'events' });
    assert.match(events, /summary-events/);
    assert.match(events, /<time datetime="2026-12-04T20:00:00Z">Dec 4, 2026<\/time>/);
  });

  for (const [chartType, shape] of [
    ['bar', /<rect /],
    ['line', /<polyline /],
    ['pie', /<path /],
  ])
    test(`a ${chartType} chart is an SVG with its title and data table`, async () => {
      const html = await htmlOf({ type: 'chart', id: 'c1', value: { chartType } });
      assert.match(html, new RegExp(`class="chart chart-${chartType}"`));
      assert.match(html, shape);
      assert.match(html, /role="img" aria-labelledby="c1-chart-title"/);
      assert.equal(html.match(/<th scope="row">/g)?.length, 6);
    });

  test('an unknown chart type renders as bar', async () => {
    assert.match(await htmlOf({ type: 'chart', id: 'c2', value: { chartType: 'radar' } }), /chart-bar/);
  });

  test('the calendar shows the month of its events, each a link in its day', async () => {
    const html = await htmlOf({ type: 'calendar', id: 'k1', value: {} });
    assert.match(html, /<caption>December 2026<\/caption>/);
    assert.match(
      html,
      /<td class="has-events"><span class="calendar-day">4<\/span><a class="calendar-event" href="\/events\/harbour-hall">/,
    );
    const january = await htmlOf({ type: 'calendar', id: 'k1', value: { month: '2027-01' } });
    assert.match(january, /January 2027/);
    assert.match(january, /the-lantern/);
  });

  test('tour dates list every event with a tickets link and a data-href venue', async () => {
    const html = await htmlOf({ type: 'tourdates', id: 't1', value: {} });
    assert.equal(html.match(/class="tour-date"/g)?.length, 6);
    assert.match(html, /<span class="tour-venue" data-href="\/events\/harbour-hall">Harbour Hall<\/span>/);
    assert.match(
      html,
      /href="\/events\/harbour-hall\/tickets" aria-label="Tickets: Harbour Hall, Dec 4, 2026">Tickets/,
    );
  });

  test('a search block renders as a GET form to /search: a labelled input[type=search] named q', async () => {
    const html = await htmlOf({ type: 'search', id: 'journal-search', value: { label: 'Search the journal' } });
    assert.match(
      html,
      /^<form class="sqs-search-form" action="\/search" method="get" role="search" aria-label="Search the journal">/,
    );
    assert.match(html, /<label for="journal-search-input">Search the journal<\/label>/);
    assert.match(html, /<input id="journal-search-input" type="search" name="q" autocomplete="off">/);
    const plain = await htmlOf({ type: 'search', id: '"><b>', value: { label: '<img src=x>' } });
    assert.match(plain, /<label for="b-input">&lt;img src=x&gt;<\/label>/);
    assert.match(await htmlOf({ type: 'search', id: 's' }), /<label for="s-input">Search the site<\/label>/);
  });

  test('input is escaped, unknown types and collections are refused', async () => {
    const html = await htmlOf({ type: 'summary', id: 'x', value: { design: 'list', headerText: '<img src=x>' } });
    assert.ok(html.includes('&lt;img src=x&gt;') && !html.includes('<img src=x>'), html);
    assert.equal((await render({ type: '<b>', id: 'x' })).status, 400);
    assert.equal((await render({ type: 'chart', id: 'x', value: { collectionId: 'nope' } })).status, 404);
  });

  test('the inline-handlers collection answers HTML with inline code (for the runtime to neutralise)', async () => {
    const html = await htmlOf({ type: 'tourdates', id: 'x', value: { collectionId: 'inline-handlers' } });
    assert.match(html, /<script>/);
    assert.match(html, /onerror=/);
  });

  test('a failure rule makes it fail, then it renders again', async () => {
    const rule = await postJson(`${servers.siteUrl}/__reference/fail`, { path: PATH, status: 503, times: 1 });
    assert.equal(rule.status, 201);
    assert.equal((await render({ type: 'chart', id: 'c' })).status, 503);
    assert.equal((await render({ type: 'chart', id: 'c' })).status, 200);
  });
});
