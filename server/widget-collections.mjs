/**
 * The stored collections the reference API renders widgets from
 * (server/api-widgets.mjs): a small fixed set, the same on every start, so
 * the examples and the tests see the same renderings.
 */

/** Items with images, for the summary (images from server/images.mjs). */
export const JOURNAL = {
  id: 'journal',
  title: 'From the journal',
  items: [
    ['harbour', 'Harbour at dawn', 'Boats waiting for the tide.'],
    ['orchard', 'The orchard in May', 'Blossom, bees and a long table.'],
    ['market', 'Saturday market', 'What the stalls had this week.'],
    ['bakery', 'Behind the bakery', 'Four in the morning, and warm.'],
    ['coast', 'Along the coast path', 'Twelve miles, three coves.'],
    ['studio', 'A visit to the studio', 'Where the plates are thrown.'],
  ].map(([slug, title, excerpt]) => ({ slug, title, excerpt, image: `/images/${slug}-1500x1000.png` })),
};

/** Events with dates (UTC), for the calendar, the tour dates and a summary of events. */
export const EVENTS = {
  id: 'events',
  title: 'Upcoming shows',
  items: [
    ['harbour-hall', 'Harbour Hall', 'Portsmouth', '2026-12-04T20:00:00Z'],
    ['the-granary', 'The Granary', 'Bristol', '2026-12-06T19:30:00Z'],
    ['old-chapel', 'Old Chapel', 'Leeds', '2026-12-11T20:00:00Z'],
    ['riverside', 'Riverside Rooms', 'York', '2026-12-12T20:00:00Z'],
    ['corn-exchange', 'Corn Exchange', 'Cambridge', '2026-12-18T19:00:00Z'],
    ['the-lantern', 'The Lantern', 'Glasgow', '2027-01-09T20:00:00Z'],
  ].map(([slug, venue, city, start]) => ({ slug, venue, city, start, title: `${venue}, ${city}` })),
};

/** Series for the charts. */
export const VISITORS = {
  id: 'visitors',
  title: 'Visitors per month',
  labels: ['Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  values: [120, 180, 150, 210, 260, 240],
};

/**
 * A rendering a careless template might produce: an inline script, inline
 * handlers and a javascript: link. The runtime must show it without running
 * any of them (docs/blocks/widgets.md "Server HTML").
 */
export const INLINE_HANDLERS_HTML =
  '<div class="inline-handlers"><p>Rendering with inline code.</p>' +
  '<script>window.widgetCodeRan = (window.widgetCodeRan || 0) + 1;</script>' +
  '<img src="/images/undecodable.png" alt="" width="10" height="10" onerror="window.widgetCodeRan = (window.widgetCodeRan || 0) + 1">' +
  '<a href="javascript:window.widgetCodeRan=1" onclick="window.widgetCodeRan = 1">A link with inline code</a></div>';
