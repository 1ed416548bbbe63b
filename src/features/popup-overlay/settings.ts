/**
 * The popup overlay's settings (spec §3 "Popup overlay": style none, light
 * or dark; enableMobile; version; showUntilSignup; displayFrequency in
 * days, -1 meaning never again), read from the page context's
 * `websiteSettings.popupOverlaySettings` with the one reader of booleans
 * and numbers.
 *
 * Reading of `style`: the builder's "overlay style", the backdrop behind
 * the popup: none (transparent), light or dark; anything else is none.
 */
import type { PageContext } from '../../core/types';
import { readBlockSettings } from '../../shared/block-settings';

/** The backdrop styles. */
export const POPUP_STYLES = ['none', 'light', 'dark'] as const;

export interface PopupSettings {
  style: (typeof POPUP_STYLES)[number];
  /** Shown on phones (viewport ≤ 432 px, spec §9) too. */
  enableMobile: boolean;
  /** A new version shows again to every visitor, whatever their record says. */
  version: number;
  /** A signup ends it for good. */
  showUntilSignup: boolean;
  /** Days after a close before it shows again; -1: never again; 0: on every page. */
  displayFrequency: number;
}

/** The settings with the defaults of a popup that shows once and never again. */
export function readPopupSettings(page: PageContext): PopupSettings {
  const read = readBlockSettings(page.websiteSettings.popupOverlaySettings);
  return {
    style: read.oneOf('style', POPUP_STYLES, 'none'),
    enableMobile: read.boolean('enableMobile', false),
    version: read.number('version', 0),
    showUntilSignup: read.boolean('showUntilSignup', false),
    displayFrequency: read.number('displayFrequency', -1, { min: -1, integer: true }),
  };
}
