/**
 * Loads one image element (spec §3 "Images", §4 "Images", §8 Image messages,
 * §9 "Image"): reserves its space, places it in its box, waits for the box to
 * have a width, picks the host width for the box and the screen, and sets
 * `srcset`, `sizes` and `src` through the page's image queue.
 *
 * The rarely used features are chunks of their own, fetched the first time an
 * image asks for one: `data-shape-mask` (shape.ts), `data-use-bg-image` and
 * `data-use-advanced-positioning` (position.ts). They restyle an image that
 * already occupies its box, after the common styles, so nothing moves; a
 * chunk that fails is reported and leaves the image as the common path drew it.
 *
 * Written for size (everything here is downloaded by every page with images):
 * one closure per load, whose locals the minifier shortens (it keeps property
 * names and the parameters modules pass each other). `whenNear` lives here too,
 * so the image block needs one chunk, and the gallery one copy (rollup.config.mjs BUNDLES).
 */
import { IMAGE_LOADING } from '../../core/enums/media';
import { guard } from '../../core/guard';
import { BAD_SOURCE, consoleReport, FEATURE_FAILED, NO_PARENT, NOT_AN_IMAGE, type ImageReport } from './errors';
import { fitModeOf } from './fit-mode';
import { imageQueueFor } from './queue';
import { percent, type Box, type ImageFitOptions, type ImageSettings } from './settings';
import { restoreStyles, setStyles } from './styles';
import { imageSrcset, parseDimensions, parseFocalPoint, sizeFormat, sizesOf } from './url';
import { candidates, drawnWidth, pickWidth, servedWidth, targetWidth } from './width';

export interface ImageLoadOptions extends ImageFitOptions {
  /** Load even when `data-load="false"` (the gallery decides itself when). */
  force?: boolean;
  /** Start a new load even while the `loading` marker is present (spec §4 "Images"). */
  concurrent?: boolean;
  /** Where the §8 messages go; by default console.error with the runtime's prefix. */
  report?: ImageReport;
  /** Aborting cancels what this load still has to do (host wait, queue place, listeners) and drops the marker. */
  signal?: AbortSignal;
}

/** The marker of spec §4 "Images". */
const LOADING = 'loading';
/** The host width last loaded (`1000w`): a later load only ever asks for more. */
const RESOLUTION = 'data-image-resolution';

/**
 * Give `img` its `srcset`, `sizes` and `src` from `data-src` and the data
 * attributes of spec §3 "Images". Returns false when it does not load: a §8
 * error (reported), `data-load="false"` without `force`, a load already
 * under way (the `loading` marker) without `concurrent`, or nothing to load
 * (a `src` the server wrote without a `data-src`: that picture stays). Never throws.
 *
 * A `src` the server wrote with the `data-src` (and no `srcset`) is kept when
 * it is this image at a width that serves the box (width.ts `servedWidth`):
 * no `srcset` is added, so the browser fetches nothing more. A narrower one
 * is replaced by the width the box needs.
 *
 * Called again on a loaded image it re-places it in its box, and loads a
 * wider host width only with `data-force-image-update="true"` and only when
 * the box needs more than it has: an image is never downgraded.
 */
