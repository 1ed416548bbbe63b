/**
 * One CTA of the banner in the site's CTA variant (spec §3): TEXT, BUTTON or
 * ICON. An ICON button shows ✓ for Accept and ✕ for Decline (reading: the
 * spec names the variant only; a check and a cross keep one meaning each, so
 * a lone ✕ never silently means "accept"); its accessible name and tooltip
 * are the CTA text.
 */
import { guard } from '../../core/guard';
import { make, withAttributes } from './dom';
import type { CookieBannerSettings } from './settings';
import { buttonStyle, focusRing } from './styles';

/** Which choice a button makes: its class suffix and `data-choice`. */
export type CtaKind = 'accept' | 'decline';

const SVG = 'http://www.w3.org/2000/svg';
const ICON_PATHS = { accept: 'M4 10.5l4 4 8-9', decline: 'M5 5l10 10M15 5L5 15' } as const;

/** The icon, hidden from assistive tech: the button's `aria-label` names it. */
function icon(doc: Document, kind: CtaKind): SVGSVGElement {
  const svg = doc.createElementNS(SVG, 'svg');
  const path = doc.createElementNS(SVG, 'path');
  withAttributes(path, {
    d: ICON_PATHS[kind],
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '2',
    'stroke-linecap': 'round',
  });
  svg.append(path);
  return withAttributes(svg, {
    width: '18',
    height: '18',
    viewBox: '0 0 20 20',
    'aria-hidden': 'true',
  });
}

/**
 * A native button (Tab, Enter and Space for free) with a visible focus ring;
 * its listeners end with `signal`.
 */
export function createCtaButton(
  doc: Document,
  settings: CookieBannerSettings,
  kind: CtaKind,
  label: string,
  onPress: () => void,
  signal: AbortSignal,
): HTMLButtonElement {
  const isIcon = settings.ctaVariant === 'ICON';
  const attributes: Record<string, string> = {
    type: 'button',
    class: `site-runtime-cookie-banner__${kind}`,
    'data-choice': kind,
  };
  if (isIcon) Object.assign(attributes, { 'aria-label': label, title: label });
  const button = make(doc, 'button', attributes, buttonStyle(settings), isIcon ? icon(doc, kind) : label);
  // Read now, so a focus later has nothing left that can fail.
  const ring = focusRing(settings);
  // Guarded: what a choice throws reaches the funnel with its stack (src/core/guard.ts), in WebKit too.
  const on = (type: string, listener: () => void) => button.addEventListener(type, guard(listener, button), { signal });
  on('focus', () => (button.style.outline = ring));
  on('blur', () => (button.style.outline = 'none'));
  on('click', onPress);
  return button;
}
