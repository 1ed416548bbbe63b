// The bench's in-page probe, injected into both pages with playwright's
// addInitScript (which runs before any page script and outside the page's
// CSP). It defines "gallery ready" the same way for both galleries, times the
// lightbox and notes what the bench needs to place each side's "script
// start". Self-contained: playwright serialises the function's source.
//
// Nothing of playwright's runs in the page while it is measured: the bench
// awaits `whenReady` and `whenLightbox` with one CDP Runtime.evaluate each
// (bench/run-page.mjs), not with playwright's waitForFunction, whose injected
// script costs 100 to 150 ms of compile at 4× CPU.

/**
 * What the probe leaves on `window.__bench`.
 * @typedef {object} ProbeState
 * @property {[number, number][]} longTasks [startTime, duration] of every long task
 * @property {number} interactive when the gallery became interactive (ms since navigation start), 0 until then
 * @property {number} ready when it was interactive AND its current slide's image had loaded; 0 until then
 * @property {number} click the first trusted click's time, 0 until then
 * @property {number} lightbox when the lightbox's first full image had loaded, 0 until then
 * @property {number} firstImage when the first slide's image was requested (its resource entry's startTime), 0 until then
 * @property {Record<string, { parsedAt: number, type: string, async: boolean, defer: boolean }>} scripts
 *   each `<script src>` by URL path: when the probe saw it inserted, and what decides when it may run
 * @property {Record<string, number>} scriptRuns URL path → when the browser began running it, where a
 *   long animation frame recorded it (only frames over 50 ms are recorded: a cross-check, not a metric)
 * @property {[number, number][]} ownScripts [startTime, duration] of every run of a page script file
 *   (a `.js` URL: the side's own code, never the probe's) that a long animation frame recorded
 * @property {Promise<number>} whenReady resolves with `ready`
 * @property {Promise<number>} whenLightbox resolves with `lightbox`
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
  /** @type {(value: number) => void} */
  let resolveReady = () => {};
  /** @type {(value: number) => void} */
  let resolveLightbox = () => {};
  /** @type {ProbeState} */
  const state = {
    longTasks: [],
    interactive: 0,
    ready: 0,
    click: 0,
    lightbox: 0,
    firstImage: 0,
    scripts: {},
    scriptRuns: {},
    ownScripts: [],
    whenReady: new Promise((resolve) => (resolveReady = resolve)),
    whenLightbox: new Promise((resolve) => (resolveLightbox = resolve)),
  };
  Object.defineProperty(window, '__bench', { value: state });
  const observe = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    } catch {
      // An entry type this browser lacks: its figure reads n/a; Chromium has them all.
    }
  };
  observe('longtask', (entry) => state.longTasks.push([entry.startTime, entry.duration]));
  observe('resource', (entry) => {
    if (firstImage && entry.name.includes(firstImage) && (!state.firstImage || entry.startTime < state.firstImage))
      state.firstImage = entry.startTime;
  });
  observe('long-animation-frame', (/** @type {any} */ frame) => {
    for (const script of frame.scripts || []) {
      if (script.invokerType !== 'classic-script' && script.invokerType !== 'module-script') continue;
      const path = pathOf(script.sourceURL);
      if (path && !(path in state.scriptRuns)) state.scriptRuns[path] = script.startTime;
    }
    for (const script of frame.scripts || [])
      if (/\.js$/.test(pathOf(script.sourceURL || ''))) state.ownScripts.push([script.startTime, script.duration]);
  });

  function pathOf(/** @type {string} */ url) {
    try {
      return new URL(url, location.href).pathname;
    } catch {
      return '';
    }
  }
  /**
   * A script element with a src: when it was seen (for a parser-blocking
   * script that is before it runs: the parser performs a microtask checkpoint,
   * which delivers this observer's records, before it runs one) and its kind.
   */
  const noteScript = (/** @type {Node} */ node) => {
    if (!(node instanceof HTMLScriptElement) || !node.src) return;
    const path = pathOf(node.src);
    if (path in state.scripts) return;
    const type = node.type === 'module' ? 'module' : 'classic';
    state.scripts[path] = { parsedAt: performance.now(), type, async: node.async, defer: node.defer };
  };

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
      resolveReady(state.ready);
    }
    if (state.click && !state.lightbox && [...document.querySelectorAll(lightboxImages)].some(loaded)) {
      state.lightbox = performance.mark('lightbox-image').startTime;
      resolveLightbox(state.lightbox);
    }
  };
  new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach(noteScript);
    check();
  }).observe(document, {
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