export function loadImage(img: HTMLImageElement, options: ImageLoadOptions = {}): boolean {
  const { signal, report = consoleReport } = options;
  // One try for every step; `why` is the §8 message a failure at this step
  // means (a null `img`, an unparsable source throw on their own).
  let why = NOT_AN_IMAGE;
  try {
    if (img.nodeName !== 'IMG') throw Error(why);
    why = BAD_SOURCE;
    const data = img.dataset;
    const src = data.src;
    // The server's own picture, with nothing to choose from: it stays, as it is.
    if (!src?.trim() && img.getAttribute('src')?.trim()) return false;
    if (!src?.trim()) throw Error(why);
    new URL(src, img.baseURI);
    why = NO_PARENT;
    const parent = img.parentElement;
    if (!parent) throw Error(why);
    why = 'image load failed';
    if (
      (!options.force && data.load === 'false') ||
      signal?.aborted ||
      (img.classList.contains(LOADING) && !options.concurrent)
    )
      return false;

    const flag = (name: string) => data[name] === 'true';
    const shape = data.shapeMask;
    const bg = flag('useBgImage');
    const mode = `${'mode' in options ? options.mode : fitModeOf(img)}`; // null and undefined match no mode
    // A mask crops to its shape; a background covers unless told to fit.
    const fit =
      shape || /^(fill|cover)$/.test(mode) ? 'cover' : /^(fit|contain)$/.test(mode) ? 'contain' : bg ? 'cover' : '';
    // The builder's 7.1 content-fit image says it as `data-stretch="false"`.
    const stretch = options.stretch ?? data.stretch !== 'false';
    const format = sizeFormat(data.sizeFormat);
    const { width: w, height: h } = parseDimensions(data.imageDimensions);
    const fp = options.focalPoint || parseFocalPoint(data.imageFocalPoint);
    // None given: centred, the builder's default (it writes no alignment on most content-fit images).
    const align = options.alignment || data.alignment || parent.dataset.alignment || '';
    const at = (start: string, end: string) => (align.includes(start) ? 0 : align.includes(end) ? 100 : 50);
    const pos =
      fit === 'contain' ? `${at('left', 'right')}% ${at('top', 'bottom')}%` : `${percent(fp[0])} ${percent(fp[1])}`;
    const adv = flag('useAdvancedPositioning');
    const s: ImageSettings = { fit, pos, fp, w, h, shape, bg, adv };
    const loaded = parseInt(img.getAttribute(RESOLUTION)!) || 0;
    const served =
      loaded || img.hasAttribute('srcset') ? 0 : servedWidth(img.getAttribute('src'), src, format, w, img.baseURI);

    // Reserve the space now: a fit mode fills the parent (a shape's box comes
    // with its chunk; the theme reserves it meanwhile); an image with neither
    // and no width/height attributes gets its ratio. Later loads only refine.
    setStyles(
      img,
      fit
        ? {
            'object-fit': fit === 'contain' && !stretch ? 'scale-down' : fit,
            'object-position': pos,
            ...(shape ? {} : { width: '100%', height: '100%' }),
          }
        : w && h && !img.hasAttribute('width') && !img.hasAttribute('height')
          ? { 'aspect-ratio': `${w} / ${h}` }
          : {},
    );

    const win = img.ownerDocument.defaultView as Window & typeof globalThis;
    // What runs later (the load events, the timers, the queue's start) is guarded, named for the
    // image's block: what it throws reaches the funnel with its stack (src/core/guard.ts).
    const later = <A extends unknown[]>(callback: (...args: A) => unknown) => guard(callback, img);
    // Everything pending (the host wait, the queue place, listeners) goes when
    // `pending` aborts: once the load settles, or `signal` aborts.
    const pending = new win.AbortController();
    const stop = () => pending.abort();
    const ready = () => parent.getBoundingClientRect().width > 0;
    let box: Box;
    /** Apply the feature chunks; resolves once they have applied (or failed, reported). */
    const features = (url?: string) =>
      Promise.all([shape && import('./shape'), (bg || adv) && import('./position')])
        .then((chunks) => signal?.aborted || chunks.forEach((chunk) => chunk && chunk.place(img, parent, s, box, url)))
        .catch((error) => report(error, FEATURE_FAILED));
    const hasFeatures = shape || bg || adv;

    /** Set the attributes that make the browser fetch `url` (unless it is the server's, `kept`), and settle on load or error. */
    const fetch = (url: string, width: number, sizes: number, kept: boolean) => {
      const settle = (ok: boolean) => {
        stop();
        img.classList.remove(LOADING);
        if (!ok) return;
        img.setAttribute(RESOLUTION, `${width}w`);
        // `loaded` once the features have drawn it too (a background needs the URL).
        const mark = () => img.classList.add('loaded');
        if (hasFeatures) void features(url).then(mark);
        else mark();
      };
      const onEvent = later((event: Event) => settle(event.type === 'load'));
      // `pending` as the options: its `signal` removes the listeners.
      img.addEventListener('load', onEvent, pending);
      img.addEventListener('error', onEvent, pending);
      // A new sizes/src may select the very image already shown: no event comes then.
      win.setTimeout(later(() => !pending.signal.aborted && img.complete && settle(img.naturalWidth > 0)));
      if (kept) return;
      if (!img.hasAttribute('decoding')) img.setAttribute('decoding', 'async');
      // A background is drawn from `src` alone: a srcset could make the browser fetch another width too.
      if (!bg) {
        img.sizes = sizesOf(sizes);
        // A srcset already there stays: the server wrote it for an image above the
        // fold, or the loader did, the same as ours (README "First images").
        if (!img.hasAttribute('srcset')) img.srcset = data.srcset || imageSrcset(src, format, w);
      }
      img.src = url;
    };

    /** Measure, choose the width; queue the download unless what is loaded already covers it. */
    const place = () => {
      const own = img.getBoundingClientRect();
      const measured = own.width ? own : parent.getBoundingClientRect();
      // A box that never got a width (hidden) draws the picture at its own width.
      box = measured.width ? measured : { width: w || 1000, height: 0 };
      if (hasFeatures) void features();
      const [target, sizes] = targetWidth(img, drawnWidth(s, box), win);
      const [width, url] = pickWidth(
        target,
        candidates(data.srcset || img.getAttribute('srcset') || '', src, format, w),
      );
      if (loaded && (!flag('forceImageUpdate') || width <= loaded)) return stop();
      img.classList.add(LOADING);
      const kept = !!served && served >= target;
      pending.signal.addEventListener(
        'abort',
        imageQueueFor(win)(
          later(() => (kept ? fetch(img.getAttribute('src')!, served, sizes, true) : fetch(url, width, sizes, false))),
        ),
      );
    };

    signal?.addEventListener('abort', () => (stop(), img.classList.remove(LOADING)), pending);
    // A loaded image whose box has gone (hidden) keeps what it has.
    if (loaded && !ready()) {
      stop();
      return true;
    }
    if (!loaded) img.classList.add(LOADING);
    // spec §9 "Image": host wait, up to 100 retries at 10 ms.
    let tries = 0;
    const wait = (): unknown =>
      pending.signal.aborted ||
      (ready() || tries++ >= IMAGE_LOADING.hostWaitRetries
        ? place()
        : win.setTimeout(waitLater, IMAGE_LOADING.hostWaitIntervalMs));
    const waitLater = later(wait);
    wait();
    return true;
  } catch (error) {
    report(error, why);
    return false;
  }
}

