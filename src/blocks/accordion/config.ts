/**
 * The accordion's settings, read from the block's `data-block-json`.
 *
 * Readings chosen where the spec is silent (spec §4 Accordion names the
 * settings, not their encoding):
 * - booleans arrive as JSON booleans or as the strings "true"/"false" (the
 *   config may come from an attribute editor); case and spaces are ignored;
 * - any other value (missing, null, numbers, "yes", …) means the default;
 * - `iconStyle` is matched the same forgiving way; anything but "arrow"
 *   means "plus", the builder's default icon.
 */

/** Which icon the header shows when the server markup did not render one. */
export type AccordionIconStyle = 'plus' | 'arrow';

/** The normalised accordion settings. */
export interface AccordionConfig {
  /** Opening an item leaves the others open. Default false: one open at a time. */
  readonly allowMultipleOpen: boolean;
  /** The first item starts open. Default false: all start closed. */
  readonly initialOpen: boolean;
  /** Default `plus`. */
  readonly iconStyle: AccordionIconStyle;
}

function readBoolean(value: unknown, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return fallback;
  const text = value.trim().toLowerCase();
  if (text === 'true') return true;
  if (text === 'false') return false;
  return fallback;
}

function readIconStyle(value: unknown): AccordionIconStyle {
  return typeof value === 'string' && value.trim().toLowerCase() === 'arrow' ? 'arrow' : 'plus';
}

/** Turns the raw block config into settings with defaults; never throws. */
export function normalizeConfig(raw: Record<string, unknown> | null | undefined): AccordionConfig {
  const config = raw ?? {};
  return {
    allowMultipleOpen: readBoolean(config.allowMultipleOpen, false),
    initialOpen: readBoolean(config.initialOpen, false),
    iconStyle: readIconStyle(config.iconStyle),
  };
}
