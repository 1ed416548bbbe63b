/**
 * What `dist/loader.js` does first (./kernel.ts says how the work is
 * divided). It finds each block's roots from the catalogue and starts the
 * ones the first paint needs, those that load at once and those already in
 * or near the viewport: each one's chunk, every chunk it imports and the
 * design its configuration names, all requested in one round, and its first
 * images. Then it hands over to the runtime (./runtime/), in the same file
 * and the next task: no second round trip before a block can mount.
 *
 * Written for size: every page downloads this file.
 */
import { LOG_PREFIX } from '../core/log';
import type { BlockModule } from '../core/types';
import { GLOBAL_NAME, type SiteRuntime } from './api';
import type { EncodedCatalogue, SetMember } from './catalogue/encoded';
import { pageLocale, wordTableOf } from '../core/message-format/page-locale';
import { importChunk, loaderUrl, nativeImport } from './chunks';
import { startImages } from './first-images';
import { layOutGrid } from './gallery-cells';
import { blockDesignName } from '../shared/gallery-layout';
import type { Kernel, Row, Started } from './kernel';
import { isNear, LOAD_ON, selectorOf } from './roots';
import { start } from './runtime';
import { parseContextElement } from './runtime/context';

export function boot(
  win: Window & typeof globalThis,
  doc: Document,
  catalogue: EncodedCatalogue,
  version: string,
  importer = nativeImport,
): void {
  // spec §8 "Console-only": a second copy of the loader must not mount blocks twice.
  if (win[GLOBAL_NAME]) return console.warn(`${LOG_PREFIX} Detected second run`);
  const base = loaderUrl(doc);
  const modules: Record<string, Promise<unknown>> = {};
  const url = (name: SetMember) => new URL(`chunks/${catalogue.v}/${name}.js`, base).href;
  const load: Kernel['load'] = (name, chunks = []) => {
    // Forgotten on failure, so a root added later (the network may be back) tries again.
    const entry = (modules[name] ||= importChunk(url(name), importer).catch((error) => {
      delete modules[name];
      throw error;
    }));
    // Then the chunks it will import, in the order it needs them, asked for now: the browser's
    // module map fetches each once and shares it with the imports that follow (a failure is the
    // entry's to report). The entry goes first: over HTTP/1.1 a host serves six requests at a
    // time, and the entry is what starts the block.
    for (const chunk of chunks) importer(url(chunk)).catch(() => {});
    return entry as never;
  };
  const set = (index?: number | null) => (index == null ? [] : catalogue.d[index]);

  const rows = catalogue.b.map(
    ([name, [selector, ...types], strategy, chunks, images, designs, entry, contains]): Row => ({
      name,
      images,
      selector: selectorOf(name, selector, types),
      strategy,
      // A gallery's file is its design's bundle; any other name falls back.
      load: (config, root) =>
        load(designs ? (designs[0][blockDesignName(root, config)] ?? designs[1]) : entry || name, [
          ...set(chunks),
          ...(contains || []).flatMap(([selector, files]) => (root.querySelector(selector) ? set(files) : [])),
        ]),
    }),
  );

  const calls: Kernel['calls'] = [];
  const api = { version } as Record<string, unknown>;
  for (const name of ['init', 'destroy', 'ready', 'onDestroy', 'register', 'onError', 'services'] as const)
    api[name] = (...args: unknown[]) => {
      const call: Kernel['calls'][number] = [name, args];
      calls.push(call);
      // services() answers a promise, settled once the runtime has taken the call; the others an undo.
      return name === 'services'
        ? new Promise((resolve) => (call[2] = resolve as () => void))
        : () => (call[2] ? call[2]() : (call[1] = null));
    };
  win[GLOBAL_NAME] = api as unknown as SiteRuntime;

  const started = new Map<Element, Started>();
  /**
   * Start the roots that load at once or are near the viewport, and their
   * first images. Every box is read before anything is written, so the page
   * is laid out once, here, not again by each root: that layout is the first
   * paint's anyway. (Waiting for the next frame instead was slower: while a
   * page loads the browser runs its frames late, after the runtime's arrival.)
   */
  const parsed = () => {
    // Issue 27: a page not in English gets its words table in this round, first: the runtime waits
    // for it before mounting (src/loader/runtime/words.ts), and behind a form's dozen chunks on
    // HTTP/1.1's six connections it would come last. English asks for nothing.
    const context = parseContextElement(doc);
    const words = wordTableOf(pageLocale(context.raw, doc));
    if (words) load(`words-${words}`).catch(() => {});
    const roots: [Row, Element, Record<string, unknown>][] = [];
    for (const row of rows)
      doc.querySelectorAll(row.selector).forEach((root) => {
        const json = root.getAttribute('data-block-json');
        let config: unknown;
        try {
          config = json?.trim() ? JSON.parse(json) : {};
        } catch {
          // Malformed: the runtime reports it and fails this root only; no code is fetched for it.
        }
        if (config && typeof config === 'object' && !Array.isArray(config))
          roots.push([row, root, config as Record<string, unknown>]);
      });
    // Grid galleries get their cells first (./gallery-cells.ts), so every box read below is already final.
    for (const [row, root, config] of roots) if (row.name === 'gallery') layOutGrid(root, config);
    const found = roots.filter(([row, root]) => {
      const strategy = root.getAttribute(LOAD_ON) || row.strategy;
      return strategy === 'eager' || (strategy === 'visible' && isNear(root, win));
    });
    const writes = found.flatMap(([row, root]) => (row.images != null ? startImages(root, row.images, win) : []));
    for (const [row, root, config] of found) {
      root.setAttribute('data-block-state', 'loading');
      const module: Promise<BlockModule> = row.load(config, root);
      // Marked handled: the runtime reports a failed load, through the block's error funnel.
      module.catch(() => {});
      started.set(root, [config, module]);
    }
    writes.forEach((write) => write());
    // The runtime starts in the next task: a theme's scripts that run after loader.js in this one
    // (deferred scripts run back to back) are queued and replayed, so their onError hears what the
    // start reports (a malformed root, a not-found page). The block code is on its way meanwhile.
    setTimeout(start, 0, { win, doc, api: api as unknown as SiteRuntime, calls, rows, started, load, context });
  };
  // (DOMContentLoaded fires once: the listener needs no `once`.)
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', parsed);
  else parsed();
}
