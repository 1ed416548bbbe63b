/**
 * The popup's functional look, set through the CSSOM (the page's CSP
 * forbids style attributes written as text): a fixed layer over the page
 * with the backdrop of its style, the panel centred and scrollable. Its
 * colours and type are the theme's, on the server's classes.
 */
import type { MarkupUndo } from '../../shared/markup-undo';
import type { PopupSettings } from './settings';

/** Above the page and the cookie banner (29000), below the dialogs (spec §9: 30000). */
export const POPUP_Z_INDEX = 29500;

/** Backdrop colour per style. */
export const BACKDROPS: Record<PopupSettings['style'], string> = {
  none: 'transparent',
  light: 'rgba(255, 255, 255, 0.9)',
  dark: 'rgba(0, 0, 0, 0.75)',
};

/** Lay out `overlay` over the page and `panel` in its middle. */
export function placePopup(overlay: HTMLElement, panel: HTMLElement, style: PopupSettings['style'], undo: MarkupUndo) {
  undo.style(overlay, {
    position: 'fixed',
    inset: '0',
    'z-index': String(POPUP_Z_INDEX),
    display: 'flex',
    'align-items': 'center',
    'justify-content': 'center',
    padding: '20px',
    background: BACKDROPS[style],
  });
  undo.style(panel, { 'max-height': '100%', 'overflow-y': 'auto', 'box-sizing': 'border-box' });
  undo.cls(overlay, `sqs-popup-overlay--${style}`);
}
