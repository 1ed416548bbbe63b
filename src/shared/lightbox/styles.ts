/**
 * The lightbox's presentation, as style objects set through the CSSOM
 * (src/core/ui/dom.ts; strict CSP: no style attributes, no <style> elements).
 * Values are CSS strings, units included. Theme CSS can override any of it
 * through the classes listed in docs/blocks/lightbox.md.
 *
 * Colours: text and controls are #fff on black (dark) or #111 on white
 * (light); captions and buttons over the image sit on the theme colour at
 * 80 % / 60 %, which keeps text contrast above 4.5:1 (WCAG AA) whatever the
 * image behind them.
 */
import type { Style } from '../../core/ui/dom';

type Theme = 'light' | 'dark';

/** [text, solid background, translucent background] per theme. */
export const THEME_COLOURS: Record<Theme, [string, string, string]> = {
  dark: ['#fff', '#000', 'rgba(0,0,0,.6)'],
  light: ['#111', '#fff', 'rgba(255,255,255,.6)'],
};

/** Fills its positioned parent. */
export const fill: Style = { position: 'absolute', inset: '0' };

/** The dialog: the whole viewport, above the page. */
export const rootStyle = (theme: Theme, zIndex: number): Style => ({
  ...fill,
  position: 'fixed',
  zIndex: `${zIndex}`,
  color: THEME_COLOURS[theme][0],
  font: '16px/1.4 sans-serif',
  outline: 'none',
});

/** The stage centres the image in the padded viewport; swipes are ours (no browser panning). */
export const stageStyle = ([x, y]: [number, number]): Style => ({
  ...fill,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: `${y}px ${x}px`,
  touchAction: 'none',
});

/** A control button: 44 px target (WCAG 2.5.5), glyph in the text colour. */
export const buttonStyle = (theme: Theme, place: Style): Style => ({
  position: 'absolute',
  width: '44px',
  height: '44px',
  padding: '0',
  border: '0',
  borderRadius: '50%',
  background: THEME_COLOURS[theme][2],
  color: 'inherit',
  font: '32px/44px sans-serif',
  cursor: 'pointer',
  ...place,
});

/** Where each control sits. */
export const PLACES: Record<'close' | 'previous' | 'next' | 'toggle', Style> = {
  close: { top: '6px', right: '6px' },
  previous: { left: '6px', top: '50%', marginTop: '-22px' },
  next: { right: '6px', top: '50%', marginTop: '-22px' },
  toggle: { right: '6px', bottom: '6px', font: 'italic 22px/44px serif' },
};

/** The "n / N" counter, top left. */
export const counterStyle: Style = { position: 'absolute', top: '16px', left: '16px', margin: '0' };

/** The caption along the bottom, over the padding (desktop) or the image (mobile). */
export const metaStyle = (theme: Theme): Style => ({
  position: 'absolute',
  left: '0',
  right: '0',
  bottom: '0',
  maxHeight: '40%',
  overflow: 'auto',
  padding: '12px 56px',
  textAlign: 'center',
  background: THEME_COLOURS[theme][2].replace('.6', '.8'),
});

/** Text for screen readers only (the live region). */
export const visuallyHidden: Style = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  margin: '0',
};
