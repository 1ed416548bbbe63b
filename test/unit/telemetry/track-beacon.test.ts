import { sendTrackBeacon, trackQuery } from '../../../src/telemetry/track-beacon';

const win = window;
const goTo = (path: string) => win.history.replaceState(null, '', path);

describe('the track beacon query (spec §7)', () => {
  it('carries landing, refer, a random key, lang and screen', () => {
    goTo('/landing?x=1');
    const query = trackQuery(win, () => 0.123456);
    expect(query.get('landing')).toBe(win.location.href);
    expect(query.get('refer')).toBe(document.referrer);
    expect(query.get('key')).toBe('123456');
    expect(query.get('lang')).toBe(navigator.language);
    expect(query.get('screen')).toBe(`${screen.width}x${screen.height}`);
  });

  it('reads the marketing params from utm_ names, then plain names', () => {
    goTo(
      '/?utm_source=news&utm_campaign=spring&utm_content=hero&utm_medium=email&subchannel=b&variation=v2&mkwid=k9&source=ignored',
    );
    const query = trackQuery(win);
    expect(
      Object.fromEntries(
        ['source', 'campaign', 'subcampaign', 'channel', 'subchannel', 'variation', 'mkwid'].map((k) => [
          k,
          query.get(k),
        ]),
      ),
    ).toEqual({
      source: 'news',
      campaign: 'spring',
      subcampaign: 'hero',
      channel: 'email',
      subchannel: 'b',
      variation: 'v2',
      mkwid: 'k9',
    });
  });

  it('leaves out marketing params the page does not have', () => {
    goTo('/plain');
    expect(trackQuery(win).has('source')).toBe(false);
  });
});

describe('the beacon is an image request to GET /api/track/Track', () => {
  it('sets the image source', () => {
    goTo('/p');
    const image = { src: '' };
    sendTrackBeacon(
      win,
      () => image,
      () => 0.5,
    );
    expect(image.src).toMatch(/^\/api\/track\/Track\?landing=/);
    expect(new URLSearchParams(image.src.split('?')[1]).get('key')).toBe('5');
  });

  it('never throws when images are unavailable', () => {
    expect(() =>
      sendTrackBeacon(win, () => {
        throw new Error('no Image');
      }),
    ).not.toThrow();
  });
});
