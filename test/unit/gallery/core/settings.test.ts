import { AUTOPLAY_DEFAULTS, readSettings } from '../../../../src/blocks/gallery/settings';
import { designFor } from '../../../../src/blocks/gallery/design-names';

const read = (config: Record<string, unknown>, containerClass = 'sqs-gallery-container') => {
  const reports: { error: unknown; message?: string }[] = [];
  const settings = readSettings(config, containerClass, (error, message) => reports.push({ error, message }));
  return { settings, reports };
};

describe('block design → design (spec §4 Layouts)', () => {
  it.each([
    ['stacked', 'base'],
    ['slider', 'strip'],
    ['slideshow', 'stacked'],
    ['grid', 'grid'],
    ['autogrid', 'autogrid'],
    ['autocolumns', 'autocolumns'],
    ['autorows', 'autorows'],
    ['carousel', 'carousel'],
    ['list', 'list'],
  ])('%s uses the %s design', (blockDesign, design) => {
    expect(read({ design: blockDesign }).settings.design).toBe(design);
  });
  it('a missing design is base', () => {
    expect(read({}).settings.design).toBe('base');
    expect(read({ design: '' }).settings.design).toBe('base');
  });
  it("the wall and the stack are designs of their own (issue 27 §2); the builder's other layouts render as base", () => {
    expect(designFor('wall')).toBe('wall');
    expect(designFor('Stack')).toBe('stack');
    for (const name of ['poster', 'collage']) expect(designFor(name)).toBe('base');
  });
  it('names are trimmed and read in any case', () => {
    expect(designFor(' SlideShow ')).toBe('stacked');
  });
  it('any other name throws "No gallery design found by that name: {name}"', () => {
    expect(() => read({ design: 'spiral' })).toThrow('No gallery design found by that name: spiral');
    expect(() => designFor('constructor')).toThrow('No gallery design found by that name: constructor');
  });
  it('without JSON design the container class sqs-gallery-block-{x} names it', () => {
    expect(read({}, 'sqs-gallery-container sqs-gallery-block-slideshow').settings.design).toBe('stacked');
    expect(read({}, 'sqs-gallery-container sqs-gallery-block-grid').settings.blockDesign).toBe('grid');
  });
  it('the JSON design wins over the container class', () => {
    expect(read({ design: 'grid' }, 'sqs-gallery-container sqs-gallery-block-slideshow').settings.design).toBe('grid');
  });
  it('an unknown container class fails too', () => {
    expect(() => read({}, 'sqs-gallery-container sqs-gallery-block-zigzag')).toThrow(
      'No gallery design found by that name: zigzag',
    );
  });
});

describe('every field of the gallery block data (spec §3) has a default', () => {
  const { settings, reports } = read({});
  it('reads an empty object without reporting', () => expect(reports).toEqual([]));
  it.each([
    ['aspectRatio', null],
    ['slidesPerRow', 4],
    ['gutter', null],
    ['columnWidth', null],
    ['padding', null],
    ['lightbox', false],
    ['lightboxTheme', 'dark'],
    ['activeAlignment', 'center'],
    ['thumbnails', false],
    ['thumbnailsPerRow', 5],
    ['thumbnailStripHeight', null],
    ['squareThumbs', false],
    ['autoCrop', true],
    ['metaPosition', 'bottom-left'],
    ['loop', true],
    ['historyHash', false],
  ])('%s defaults to %p', (field, value) => {
    expect(settings[field as keyof typeof settings]).toEqual(value);
  });
  it('keys are 37 and 39 (spec §9)', () => expect(settings.keys).toEqual({ previous: 37, next: 39 }));
  it('autoplay is off, 5000 ms, in order, resuming 1000 ms after the pointer leaves', () => {
    expect(settings.autoplay).toEqual({
      enabled: false,
      timeout: 5000,
      randomize: false,
      resume: 1000,
      pauseOnMouseover: true,
    });
    expect(AUTOPLAY_DEFAULTS.timeout).toBe(5000);
  });
  it('the carousel shows 3 per row (spec §9), grids 4', () => {
    expect(read({ design: 'carousel' }).settings.slidesPerRow).toBe(3);
    expect(read({ design: 'grid' }).settings.slidesPerRow).toBe(4);
  });
  it('the keyboard is on for one-at-a-time designs and the carousel, off for layouts', () => {
    expect(read({ design: 'slideshow' }).settings.keyboard).toBe(true);
    expect(read({ design: 'slider' }).settings.keyboard).toBe(true);
    expect(read({ design: 'carousel' }).settings.keyboard).toBe(true);
    expect(read({ design: 'grid' }).settings.keyboard).toBe(false);
  });
});

