/**
 * The accordion's settings, read from the block's `data-block-json` through
 * the blocks' one settings reader (src/shared/block-settings.ts): booleans as JSON
 * booleans or the text "true"/"false" in any case; any other value means the
 * default. `iconStyle`
 * is matched the same forgiving way; anything but "arrow" means "plus", the
 * builder's default icon.
 */
import { readBlockSettings } from '../../shared/block-settings';

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

const ICON_STYLES: readonly AccordionIconStyle[] = ['plus', 'arrow'];

/** Turns the raw block config into settings with defaults; never throws. */
export function normalizeConfig(raw: Record<string, unknown> | null | undefined): AccordionConfig {
  const settings = readBlockSettings(raw);
  return {
    allowMultipleOpen: settings.boolean('allowMultipleOpen', false),
    initialOpen: settings.boolean('initialOpen', false),
    iconStyle: settings.oneOf('iconStyle', ICON_STYLES, 'plus'),
  };
}
