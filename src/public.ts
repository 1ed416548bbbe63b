/**
 * The types a theme author's script uses, shipped as dist/site-runtime.d.ts
 * (built by rollup.dts.mjs): the global `window.SiteRuntime`, the block module
 * contract (`mount(root, context)`), the descriptor `register` takes, and the
 * services `SiteRuntime.services()` answers. Types only: nothing here is bundled.
 */
import type { SiteRuntime } from './loader/api';

export type { LifecycleState, SiteRuntime } from './loader/api';
export type {
  BlockContext,
  BlockDescriptor,
  BlockModule,
  BlockModuleLike,
  BlockState,
  LoadStrategy,
  PageContext,
  Unmount,
} from './core/types';
export type { ErrorDetail, ErrorListener } from './core/log';
export type { Services } from './services';

declare global {
  interface Window {
    /** The runtime (README "The global API"), there once dist/loader.js has run. */
    SiteRuntime?: SiteRuntime;
  }
}
