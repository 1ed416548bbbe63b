/**
 * The banner's look, as style objects set through the CSSOM
 * (`Object.assign(el.style, …)`, see src/core/ui/dom.ts): the page's CSP forbids style
 * attribute strings and <style> elements, not the CSSOM. Values are CSS
 * strings, units included. It overlays the page (`position: fixed`) and never
 * pushes content. The class names on the same elements
 * (`site-runtime-cookie-banner…`) let a theme restyle it with `!important`.
 */
import type { Style } from '../../core/ui/dom';
import type { CookieBannerSettings } from './settings';

export type { Style };

/** Below the dialogs (spec §9: base 30000), above the page. */
export const BANNER_Z_INDEX = 29000;
/** A popup's distance from the viewport's edges and its width, in px. */
export const POPUP_OFFSET = 20;
export const POPUP_WIDTH = 360;

/** Colours per theme; contrast of text on background is above 7:1 in both. */
export const THEMES = {
  LIGHT: { background: '#ffffff', color: '#111111', accent: '#111111', onAccent: '#ffffff', border: '#d0d0d0' },
  DARK: { background: '#1b1b1b', color: '#f5f5f5', accent: '#f5f5f5', onAccent: '#111111', border: '#444444' },
} as const;

type Theme = (typeof THEMES)[keyof typeof THEMES];

const base = (theme: Theme): Style => ({
  position: 'fixed',
  zIndex: `${BANNER_Z_INDEX}`,
  boxSizing: 'border-box',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '12px',
  padding: '14px 20px',
  background: theme.background,
  color: theme.color,
  font: '14px/1.5 system-ui, sans-serif',
  textAlign: 'left',
  boxShadow: '0 2px 12px rgba(0, 0, 0, 0.25)',
});

/** The outer element: a full-width bar at the top or bottom, or a box in a corner. */
export function containerStyle(settings: CookieBannerSettings): Style {
  const theme = THEMES[settings.theme];
  if (settings.variant === 'BAR') {
    const edge = settings.barPosition === 'TOP' ? { top: '0' } : { bottom: '0' };
    return { ...base(theme), ...edge, left: '0', right: '0', justifyContent: 'center' };
  }
  const [vertical, horizontal] = settings.popupPosition.toLowerCase().split('_') as [
    'top' | 'bottom',
    'left' | 'right',
  ];
  return {
    ...base(theme),
    [vertical]: `${POPUP_OFFSET}px`,
    [horizontal]: `${POPUP_OFFSET}px`,
    width: `${POPUP_WIDTH}px`,
    maxWidth: `calc(100vw - ${2 * POPUP_OFFSET}px)`,
    borderRadius: '6px',
    border: `1px solid ${theme.border}`,
  };
}

export const textStyle: Style = { flex: '1 1 240px', minWidth: '0', margin: '0' };
export const paragraphStyle: Style = { margin: '0' };
export const actionsStyle: Style = { display: 'flex', gap: '8px', flex: '0 0 auto', alignItems: 'center' };
export const linkStyle: Style = { color: 'inherit', textDecoration: 'underline' };

/** Hidden from sight, not from screen readers (the popup's label). */
export const visuallyHidden: Style = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  margin: '-1px',
  padding: '0',
  border: '0',
};

/**
 * A focused CTA button's outline, in the theme's colour: set on focus and
 * back to 'none' on blur (./cta-button.ts), since an inline style cannot say
 * `:focus-visible`.
 */
export const focusRing = (settings: CookieBannerSettings): string => `2px solid ${THEMES[settings.theme].accent}`;

/** A CTA button, unfocused: TEXT reads as a link, BUTTON is filled, ICON is a square icon button. */
export function buttonStyle(settings: CookieBannerSettings): Style {
  const theme = THEMES[settings.theme];
  const common: Style = {
    font: 'inherit',
    cursor: 'pointer',
    borderRadius: '4px',
    outline: 'none',
    outlineOffset: '2px',
  };
  if (settings.ctaVariant === 'TEXT') {
    return {
      ...common,
      background: 'none',
      border: '0',
      padding: '4px 2px',
      color: theme.color,
      textDecoration: 'underline',
    };
  }
  if (settings.ctaVariant === 'BUTTON') {
    return {
      ...common,
      background: theme.accent,
      color: theme.onAccent,
      border: `1px solid ${theme.accent}`,
      padding: '8px 16px',
      fontWeight: '600',
    };
  }
  return {
    ...common,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '36px',
    height: '36px',
    padding: '0',
    background: 'none',
    color: theme.color,
    border: `1px solid ${theme.border}`,
  };
}
