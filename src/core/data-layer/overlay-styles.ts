/**
 * The overlay's look, as React style objects: the page runs under a strict
 * CSP (no inline style attributes, no injected stylesheet), and the style
 * prop goes through the CSSOM. Numbers from spec §9 "Dialog".
 */
import type { CSSProperties } from 'react';

/** Spec §9: dialog z-index base. */
export const OVERLAY_Z_INDEX = 30000;
/** Spec §4 "Animations": fades take 0.3 s by default. */
const FADE = 'opacity 0.3s ease';

/** The full-page backdrop; `shown` drives the fade, `reducedMotion` drops it. */
export function backdropStyle(shown: boolean, reducedMotion: boolean): CSSProperties {
  return {
    position: 'fixed',
    top: 0,
    right: 0,
    bottom: 0,
    left: 0,
    zIndex: OVERLAY_Z_INDEX,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: '20px',
    boxSizing: 'border-box',
    background: 'rgba(0, 0, 0, 0.6)',
    opacity: shown || reducedMotion ? 1 : 0,
    transition: reducedMotion ? 'none' : FADE,
  };
}

/** The centred panel: spec §9 dialog width 350, padding 20. */
export const panelStyle: CSSProperties = {
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: '350px',
  maxHeight: '100%',
  overflowY: 'auto',
  padding: '20px',
  borderRadius: '4px',
  background: '#fff',
  color: '#1a1a1a',
  boxShadow: '0 10px 40px rgba(0, 0, 0, 0.35)',
  font: '16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif',
  textAlign: 'center',
};

/** The title (the dialog's label). */
export const titleStyle: CSSProperties = { margin: '0 0 8px', fontSize: '20px', lineHeight: 1.3 };

/** The message (the dialog's description); long server words wrap. */
export const messageStyle: CSSProperties = { margin: '0 0 20px', overflowWrap: 'anywhere' };

/** Reload Page and Clear side by side, wrapping on narrow screens. */
export const buttonRowStyle: CSSProperties = {
  display: 'flex',
  gap: '8px',
  justifyContent: 'center',
  flexWrap: 'wrap',
};

/** The primary button (Reload Page) is filled; Clear is outlined. */
export function buttonStyle(primary: boolean): CSSProperties {
  return {
    font: 'inherit',
    padding: '8px 16px',
    borderRadius: '4px',
    border: '1px solid #1a1a1a',
    background: primary ? '#1a1a1a' : '#fff',
    color: primary ? '#fff' : '#1a1a1a',
    cursor: 'pointer',
  };
}
