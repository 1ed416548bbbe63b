/**
 * The banner's look, as CSS declarations set through the CSSOM (`css` of
 * src/core/ui/dom.ts: the page's CSP forbids style attribute strings and
 * <style> elements, not the CSSOM). It overlays the page (`position: fixed`)
 * and never pushes content. The class names on the same elements
 * (`site-runtime-cookie-banner…`) let a theme restyle it with `!important`.
 */
import type { CookieBannerSettings } from './settings';

/** Below the dialogs (spec §9: base 30000), above the page. */
export const BANNER_Z_INDEX = 29000;

/**
 * [background, text (and the accent: a filled button, the focus ring), text
 * on the accent, border] per theme; contrast of text on background is above
 * 7:1 in both.
 */
const THEMES = {
  LIGHT: ['#ffffff', '#111111', '#ffffff', '#d0d0d0'],
  DARK: ['#1b1b1b', '#f5f5f5', '#111111', '#444444'],
};

/**
 * The outer element: a full-width bar at the top or bottom, or a 360 px box
 * 20 px from a corner (LEFT and RIGHT read as the reading start and end).
 */
export function containerStyle({ theme, variant, barPosition, popupPosition }: CookieBannerSettings): string {
  const [background, text, , border] = THEMES[theme];
  const base =
    `position:fixed;z-index:${BANNER_Z_INDEX};box-sizing:border-box;display:flex;flex-wrap:wrap;align-items:center;` +
    `gap:12px;padding:14px 20px;background:${background};color:${text};font:14px/1.5 system-ui,sans-serif;` +
    'text-align:start;box-shadow:0 2px 12px rgba(0,0,0,.25);';
  if (variant === 'BAR') return `${base}${barPosition.toLowerCase()}:0;left:0;right:0;justify-content:center`;
  const [vertical, horizontal] = popupPosition.toLowerCase().split('_');
  // The builder's LEFT is the reading start (issue 27): a page read right to left mirrors the corner.
  const side = horizontal === 'left' ? 'start' : 'end';
  return (
    `${base}${vertical}:20px;inset-inline-${side}:20px;width:360px;max-width:calc(100vw - 40px);` +
    `border-radius:6px;border:1px solid ${border}`
  );
}

export const textStyle = 'flex:1 1 240px;min-width:0;margin:0';
export const actionsStyle = 'display:flex;gap:8px;flex:0 0 auto;align-items:center';
/** The owner text's paragraphs and links. */
export const paragraphStyle = 'margin:0';
export const linkStyle = 'color:inherit;text-decoration:underline';

/**
 * A focused CTA button's outline, in the theme's accent: set on focus and
 * back to 'none' on blur (./cta-button.ts), since an inline style cannot say
 * `:focus-visible`.
 */
export const focusRing = ({ theme }: CookieBannerSettings): string => `2px solid ${THEMES[theme][1]}`;

/** A CTA button, unfocused: TEXT reads as a link, BUTTON is filled, ICON is a square icon button. */
export function buttonStyle({ theme, ctaVariant }: CookieBannerSettings): string {
  const [, text, onText, border] = THEMES[theme];
  const common = 'font:inherit;cursor:pointer;border-radius:4px;outline:none;outline-offset:2px;';
  if (ctaVariant === 'TEXT')
    return `${common}background:none;border:0;padding:4px 2px;color:${text};text-decoration:underline`;
  if (ctaVariant === 'BUTTON')
    return `${common}background:${text};color:${onText};border:1px solid ${text};padding:8px 16px;font-weight:600`;
  return (
    `${common}display:inline-flex;align-items:center;justify-content:center;width:36px;height:36px;padding:0;` +
    `background:none;color:${text};border:1px solid ${border}`
  );
}
