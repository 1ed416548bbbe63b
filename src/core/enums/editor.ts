/**
 * Small name lists of spec §3 "Enumerations": the nine grid positions, survey
 * cohorts and tweak events. The spec names them in words; these are their
 * written forms (kebab-case positions, camelCase events).
 */

/** The nine grid positions, top-left to bottom-right, row by row. */
export const GRID_POSITIONS = [
  'top-left',
  'top-center',
  'top-right',
  'center-left',
  'center',
  'center-right',
  'bottom-left',
  'bottom-center',
  'bottom-right',
] as const;

/** One grid position. */
export type GridPosition = (typeof GRID_POSITIONS)[number];

/** True for one of the nine grid positions. */
export function isGridPosition(value: unknown): value is GridPosition {
  return (GRID_POSITIONS as readonly unknown[]).includes(value);
}

/** Survey cohorts A to E. */
export const SURVEY_COHORTS = ['A', 'B', 'C', 'D', 'E'] as const;

/** Tweak (style editor) events. */
export const TWEAK_EVENTS = {
  CHANGE: 'change',
  CLOSE: 'close',
  SAVE: 'save',
  RESET: 'reset',
  AFTER_SHOW: 'afterShow',
  AFTER_CLOSE: 'afterClose',
  BEFORE_OPEN: 'beforeOpen',
} as const;

/** Popup overlay styles (spec §3 "Popup overlay"); unknown reads as `'none'`. */
export const POPUP_OVERLAY_STYLES = ['none', 'light', 'dark'] as const;

/** The popup overlay's `displayFrequency` meaning "never show again" (spec §3). */
export const POPUP_NEVER_AGAIN = -1;
