/**
 * The dialogs' look, as React style objects: the page's CSP forbids style
 * attribute strings and <style> elements, and React and Preact both apply a
 * style object through the CSSOM. Sizes are spec §9 (width 350, padding 20).
 * The class names on the same elements (`site-runtime-dialog…`) let a theme
 * restyle them with `!important`.
 */
import type { CSSProperties } from 'react';
import { DIALOG_PADDING, DIALOG_WIDTH } from './constants';

const panel: CSSProperties = {
  boxSizing: 'border-box',
  width: DIALOG_WIDTH,
  maxWidth: `calc(100vw - ${2 * DIALOG_PADDING}px)`,
  padding: DIALOG_PADDING,
  background: '#fff',
  color: '#111',
  borderRadius: 4,
  boxShadow: '0 10px 30px rgba(0, 0, 0, 0.3)',
  font: '15px/1.5 system-ui, sans-serif',
  // The reading direction's start (issue 27: a page read right to left mirrors the dialogs).
  textAlign: 'start',
};

/** Covers the page behind a modal dialog and centres it. */
export const overlayStyle: CSSProperties = {
  position: 'fixed',
  top: 0,
  right: 0,
  bottom: 0,
  left: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'rgba(0, 0, 0, 0.4)',
};

export const modalPanelStyle: CSSProperties = panel;

/**
 * spec §9: the information dialog sits top-right, at the reading end: a
 * logical property, so a page read right to left (issue 27) has it top-left.
 */
export const informationStyle: CSSProperties = {
  ...panel,
  position: 'fixed',
  top: DIALOG_PADDING,
  insetInlineEnd: DIALOG_PADDING,
};

export const titleStyle: CSSProperties = { margin: '0 0 8px', fontSize: 18, fontWeight: 600, lineHeight: 1.3 };

// pre-line keeps the line breaks a message was written with.
export const messageStyle: CSSProperties = { margin: 0, whiteSpace: 'pre-line' };

export const buttonsStyle: CSSProperties = {
  display: 'flex',
  justifyContent: 'flex-end',
  gap: 8,
  marginTop: DIALOG_PADDING,
};

export const buttonStyle: CSSProperties = {
  padding: '6px 14px',
  border: '1px solid #888',
  borderRadius: 4,
  background: '#fff',
  color: '#111',
  font: 'inherit',
  cursor: 'pointer',
};

export const primaryButtonStyle: CSSProperties = {
  ...buttonStyle,
  background: '#111',
  borderColor: '#111',
  color: '#fff',
};
