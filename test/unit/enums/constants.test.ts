import * as c from '../../../src/core/enums';
import { LAZY_MARGIN_PX } from '../../../src/loader/first-images';

describe('§9 constants', () => {
  it('timings of the escape manager, scrolling, retries and animations', () => {
    expect(c.ESCAPE_DELAY_MS).toBe(10);
    expect(c.SCROLL_END_TIMEOUT_MS).toBe(300);
    expect(c.RETRY_DELAY_MS).toBe(200);
    expect(c.ANIMATION_DURATION_MS).toBe(300);
    expect(c.SCALE_HIDE_FACTOR).toBe(0.94);
    expect(c.ACCORDION_ANIMATION_MS).toBe(250);
  });

  it('error reporter limits: 20 reports, queue 10, stacks 5000, debounce 1000', () => {
    expect([
      c.ERROR_REPORTER_MAX_REPORTS,
      c.ERROR_REPORTER_QUEUE_SIZE,
      c.ERROR_REPORTER_STACK_LIMIT,
      c.ERROR_REPORTER_DEBOUNCE_MS,
    ]).toEqual([20, 10, 5000, 1000]);
  });

  it('logging, chunk loading and the image queue', () => {
    expect(c.LOG_FLUSH_MS).toBe(30000);
    expect(c.SELECTOR_LABEL_MAX_LENGTH).toBe(20);
    expect(c.CHUNK_LOAD_TIMEOUT_MS).toBe(120000);
    expect(c.IMAGE_QUEUE_CONCURRENCY).toEqual({ default: 16, mobile: 1 });
  });

  it('tooltip, dialog and relative time', () => {
    expect(c.TOOLTIP_DELAY_MS).toBe(1200);
    expect(c.TOOLTIP_WIDTH).toBe(250);
    expect([c.DIALOG_WIDTH, c.DIALOG_PADDING, c.DIALOG_Z_INDEX]).toEqual([350, 20, 30000]);
    expect(c.INFORMATION_DIALOG_AUTO_HIDE_MS).toBe(2000);
    expect(c.RELATIVE_TIME_REFRESH_MS).toBe(5000);
    expect(c.RELATIVE_TIME_THRESHOLD_MS).toBe(60000);
  });

  it('gallery numbers, with seconds converted to ms', () => {
    expect(c.GALLERY_KEYS).toEqual({ PREVIOUS: 37, NEXT: 39 });
    expect(c.CAROUSEL.slidesPerRow).toBe(3);
    expect(c.STACKED.speedMs).toBe(1000);
    expect(c.STRIP.speedMs).toBe(500);
    expect(c.SWIPE.transitionMs).toBe(280);
    expect(c.GALLERY_LIMITS).toEqual({ count: 20, size: 50 });
    expect(c.LIGHTBOX.keyThrottleMs).toBe(200);
  });
});

describe('numbers the loader writes out equal the catalogue’s', () => {
  // dist/loader.js must not carry the catalogue (its byte budget): it keeps its own literal.
  it('the first images’ lazy margin is IMAGE_LOADING.lazyMargin', () => {
    expect(`${LAZY_MARGIN_PX}px`).toBe(c.IMAGE_LOADING.lazyMargin);
  });
});