describe('every field is read from the JSON', () => {
  const json = {
    design: 'slideshow',
    imageAspectRatio: 1.5,
    slidesPerRow: '3',
    gutter: '12',
    columnWidth: '300px',
    padding: 8,
    lightbox: 'true',
    lightboxTheme: 'light',
    'active-alignment': 'left',
    thumbnails: true,
    'thumbnails-per-row': 7,
    'thumbnail-strip-height': 80,
    'square-thumbs': true,
    'auto-crop': false,
    'meta-position': 'top-right',
    autoplay: true,
    'autoplay-duration': 3,
    loop: false,
    keyboard: false,
    keys: [65, 68],
    historyHash: true,
    designOptions: { transition: 'ken-burns', clickBehavior: 'auto' },
    vSize: 12,
    listImageSize: 40,
    mixedContent: true,
    'thumbnail-strip-margin': 4,
  };
  const { settings, reports } = read(json);
  it('reports nothing', () => expect(reports).toEqual([]));
  it('maps each field', () => {
    expect(settings).toMatchObject({
      blockDesign: 'slideshow',
      design: 'stacked',
      aspectRatio: 1.5,
      slidesPerRow: 3,
      gutter: 12,
      columnWidth: 300,
      padding: 8,
      lightbox: true,
      lightboxTheme: 'light',
      activeAlignment: 'left',
      thumbnails: true,
      thumbnailsPerRow: 7,
      thumbnailStripHeight: 80,
      thumbnailStripMargin: 4,
      mixedContent: true,
      squareThumbs: true,
      autoCrop: false,
      metaPosition: 'top-right',
      loop: false,
      keyboard: false,
      keys: { previous: 65, next: 68 },
      historyHash: true,
    });
  });
  it('autoplay-duration is seconds, converted to ms (spec §9)', () => {
    expect(settings.autoplay).toMatchObject({ enabled: true, timeout: 3000 });
  });
  it('fields without their own setting travel in designOptions, which keeps its own values', () => {
    expect(settings.designOptions).toEqual({
      transition: 'ken-burns',
      clickBehavior: 'auto',
      vSize: 12,
      listImageSize: 40,
    });
  });
  it('aspectRatio is read when imageAspectRatio is absent; Auto is null', () => {
    expect(read({ aspectRatio: '2' }).settings.aspectRatio).toBe(2);
    expect(read({ imageAspectRatio: 'Auto', aspectRatio: 2 }).settings.aspectRatio).toBeNull();
  });
  it('transition is a shorthand for designOptions.transition', () => {
    expect(read({ transition: 'swipe' }).settings.designOptions).toEqual({ transition: 'swipe' });
    expect(read({ transition: 'swipe', designOptions: { transition: 'fade' } }).settings.designOptions.transition).toBe(
      'fade',
    );
  });
  it('autoplayOptions (timeout ms, randomize, pauseOnMouseover) win over autoplay-duration', () => {
    const { settings: s } = read({
      autoplay: true,
      'autoplay-duration': 3,
      autoplayOptions: { timeout: 2500, randomize: true, pauseOnMouseover: false },
    });
    expect(s.autoplay).toEqual({
      enabled: true,
      timeout: 2500,
      randomize: true,
      resume: 1000,
      pauseOnMouseover: false,
    });
  });
  it('pauseOnMouseover may be a list: non-empty is on, empty is off', () => {
    expect(read({ autoplayOptions: { pauseOnMouseover: ['.controls'] } }).settings.autoplay.pauseOnMouseover).toBe(
      true,
    );
    expect(read({ autoplayOptions: { pauseOnMouseover: [] } }).settings.autoplay.pauseOnMouseover).toBe(false);
  });
});

