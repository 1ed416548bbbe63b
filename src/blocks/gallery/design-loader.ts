/**
 * One chunk per design (spec §4 "Layouts"): a static map of dynamic imports,
 * so the bundler gives each design its own file and a page fetches only the
 * designs its galleries use.
 */
import type { DesignModule, DesignName } from './types';

const DESIGNS: Record<DesignName, () => Promise<DesignModule>> = {
  base: () => import('./designs/base'),
  stacked: () => import('./designs/stacked'),
  strip: () => import('./designs/strip'),
  grid: () => import('./designs/grid'),
  autogrid: () => import('./designs/autogrid'),
  autocolumns: () => import('./designs/autocolumns'),
  autorows: () => import('./designs/autorows'),
  carousel: () => import('./designs/carousel'),
  list: () => import('./designs/list'),
  wall: () => import('./designs/wall'),
  stack: () => import('./designs/stack'),
};

/** Fetches a design's chunk; a failed fetch rejects and the block fails (spec §8: the design is not loaded). */
export function loadDesign(name: DesignName): Promise<DesignModule> {
  return DESIGNS[name]();
}
