/**
 * The lightbox's presentation, as CSS declarations set through the CSSOM
 * (`css` of src/core/ui/dom.ts; strict CSP: no style attributes, no <style>
 * elements), one string per part, keyed by the part's class suffix
 * (`sqs-lightbox-{part}`). Theme CSS can override any of it through those
 * classes, listed in docs/blocks/lightbox.md.
 *
 * Colours: text and controls are #fff on black (dark) or #111 on white
 * (light); captions and buttons over the image sit on the theme colour at
 * 80 % / 60 %, which keeps text contrast above 4.5:1 (WCAG AA) whatever the
 * image behind them.
 */
import { OVERLAY_OPACITY, Z_INDEX } from './constants';

/** The parts that have a style of their own; the image's is its box, set on each layout. */
export type Part =
  'root' | 'overlay' | 'content' | 'slide' | 'counter' | 'close' | 'previous' | 'next' | 'toggle' | 'meta' | 'status';

/** [text, solid background, the translucent backgrounds' r,g,b] per theme. */
const COLOURS = {
  dark: ['#fff', '#000', '0,0,0'],
  light: ['#111', '#fff', '255,255,255'],
};

/** Fills its positioned parent. */
const FILL = 'position:absolute;inset:0;';

/** The style of every part in `theme`. */
export function lightboxStyles(theme: 'light' | 'dark', rtl = false): Record<Part, string> {
  const styles = ltrStyles(theme);
  if (!rtl) return styles;
  // Right to left (issue 27): the controls mirror, previous on the right and next on the left.
  const mirror = (css: string) =>
    css.replace(/\b(left|right):/g, (_, side: string) => (side === 'left' ? 'right:' : 'left:'));
  return Object.fromEntries(Object.entries(styles).map(([part, css]) => [part, mirror(css)])) as Record<Part, string>;
}

/** The styles for a page read left to right. */
function ltrStyles(theme: 'light' | 'dark'): Record<Part, string> {
  const [text, solid, rgb] = COLOURS[theme];
  // A control: a 44 px target (WCAG 2.5.5), its glyph in the text colour.
  const button =
    'position:absolute;width:44px;height:44px;padding:0;border:0;border-radius:50%;' +
    `background:rgba(${rgb},.6);color:inherit;font:32px/44px sans-serif;cursor:pointer;`;
  return {
    // The dialog: the whole viewport, above the page.
    root: `${FILL}position:fixed;z-index:${Z_INDEX};color:${text};font:16px/1.4 sans-serif;outline:none`,
    overlay: `${FILL}background:${solid};opacity:${OVERLAY_OPACITY}`,
    content: FILL,
    // The stage centres the image in the padded viewport (the padding is set on each layout).
    slide: `${FILL}display:flex;align-items:center;justify-content:center`,
    counter: 'position:absolute;top:16px;left:16px;margin:0',
    close: `${button}top:6px;right:6px`,
    previous: `${button}left:6px;top:50%;margin-top:-22px`,
    next: `${button}right:6px;top:50%;margin-top:-22px`,
    toggle: `${button}right:6px;bottom:6px;font:italic 22px/44px serif`,
    // The caption along the bottom, over the padding (desktop) or the image (mobile).
    meta:
      'position:absolute;left:0;right:0;bottom:0;max-height:40%;overflow:auto;padding:12px 56px;text-align:center;' +
      `background:rgba(${rgb},.8)`,
    // The live region: for screen readers only.
    status: 'position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;margin:0',
  };
}
