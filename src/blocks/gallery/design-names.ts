/**
 * The block design → gallery design mapping of spec §4 "Layouts".
 */
import type { DesignName } from './types';

/** Block designs that are also design names. */
const SAME = /^(base|strip|grid|autogrid|autocolumns|autorows|carousel|list)$/;

/**
 * Block designs that render as base: none, the builder's plain list
 * ('stacked'), and its other layout names (spec §3 "Gallery and summary
 * layouts"), which a template may carry and which the server laid out.
 */
const BASE = /^(|stacked|stack|wall|bar|line|pie|chart|inline|poster|card|overlap|collage|reservation|events)$/;

/**
 * The design for a block design name (trimmed, any case). Missing → base;
 * any other unknown name throws, so only that block fails (spec §5).
 */
export function designFor(blockDesign: string): DesignName {
  const key = blockDesign.trim().toLowerCase();
  const design = SAME.test(key) ? key : BASE.test(key) ? 'base' : key === 'slider' ? 'strip' : key === 'slideshow' ? 'stacked' : '';
  if (design) return design as DesignName;
  throw new Error(`No gallery design found by that name: ${blockDesign}`);
}
