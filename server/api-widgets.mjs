/**
 * POST /api/widget/GetWidgetRendering (spec §7): form-encoded `widgetJSON`
 * ({type, id, value}) and, for a summary, `collectionId`; answers `{ html }`
 * rendered from the stored collections (server/widget-collections.mjs).
 *
 * - `summary`: `value.design` carousel, list or grid renders the gallery
 *   markup (README "Galleries"), any other design a plain list; the events
 *   collection renders as a list of events.
 * - `chart`: `value.chartType` bar, line or pie, an SVG with its data table.
 * - `calendar`: the month of `value.month` (YYYY-MM, default the first
 *   event's) as a table, each event a link in its day.
 * - `tourdates`: the events as a list, each with a tickets link.
 * - `search`: the search block's form (docs/blocks/search.md "A block
 *   without its form"): a GET form to /search, its `input[type=search]`
 *   named q, labelled by `value.label` (default 'Search the site'). No
 *   collection.
 *
 * The collection is `collectionId` (summary), else `value.collectionId`,
 * else the type's default. `inline-handlers` renders HTML with inline code.
 * An unknown type answers 400, an unknown collection 404. Everything taken
 * from the request is escaped.
 */
import { escapeHtml as esc } from './api-forms.mjs';
import { EVENTS, INLINE_HANDLERS_HTML, JOURNAL, VISITORS } from './widget-collections.mjs';
import { renderChart } from './widget-chart.mjs';

/** @typedef {import('./fail-rules.mjs').Answer} Answer */

const COLLECTIONS = { journal: JOURNAL, events: EVENTS, visitors: VISITORS };
const DEFAULTS = { summary: 'journal', chart: 'visitors', calendar: 'events', tourdates: 'events' };
const GALLERY_DESIGNS = ['carousel', 'list', 'grid'];

const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** @param {string} slug */
const eventUrl = (slug) => `/events/${slug}`;

/**
 * @param {{ body: any }} call
 * @returns {Answer}
 */
export function getWidgetRendering({ body }) {
  const widget = body?.widgetJSON && typeof body.widgetJSON === 'object' ? body.widgetJSON : {};
  const type = String(widget.type ?? '');
  const value = widget.value && typeof widget.value === 'object' ? widget.value : {};
  if (type === 'search') return { status: 200, json: { html: renderSearchForm(idOf(widget), value) } };
  if (!(type in DEFAULTS)) return { status: 400, json: { error: `Unknown widget type: ${type}` } };
  const name = String(
    (type === 'summary' && body?.collectionId) || value.collectionId || DEFAULTS[/** @type {'chart'} */ (type)],
  );
  if (name === 'inline-handlers') return { status: 200, json: { html: INLINE_HANDLERS_HTML } };
  const collection = COLLECTIONS[/** @type {'events'} */ (name)];
  if (!collection) return { status: 404, json: { error: `Unknown collection: ${name}` } };
  const id = idOf(widget);
  const html =
    type === 'chart'
      ? renderChart(id, /** @type {typeof VISITORS} */ (collection.labels ? collection : VISITORS), value.chartType)
      : type === 'calendar'
        ? renderCalendar(asEvents(collection), value.month)
        : type === 'tourdates'
          ? renderTourDates(asEvents(collection))
          : renderSummary(/** @type {any} */ (collection), value);
  return { status: 200, json: { html } };
}

/** The widget's id, fit for an HTML id. @param {{ id?: unknown }} widget */
const idOf = (widget) => String(widget.id ?? '').replace(/[^\w-]/g, '') || 'widget';

/**
 * A search block's form; its name (aria-label) tells it from another search landmark on the page.
 * @param {string} id
 * @param {Record<string, unknown>} value
 */
function renderSearchForm(id, value) {
  const label = esc(typeof value.label === 'string' && value.label.trim() ? value.label.trim() : 'Search the site');
  return (
    `<form class="sqs-search-form" action="/search" method="get" role="search" aria-label="${label}">` +
    `<label for="${id}-input">${label}</label>` +
    `<input id="${id}-input" type="search" name="q" autocomplete="off">` +
    '<button type="submit">Search</button></form>'
  );
}

/** @param {any} collection @returns {typeof EVENTS} */
const asEvents = (collection) => (collection.items?.[0]?.start ? collection : EVENTS);

/**
 * @param {typeof JOURNAL | typeof EVENTS} collection
 * @param {Record<string, unknown>} value
 */