describe("valid JSON of the wrong shape logs 'Error evaluating gallery block data.' and keeps the defaults", () => {
  it.each([
    [{ lightbox: 'sometimes' }, 'lightbox', false],
    [{ slidesPerRow: -2 }, 'slidesPerRow', 4],
    [{ gutter: 'wide' }, 'gutter', null],
    [{ lightboxTheme: 'sepia' }, 'lightboxTheme', 'dark'],
    [{ 'active-alignment': 'middle' }, 'activeAlignment', 'center'],
    [{ imageAspectRatio: true }, 'aspectRatio', null],
    [{ imageAspectRatio: 0 }, 'aspectRatio', null],
    [{ columnWidth: 'abc' }, 'columnWidth', null],
    [{ keys: 'left' }, 'keys', { previous: 37, next: 39 }],
    [{ designOptions: [1, 2] }, 'designOptions', {}],
    [{ design: 5 }, 'design', 'base'],
    [{ loop: { yes: true } }, 'loop', true],
  ])('%j', (json, field, value) => {
    const { settings, reports } = read(json);
    expect(settings[field as keyof typeof settings]).toEqual(value);
    expect(reports).toHaveLength(1);
    expect(reports[0].message).toBe('Error evaluating gallery block data.');
  });
  it('autoplay fields of the wrong type keep their defaults', () => {
    const { settings, reports } = read({
      autoplay: 1,
      'autoplay-duration': 'soon',
      autoplayOptions: { timeout: 'x', randomize: 'maybe' },
    });
    expect(settings.autoplay).toEqual({ enabled: false, ...AUTOPLAY_DEFAULTS });
    expect(reports).toHaveLength(1);
    expect(String(reports[0].error)).toContain('autoplay-duration');
  });
  it('one report names every bad field', () => {
    const { reports } = read({ lightbox: 3, gutter: 'x' });
    expect(reports).toHaveLength(1);
    expect(String(reports[0].error)).toMatch(/gutter.*lightbox|lightbox.*gutter/);
  });
  it('null and empty strings read as absent', () => {
    expect(read({ gutter: null, lightbox: '' }).reports).toEqual([]);
  });
});

describe('each setting where the builder writes it: 7.0 kebab-case, 7.1 camelCase', () => {
  it.each([
    ['active-alignment', 'activeAlignment', 'right', 'activeAlignment', 'right'],
    ['thumbnails-per-row', 'thumbnailsPerRow', 3, 'thumbnailsPerRow', 3],
    ['thumbnail-strip-height', 'thumbnailStripHeight', 60, 'thumbnailStripHeight', 60],
    ['square-thumbs', 'squareThumbs', true, 'squareThumbs', true],
    ['auto-crop', 'autoCrop', false, 'autoCrop', false],
    ['show-meta', 'showMeta', false, 'showMeta', false],
    ['meta-position', 'metaPosition', 'top', 'metaPosition', 'top'],
  ])('%s and %s both set %s', (kebab, camel, value, setting, expected) => {
    for (const key of [kebab, camel]) {
      const { settings, reports } = read({ [key]: value });
      expect(settings[setting as keyof typeof settings]).toEqual(expected);
      expect(reports).toEqual([]);
    }
  });
  it('autoplay-duration and autoplayDuration are seconds', () => {
    expect(read({ autoplay: true, autoplayDuration: 2 }).settings.autoplay.timeout).toBe(2000);
    expect(read({ autoplay: true, 'autoplay-duration': 2 }).settings.autoplay.timeout).toBe(2000);
  });
  it('the first given wins, and a null one (7.0 writes "aspectRatio":null) is absent', () => {
    expect(read({ 'auto-crop': false, autoCrop: true }).settings.autoCrop).toBe(false);
    expect(read({ imageAspectRatio: null, aspectRatio: 'widescreen' }).settings.aspectRatio).toBe(16 / 9);
  });
  it('a wrong-typed value is reported under the key it was written as', () => {
    const { reports } = read({ autoCrop: 'sometimes' });
    expect(String(reports[0].error)).toContain('autoCrop');
  });
  it('show-meta defaults to on', () => expect(read({}).settings.showMeta).toBe(true));
});

