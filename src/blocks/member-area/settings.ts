/**
 * The member area block's pricing toggle settings (`data-block-json`; spec §2
 * "A member-access page root has a two-option pricing toggle"; §4 "Pricing
 * toggle: switches between two options").
 * Read with the one block settings reader (src/shared/block-settings.ts).
 */
import { readBlockSettings } from '../../shared/block-settings';
import { say } from '../../core/message-format/page-words';
import { MEMBER_AREA_WORDS } from '../../core/words/site-chrome';

/** How the toggle is drawn: two radio buttons, or one switch between the two labels. */
export type ToggleStyle = 'radio' | 'switch';

export interface ToggleSettings {
  style: ToggleStyle;
  /** The two options' names, in order (`['Monthly', 'Annual']` by default). */
  options: [string, string];
  /** The group's accessible name. */
  label: string;
  /** The option shown first: 0 or 1. */
  initial: 0 | 1;
}

export const DEFAULT_OPTIONS: [string, string] = [MEMBER_AREA_WORDS.monthly, MEMBER_AREA_WORDS.annual];
export const DEFAULT_LABEL = MEMBER_AREA_WORDS.billingPeriod;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The settings, every malformed one at its default. */
export function readToggleSettings(config: Record<string, unknown>): ToggleSettings {
  const settings = readBlockSettings(config);
  const raw = Array.isArray(config.pricingOptions) ? config.pricingOptions.map(text) : [];
  const options: [string, string] =
    raw.length === 2 && raw[0] && raw[1]
      ? [raw[0], raw[1]]
      : [say('memberArea.monthly', MEMBER_AREA_WORDS.monthly), say('memberArea.annual', MEMBER_AREA_WORDS.annual)];
  return {
    style: settings.oneOf('toggleStyle', ['radio', 'switch'] as const, 'radio'),
    options,
    label: settings.text('toggleLabel', '').trim() || say('memberArea.billingPeriod', MEMBER_AREA_WORDS.billingPeriod),
    initial: settings.number('initialPricingOption', 0, { min: 0, max: 1, integer: true }) === 1 ? 1 : 0,
  };
}