function renderSummary(collection, value) {
  const heading = `<h2 class="summary-heading">${esc(value.headerText || collection.title)}</h2>`;
  if (collection === EVENTS) {
    const items = EVENTS.items.map(
      (e) =>
        `<li class="summary-item"><a href="${eventUrl(e.slug)}">${esc(e.title)}</a> ` +
        `<time datetime="${e.start}">${day.format(new Date(e.start))}</time></li>`,
    );
    return `<div class="summary-v2 summary-events">${heading}<ul class="summary-list">${items.join('')}</ul></div>`;
  }
  const design = String(value.design ?? 'grid').toLowerCase();
  const items = JOURNAL.items.map((item) => {
    const url = `/journal/${item.slug}`;
    const meta =
      `<div class="meta"><div class="meta-inside"><h3 class="meta-title"><a href="${url}">${esc(item.title)}</a></h3>` +
      `<p class="meta-description">${esc(item.excerpt)}</p></div></div>`;
    const img =
      `<img class="thumb-image" data-src="${item.image}" data-image-dimensions="1500x1000" ` +
      `data-image-focal-point="0.5,0.5" data-load="false" alt="${esc(item.title)}" width="1500" height="1000">`;
    return GALLERY_DESIGNS.includes(design)
      ? `<div class="slide summary-item" data-type="image" data-slide-id="${item.slug}" data-slide-url="${item.slug}">${img}${meta}</div>`
      : `<li class="summary-item">${meta}</li>`;
  });
  if (!GALLERY_DESIGNS.includes(design))
    return `<div class="summary-v2">${heading}<ul class="summary-list">${items.join('')}</ul></div>`;
  const controls =
    design === 'carousel'
      ? '<div class="sqs-gallery-controls"><button class="previous" type="button" aria-label="Previous">‹</button>' +
        '<button class="next" type="button" aria-label="Next">›</button></div>'
      : '';
  return (
    `<div class="summary-v2">${heading}<div class="sqs-gallery-container sqs-gallery-block-${design}">` +
    `<div class="sqs-gallery">${items.join('')}</div>${controls}</div></div>`
  );
}

/**
 * @param {typeof EVENTS} events
 * @param {unknown} month YYYY-MM
 */
function renderCalendar(events, month) {
  const first = /^(\d{4})-(\d{2})$/.exec(String(month ?? '')) ?? /^(\d{4})-(\d{2})/.exec(events.items[0].start);
  const [year, index] = [Number(first?.[1]), Number(first?.[2]) - 1];
  const start = new Date(Date.UTC(year, index, 1));
  const days = new Date(Date.UTC(year, index + 1, 0)).getUTCDate();
  const lead = (start.getUTCDay() + 6) % 7; // weeks start on Monday
  const cells = [...Array(lead).fill('<td></td>')];
  for (let d = 1; d <= days; d += 1) {
    const iso = new Date(Date.UTC(year, index, d)).toISOString().slice(0, 10);
    const links = events.items
      .filter((e) => e.start.startsWith(iso))
      .map((e) => `<a class="calendar-event" href="${eventUrl(e.slug)}">${esc(e.title)}</a>`);
    cells.push(
      `<td${links.length ? ' class="has-events"' : ''}><span class="calendar-day">${d}</span>${links.join('')}</td>`,
    );
  }
  while (cells.length % 7) cells.push('<td></td>');
  const rows = [];
  for (let i = 0; i < cells.length; i += 7) rows.push(`<tr>${cells.slice(i, i + 7).join('')}</tr>`);
  const head = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
    .map((name) => `<th scope="col" abbr="${name}">${name.slice(0, 3)}</th>`)
    .join('');
  return (
    `<table class="calendar"><caption>${monthName.format(start)}</caption>` +
    `<thead><tr>${head}</tr></thead><tbody>${rows.join('')}</tbody></table>`
  );
}

/** @param {typeof EVENTS} events */
function renderTourDates(events) {
  const items = events.items.map((e) => {
    const date = day.format(new Date(e.start));
    return (
      `<li class="tour-date"><time datetime="${e.start}">${date}</time> ` +
      `<span class="tour-venue" data-href="${eventUrl(e.slug)}">${esc(e.venue)}</span> ` +
      `<span class="tour-city">${esc(e.city)}</span> ` +
      `<a class="tour-tickets" href="${eventUrl(e.slug)}/tickets" aria-label="Tickets: ${esc(e.venue)}, ${date}">Tickets</a></li>`
    );
  });
  return `<ul class="tour-dates">${items.join('')}</ul>`;
}
