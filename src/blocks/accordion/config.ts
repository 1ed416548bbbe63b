/**
 * The accordion's settings, from the two places the builder writes them:
 *
 * 1. the list's attributes (7.1 markup): `data-should-allow-multiple-open-items`
 *    and `data-is-expanded-first-item` on `ul.accordion-items-container`, an
 *    empty value meaning false;
 * 2. the block's `data-block-json`: `allowMultipleOpen`, `initialOpen` and
 *    `iconStyle` (7.1 camelCase), or `allow-multiple-open`, `initial-open` and
 *    `icon-style` (7.0 kebab-case).
 *
 * An attribute the list carries wins: it is what the server wrote for this
 * very list, next to the markup it rendered. The JSON fills in what the list
 * leaves out (the first of its names present, camelCase first), and the
 * default what neither says. Booleans are read by the blocks' one reader
 * (src/shared/block-settings.ts); an unreadable attribute counts as not
 * written, an unreadable JSON value as the default. `iconStyle` is matched the same
 * forgiving way; anything but "arrow" means "plus", the builder's default.
 */
import { readAttributeBoolean, readBlockSettings } from '../../shared/block-settings';

/** Which icon the header shows when the server sent an empty icon container. */
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

/** The list attribute that carries each boolean setting in 7.1 markup. */
const LIST_ATTRIBUTES = {
  allowMultipleOpen: 'data-should-allow-multiple-open-items',
  initialOpen: 'data-is-expanded-first-item',
} as const;

/** Each setting's block-JSON names, 7.1 camelCase first (readBlockSettings takes the first present). */
const JSON_KEYS = {
  allowMultipleOpen: ['allowMultipleOpen', 'allow-multiple-open'],
  initialOpen: ['initialOpen', 'initial-open'],
  iconStyle: ['iconStyle', 'icon-style'],
} as const;

/**
 * Reads the settings from the block JSON `raw` and, when given, the block's
 * `ul.accordion-items-container` (see the precedence above); never throws.
 */
export function normalizeConfig(
  raw: Record<string, unknown> | null | undefined,
  list: Element | null = null,
): AccordionConfig {
  const json = readBlockSettings(raw);
  const flag = (key: keyof typeof LIST_ATTRIBUTES) =>
    readAttributeBoolean(list, LIST_ATTRIBUTES[key]) ?? json.boolean(JSON_KEYS[key], false);
  return {
    allowMultipleOpen: flag('allowMultipleOpen'),
    initialOpen: flag('initialOpen'),
    iconStyle: json.oneOf(JSON_KEYS.iconStyle, ICON_STYLES, 'plus'),
  };
}