describe('the aspect ratio: a number, "W:H", a builder name, or Auto', () => {
  it.each([
    ['square', 1],
    ['standard', 3 / 2],
    ['standard-vertical', 2 / 3],
    ['four-three', 4 / 3],
    ['three-four-vertical', 3 / 4],
    ['widescreen', 16 / 9],
    ['anamorphic-widescreen', 2.4],
    [' Widescreen ', 16 / 9],
    ['16:9', 16 / 9],
    ['2.4:1', 2.4],
    ['1.5', 1.5],
    [0.75, 0.75],
  ])('%j is %d', (value, ratio) => {
    const { settings, reports } = read({ 'aspect-ratio': value, design: 'grid' });
    expect(settings.aspectRatio).toBeCloseTo(ratio, 10);
    expect(reports).toEqual([]);
  });
  it.each(['Auto', 'auto', 'golden-ratio'])(
    "%j is Auto (an unknown name is the spec's Auto), said nowhere",
    (value) => {
      const { settings, reports } = read({ 'aspect-ratio': value, design: 'grid' });
      expect(settings.aspectRatio).toBeNull();
      expect(reports).toEqual([]);
    },
  );
  it('imageAspectRatio first, then aspectRatio; names there too', () => {
    expect(read({ imageAspectRatio: 2, aspectRatio: 3 }).settings.aspectRatio).toBe(2);
    expect(read({ aspectRatio: 'widescreen' }).settings.aspectRatio).toBe(16 / 9);
  });
  it("the grid's own 7.0 aspect-ratio first; other designs never read it (a 7.0 slideshow's leftover key)", () => {
    expect(read({ design: 'grid', 'aspect-ratio': 'square', imageAspectRatio: 2 }).settings.aspectRatio).toBe(1);
    expect(read({ design: 'slideshow', 'aspect-ratio': 'anamorphic-widescreen' }).settings.aspectRatio).toBeNull();
  });
});

describe("the grid's columns and gap: the 7.0 grid's own keys first", () => {
  it('thumbnails-per-row (or thumbnailsPerRow) gives a grid its columns, before slidesPerRow', () => {
    expect(read({ design: 'grid', 'thumbnails-per-row': 3, slidesPerRow: 5 }).settings.slidesPerRow).toBe(3);
    expect(read({ design: 'grid', thumbnailsPerRow: 2 }).settings.slidesPerRow).toBe(2);
    expect(read({ design: 'grid', slidesPerRow: 5 }).settings.slidesPerRow).toBe(5);
  });
  it("padding is a grid's gap in px, before gutter", () => {
    expect(read({ design: 'grid', padding: 24, gutter: 10 }).settings.gutter).toBe(24);
    expect(read({ design: 'grid', gutter: 10 }).settings.gutter).toBe(10);
  });
  it('the other designs keep slidesPerRow and gutter (a 7.0 block writes every key, whatever its design)', () => {
    const { settings } = read({ design: 'carousel', 'thumbnails-per-row': 6, padding: 24 });
    expect(settings.slidesPerRow).toBe(3);
    expect(settings.gutter).toBeNull();
    expect(settings.padding).toBe(24);
  });
});

describe('mixedContent and thumbnail-strip-margin (spec §3 names them; the defaults are ours)', () => {
  it('default: mixed content on, no strip margin of its own', () => {
    expect(read({}).settings).toMatchObject({ mixedContent: true, thumbnailStripMargin: null });
  });
  it('read in either spelling, numbers from strings', () => {
    expect(read({ mixedContent: false, 'thumbnail-strip-margin': '3' }).settings).toMatchObject({
      mixedContent: false,
      thumbnailStripMargin: 3,
    });
    expect(read({ thumbnailStripMargin: 5 }).settings.thumbnailStripMargin).toBe(5);
  });
  it('an unknown value falls back to the default, reported once', () => {
    const { settings, reports } = read({ mixedContent: 'sometimes', thumbnailStripMargin: 'wide' });
    expect(settings).toMatchObject({ mixedContent: true, thumbnailStripMargin: null });
    expect(reports).toHaveLength(1);
  });
});
