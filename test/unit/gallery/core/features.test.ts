import { loadFeatures } from '../../../../src/blocks/gallery/features';
import { readSettings } from '../../../../src/blocks/gallery/settings';

const settings = (json: Record<string, unknown>) => readSettings(json, '', () => {});
const win = ({ search = '', reduce = false } = {}) =>
  ({ location: { search }, matchMedia: () => ({ matches: reduce }) }) as unknown as Window;
/** A `.sqs-gallery` whose first slide has `clickThrough` as its click-through URL. */
const container = (clickThrough = '') => {
  const element = document.createElement('div');
  element.innerHTML = `<div class="slide" data-click-through-url="${clickThrough}"></div><div class="slide"></div>`;
  return element;
};
const names = async (
  json: Record<string, unknown>,
  { inEditor = false, ...options }: Parameters<typeof win>[0] & { inEditor?: boolean } = {},
  strip = false,
  clickThrough = '',
) =>
  Object.entries(await loadFeatures(settings(json), win(options), container(clickThrough), strip, inEditor))
    .filter(([, module]) => module)
    .map(([name]) => name);

describe('a gallery fetches only the optional parts it uses', () => {
  it('a plain slideshow fetches none', async () => {
    expect(await names({ design: 'slideshow' })).toEqual([]);
  });
  it('autoplay for a slideshow or slider with autoplay on', async () => {
    expect(await names({ design: 'slideshow', autoplay: true })).toEqual(['autoplay']);
    expect(await names({ design: 'slider', autoplay: true })).toEqual(['autoplay']);
    expect(await names({ design: 'grid', autoplay: true })).toEqual([]);
  });
  it('no autoplay with ?nomotion=true or reduced motion', async () => {
    expect(await names({ design: 'slideshow', autoplay: true }, { search: '?nomotion=true' })).toEqual([]);
    expect(await names({ design: 'slideshow', autoplay: true }, { reduce: true })).toEqual([]);
  });
  it('the lightbox bridge with lightbox on, the strip with a strip in the markup', async () => {
    expect(await names({ lightbox: true })).toEqual(['lightbox']);
    expect(await names({}, {}, true)).toEqual(['thumbnails']);
  });
  it('the click-through handler when a slide has a click-through URL and the lightbox is off', async () => {
    expect(await names({}, {}, false, '/shop')).toEqual(['clicks']);
    expect(await names({ lightbox: true }, {}, false, '/shop')).toEqual(['lightbox']);
  });
  it('the history writer with historyHash on, never in the editor frame (spec §2 "outside the site editor")', async () => {
    expect(await names({ historyHash: true })).toEqual(['history']);
    expect(await names({ historyHash: true }, { inEditor: true })).toEqual([]);
  });
});
