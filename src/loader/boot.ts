import { builtinBlocks } from './catalogue/blocks';
import { builtinFeatures } from './catalogue/features';
import type { FeatureModule } from '../core/types';
import { importChunk, loaderUrl } from './chunks';
import { LOG_PREFIX } from '../core/log';
import { createRuntime, type SiteRuntime } from './runtime';
import type { BlockModule } from '../core/types';

/** The name of the global object (see README "The global API"). */
export const GLOBAL_NAME = 'SiteRuntime';

declare global {
  interface Window {
    SiteRuntime?: SiteRuntime;
  }
}

/**
 * Start the runtime once per page: build it with the built-in block table
 * (`chunkHashes` maps each entry name to the hash of its chunk file,
 * `chunks/{name}-{hash}.js` relative to the loader), expose
 * it as `window.SiteRuntime`, and init when the document is parsed.
 */
export function boot(win: Window, doc: Document, chunkHashes: Record<string, string>, version: string): void {
  // spec §8 "Console-only": a second copy of the loader must not mount blocks twice.
  if (win[GLOBAL_NAME]) {
    console.warn(`${LOG_PREFIX} Detected second run`);
    return;
  }
  const base = loaderUrl(doc);
  const chunk = (name: string) => importChunk<never>(`chunks/${name}-${chunkHashes[name]}.js`, base);
  const runtime = createRuntime({
    doc,
    version,
    descriptors: builtinBlocks.map((block) => ({
      ...block,
      load: (): Promise<BlockModule> => chunk(block.name),
    })),
    features: builtinFeatures.map((feature) => ({
      ...feature,
      load: (): Promise<FeatureModule> => chunk(feature.name),
    })),
    services: () => chunk('services'),
  });
  win[GLOBAL_NAME] = runtime;
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', () => runtime.init(), { once: true });
  else runtime.init();
}