/**
 * Undo what loads of `img` added, except the image itself: inline styles on
 * the image and its parent go back to the server's, the `loading` marker goes.
 * `src`, `srcset`, `sizes`, `decoding`, `loaded` and `data-image-resolution`
 * stay: removing them would blank an image the visitor already sees.
 * Pending loads are cancelled through their `signal`, not here.
 */
export function resetImage(img: HTMLImageElement): void {
  restoreStyles(img);
  if (img.parentElement) restoreStyles(img.parentElement);
  img.classList.remove(LOADING);
}

/** Per window: the page's observer, and each waiting callback with its element. */
type Near = [observer: IntersectionObserver, waiting: Map<() => void, Element>];

// One observer per window for every lazy image on the page (a shared chunk is
// one module instance; the gallery's own copy has one for its designs). It
// disconnects and is forgotten as soon as it watches nothing, so nothing here
// outlives its elements.
const observers = new WeakMap<Window, Near>();

/**
 * Call `near` once when `element` comes within 200 px of the viewport (spec
 * §4 "Images", §9 "Image"; at once without IntersectionObserver). Returns the
 * cancel function.
 */
export function whenNear(element: Element, near: () => void, win: Window & typeof globalThis = window): () => void {
  if (!win.IntersectionObserver) {
    near();
    return () => {};
  }
  let entry = observers.get(win);
  if (!entry) {
    const waiting = new Map<() => void, Element>();
    const observer = new win.IntersectionObserver(
      (entries) =>
        entries.forEach(
          ({ isIntersecting, target }) =>
            isIntersecting && waiting.forEach((at, callback) => at === target && callback()),
        ),
      { rootMargin: IMAGE_LOADING.lazyMargin },
    );
    observers.set(win, (entry = [observer, waiting]));
  }
  const [observer, waiting] = entry;
  const cancel = () => {
    if (!waiting.delete(callback)) return;
    if (![...waiting.values()].includes(element)) observer.unobserve(element);
    if (waiting.size) return;
    observer.disconnect();
    observers.delete(win);
  };
  // A wrapper of our own, so the same `near` given twice is two calls; guarded, named for the element's
  // block, so one that throws neither stops the others of this observer callback nor loses its stack.
  const callback = guard(() => (cancel(), near()), element);
  waiting.set(callback, element);
  observer.observe(element); // a second observe of one element is a no-op
  return cancel;
}
