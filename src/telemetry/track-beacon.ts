/**
 * The tracking image beacon (spec §7): `GET /api/track/Track?{query}` through
 * `new Image().src`, once per visit (the caller fires it when a hit opens a
 * new visit), only through the consent gate.
 */

/**
 * Marketing parameters of spec §7, read from the page's query. The spec
 * does not say where they come from: read here as the usual `utm_` names
 * first, then the plain names (so `?source=x` works too):
 * utm_source → source, utm_campaign → campaign, utm_content → subcampaign,
 * utm_medium → channel; subchannel, variation and mkwid by their own names.
 */
export const MARKETING_PARAMS: Record<string, string> = {
  source: 'utm_source',
  campaign: 'utm_campaign',
  subcampaign: 'utm_content',
  channel: 'utm_medium',
  subchannel: 'utm_subchannel',
  variation: 'utm_variation',
  mkwid: 'utm_mkwid',
};

/**
 * The beacon's query: landing (this page's URL), refer (the referrer), key
 * (random, so no cache answers it), lang (browser language), screen
 * (`{width}x{height}`), and the marketing parameters present in the query.
 */
export function trackQuery(win: Window, random: () => number = Math.random): URLSearchParams {
  const query = new URLSearchParams({
    landing: win.location.href,
    refer: win.document.referrer,
    key: String(random()).slice(2) || '0',
    lang: win.navigator.language || '',
    screen: `${win.screen?.width ?? 0}x${win.screen?.height ?? 0}`,
  });
  const page = new URLSearchParams(win.location.search);
  Object.keys(MARKETING_PARAMS).forEach((name) => {
    const value = page.get(MARKETING_PARAMS[name]) ?? page.get(name);
    if (value) query.set(name, value);
  });
  return query;
}

/** Fire the beacon; never throws. `makeImage` is injectable for tests. */
export function sendTrackBeacon(
  win: Window & typeof globalThis,
  makeImage: () => { src: string } = () => new win.Image(),
  random: () => number = Math.random,
): void {
  try {
    makeImage().src = `/api/track/Track?${trackQuery(win, random)}`;
  } catch {
    // spec §8: tracking failures are ignored
  }
}
