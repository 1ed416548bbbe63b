/**
 * The designs of spec §4 "Layouts", by name. Every design is in the gallery's
 * own chunk (rollup.config.mjs GALLERY_KIT): a page's first gallery needs one
 * file after the loader whatever its design, and a page with two designs
 * needs no second one. A chunk per design cost more import()s and a round for
 * its shared helpers than the 3 KB gzip the other designs add.
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

/** The module of design `name`. */
export function designModule(name: DesignName): DesignModule {
  return DESIGNS[name];
}
