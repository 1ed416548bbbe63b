/**
 * The block design → gallery design mapping of spec §4 "Layouts": the table
 * is the enumerations' (src/core/enums/gallery.ts); here an unknown name fails
 * this block with the spec's message.
 */
import { galleryDesignFor } from '../../core/enums/gallery-designs';
import type { DesignName } from './types';

/** The design for a block design name (trimmed, any case); an unknown name throws (spec §5). */
export function designFor(blockDesign: string): DesignName {
  const design = galleryDesignFor(blockDesign);
  if (design) return design;
  throw new Error(`No gallery design found by that name: ${blockDesign}`);
}
