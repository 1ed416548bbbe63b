import {
  COOKIE_BANNER_CTA_VARIANTS,
  DEFAULT_COOKIE_BANNER_TEXT,
  GRID_POSITIONS,
  IMAGE_DATA_ATTRIBUTES,
  SURVEY_COHORTS,
  TWEAK_EVENTS,
  cookieBannerAcceptType,
  cookieBannerBarPosition,
  cookieBannerCtaText,
  cookieBannerCtaVariant,
  cookieBannerOptOutText,
  cookieBannerPopupPosition,
  cookieBannerText,
  cookieBannerTheme,
  cookieBannerVariant,
  galleryDesignFor,
  isGridPosition,
  isSupportedVideoProvider,
  lightboxThemeOrDefault,
  mapStyleFromId,
  mapStyleId,
  mapStyleOrDefault,
  stripAlignmentOrDefault,
  videoModeOrDefault,
} from '../../../src/core/enums';

describe('cookie banner settings (spec §3, defaults of §5)', () => {
  it('keep known values', () => {
    expect(cookieBannerCtaVariant('TEXT')).toBe('TEXT');
    expect(cookieBannerTheme('LIGHT')).toBe('LIGHT');
    expect(cookieBannerVariant('POPUP')).toBe('POPUP');
    expect(cookieBannerAcceptType('OPT_IN_AND_OUT')).toBe('OPT_IN_AND_OUT');
    expect(COOKIE_BANNER_CTA_VARIANTS).toEqual(['TEXT', 'BUTTON', 'ICON']);
  });

  it('unknown CTA variant → ICON, theme → DARK, variant → BAR, accept type → OPT_IN', () => {
    expect(cookieBannerCtaVariant('LINK')).toBe('ICON');
    expect(cookieBannerTheme(undefined)).toBe('DARK');
    expect(cookieBannerVariant('bar')).toBe('BAR');
    expect(cookieBannerAcceptType(null)).toBe('OPT_IN');
  });

  it('bar position: TOP, TOP_LEFT and TOP_RIGHT are TOP; anything else BOTTOM', () => {
    expect(cookieBannerBarPosition('TOP')).toBe('TOP');
    expect(cookieBannerBarPosition('TOP_LEFT')).toBe('TOP');
    expect(cookieBannerBarPosition('TOP_RIGHT')).toBe('TOP');
    expect(cookieBannerBarPosition('BOTTOM_RIGHT')).toBe('BOTTOM');
    expect(cookieBannerBarPosition('MIDDLE')).toBe('BOTTOM');
  });

  it('popup position: corners kept, TOP → TOP_LEFT, BOTTOM or unknown → BOTTOM_LEFT', () => {
    expect(cookieBannerPopupPosition('TOP_RIGHT')).toBe('TOP_RIGHT');
    expect(cookieBannerPopupPosition('BOTTOM_RIGHT')).toBe('BOTTOM_RIGHT');
    expect(cookieBannerPopupPosition('TOP')).toBe('TOP_LEFT');
    expect(cookieBannerPopupPosition('BOTTOM')).toBe('BOTTOM_LEFT');
    expect(cookieBannerPopupPosition(42)).toBe('BOTTOM_LEFT');
  });

  it('empty texts become Accept, Decline and the default banner text', () => {
    expect(cookieBannerCtaText('')).toBe('Accept');
    expect(cookieBannerCtaText('OK')).toBe('OK');
    expect(cookieBannerOptOutText('  ')).toBe('Decline');
    expect(cookieBannerText('')).toBe(DEFAULT_COOKIE_BANNER_TEXT);
    expect(cookieBannerText('<p></p>')).toBe(DEFAULT_COOKIE_BANNER_TEXT);
    expect(cookieBannerText('<p>We bake.</p>')).toBe('<p>We bake.</p>');
    expect(DEFAULT_COOKIE_BANNER_TEXT).toMatch(/^By using this website, you agree to our use of cookies\./);
  });
});

describe('map styles (spec §3 Map)', () => {
  it('map style keys to ids and back', () => {
    expect(mapStyleId('Original')).toBe(1);
    expect(mapStyleId('MinimalLight')).toBe(4);
    expect(mapStyleId('MinimalDark')).toBe(5);
    expect(mapStyleFromId(6)).toBe('MinimalBlue');
  });

  it('read an unknown style as Grayscale (the default)', () => {
    expect(mapStyleOrDefault('Sepia')).toBe('Grayscale');
    expect(mapStyleId('Sepia')).toBe(2);
    expect(mapStyleFromId(9)).toBe('Grayscale');
  });
});

describe('gallery names (spec §3, §4)', () => {
  it('map block designs to gallery designs, anything else to base', () => {
    expect(galleryDesignFor('stacked')).toBe('base');
    expect(galleryDesignFor('slider')).toBe('strip');
    expect(galleryDesignFor('slideshow')).toBe('stacked');
    expect(galleryDesignFor('autocolumns')).toBe('autocolumns');
    expect(galleryDesignFor('masonry')).toBeUndefined();
    expect(galleryDesignFor(' Slideshow ')).toBe('stacked');
    expect(galleryDesignFor('autorows')).toBe('autorows');
    expect(galleryDesignFor('wall')).toBe('wall');
    expect(galleryDesignFor('poster')).toBe('base');
    expect(galleryDesignFor('constructor')).toBeUndefined();
  });

  it('strip alignment defaults to middle and lightbox theme to dark', () => {
    expect(stripAlignmentOrDefault('end')).toBe('end');
    expect(stripAlignmentOrDefault('center')).toBe('middle');
    expect(lightboxThemeOrDefault('light')).toBe('light');
    expect(lightboxThemeOrDefault('sepia')).toBe('dark');
  });
});

describe('media names (spec §3 Images, Video embed)', () => {
  it('video mode: fit, fill or none; null and unknown are none', () => {
    expect(videoModeOrDefault('fit')).toBe('fit');
    expect(videoModeOrDefault(null)).toBe('none');
    expect(videoModeOrDefault('cover')).toBe('none');
  });

  it('only Vimeo and YouTube are supported providers', () => {
    expect(isSupportedVideoProvider('YouTube')).toBe(true);
    expect(isSupportedVideoProvider('vimeo')).toBe(true);
    expect(isSupportedVideoProvider('Dailymotion')).toBe(false);
  });

  it('lists the 20 image data attributes', () => {
    expect(IMAGE_DATA_ATTRIBUTES).toHaveLength(20);
    expect(IMAGE_DATA_ATTRIBUTES).toContain('data-image-focal-point');
  });
});

describe('small name lists (spec §3 Enumerations)', () => {
  it('nine grid positions from top-left to bottom-right', () => {
    expect(GRID_POSITIONS).toHaveLength(9);
    expect(GRID_POSITIONS[0]).toBe('top-left');
    expect(GRID_POSITIONS[8]).toBe('bottom-right');
    expect(isGridPosition('center')).toBe(true);
    expect(isGridPosition('middle')).toBe(false);
  });

  it('survey cohorts A to E and the seven tweak events', () => {
    expect(SURVEY_COHORTS).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(Object.keys(TWEAK_EVENTS)).toHaveLength(7);
  });
});
