/**
 * The designs of spec §4 "Layouts", by name. A gallery's first mount needs
 * one file after the loader: the build makes one per design
 * (`gallery-{design}.js`, rollup.config.mjs BUNDLES), each holding the whole
 * engine, its design and the thumbnail strip's, and leaving the other
 * designs' modules out (empty in that file). The loader picks the file by
 * the same reading of the block's design as ./settings.ts.
 */
import * as autocolumns from './designs/autocolumns';
import * as autogrid from './designs/autogrid';
import * as autorows from './designs/autorows';
import * as base from './designs/base';
import * as carousel from './designs/carousel';
import * as grid from './designs/grid';
import * as list from './designs/list';
import * as stack from './designs/stack';
import * as stacked from './designs/stacked';
import * as strip from './designs/strip';
import * as wall from './designs/wall';
import type { DesignModule, DesignName } from './types';

const DESIGNS: Record<DesignName, DesignModule> = {
  base,
  stacked,
  strip,
  grid,
  autogrid,
  autocolumns,
  autorows,
  carousel,
  list,
  wall,
  stack,
};

/** The module of design `name`; throws if this file was built without it. */
export function designModule(name: DesignName): DesignModule {
  const module = DESIGNS[name];
  if (typeof module?.create !== 'function') throw new Error(`The gallery design "${name}" is not in this file`);
  return module;
}
