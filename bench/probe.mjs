// The bench's in-page probe, injected into both pages with playwright's
// addInitScript (which runs before any page script and outside the page's
// CSP). It defines "gallery ready" the same way for both galleries and times
// the lightbox. Self-contained: playwright serialises the function's source.

/**
 * What the probe leaves on `window.__bench`.
 * @typedef {object} ProbeState
 * @property {[number, number][]} longTasks [startTime, duration] of every long task
 * @property {number} interactive when the gallery became interactive (ms since navigation start), 0 until then
 * @property {number} ready when it was interactive AND its current slide's image had loaded; 0 until then
 * @property {number} click the first trusted click's time, 0 until then
 * @property {number} lightbox when the lightbox's first full image had loaded, 0 until then
 * @property {number} firstImage when the first slide's image was requested (its resource entry's startTime), 0 until then
 */

/**
 * Installs the probe. `firstImage`: the path of the first slide's image
 * (without the width), whose request time is recorded. "Ready" (bench/README.md): the gallery is interactive
 * (ours: its block root carries data-block-state="ready"; the peers: Swiper
 * has run init and afterInit, which is when it adds `swiper-initialized`)
 * and the current slide's image has loaded (naturalWidth > 0). Both are
 * watched with one MutationObserver and a capturing `load` listener, and
 * marked with performance.mark('gallery-ready').
 * @param {{ kind: 'ours' | 'peers', firstImage?: string }} options
 */
export function probe({ kind, firstImage = '' }) {
  /** @type {ProbeState} */
  const state = { longTasks: [], interactive: 0, ready: 0, click: 0, lightbox: 0, firstImage: 0 };
  Object.defineProperty(window, '__bench', { value: state });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No Long Tasks API: the bench reports 0 and says nothing; Chromium has it.
  }
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (firstImage && entry.name.includes(firstImage) && (!state.firstImage || entry.startTime < state.firstImage))
          state.firstImage = entry.startTime;
      }
    }).observe({ type: 'resource', buffered: true });
  } catch {
    // No Resource Timing: the row reads n/a.
  }
  const ours = kind === 'ours';
  const isInteractive = ours
    ? () => document.querySelector('.gallery-block')?.getAttribute('data-block-state') === 'ready'
    : () => !!(/** @type {any} */ (document.querySelector('.swiper'))?.swiper?.initialized);
  const currentImage = ours
    ? () =>
        document.querySelector('.gallery-block .sqs-active-slide img.thumb-image') ||
        document.querySelector('.gallery-block .slide img.thumb-image')
    : () => document.querySelector('.swiper-slide-active img') || document.querySelector('.swiper-slide img');
  // The lightbox's full image, not a placeholder made from the thumbnail.
  const lightboxImages = ours ? '[role=dialog] img' : '.pswp img.pswp__img:not(.pswp__img--placeholder)';
  const loaded = (/** @type {Element | null} */ img) =>
    !!img && /** @type {HTMLImageElement} */ (img).complete && /** @type {HTMLImageElement} */ (img).naturalWidth > 0;

  const check = () => {
    const now = performance.now();
    if (!state.interactive && isInteractive()) state.interactive = now;
    if (state.interactive && !state.ready && loaded(currentImage())) {
      state.ready = performance.mark('gallery-ready').startTime;
    }
    if (state.click && !state.lightbox && [...document.querySelectorAll(lightboxImages)].some(loaded)) {
      state.lightbox = performance.mark('lightbox-image').startTime;
    }
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['class', 'data-block-state', 'src', 'srcset'],
  });
  document.addEventListener('load', check, true);
  document.addEventListener(
    'click',
    (event) => {
      // Event.timeStamp is on the same clock as performance.now() (ms since the time origin).
      if (event.isTrusted && !state.click) state.click = event.timeStamp;
    },
    true,
  );
}
