/**
 * The banner itself (spec §4 "Cookie banner"): a BAR is a labelled region
 * across the top or bottom, a POPUP a non-modal dialog in a corner. Neither
 * takes focus when it appears (a visitor reading the page is not pulled
 * away): the text sits in a polite live region and is filled one task after
 * the banner is on the page, because screen readers announce changes to a
 * live region and may skip one that arrives already filled.
 */
import { uniqueId } from '../../core/ui/unique-id';
import { COOKIE_BANNER_LABEL } from '../../core/words/cookie-banner';
import { safeNodes } from './banner-text';
import { createCtaButton, type CtaKind } from './cta-button';
import { make } from './dom';
import { slideIn } from './motion';
import { sanitizeBannerHtml } from './safe-html';
import type { CookieBannerSettings } from './settings';
import { actionsStyle, containerStyle, textStyle, visuallyHidden } from './styles';

/** The accessible name of the banner (BAR region label, POPUP dialog title). */
export const BANNER_LABEL = COOKIE_BANNER_LABEL;

export interface BannerViewOptions {
  settings: CookieBannerSettings;
  onChoose(choice: 'accepted' | 'declined'): void;
  win: Window;
  /** Ends every listener and timer of the view: aborted when the banner goes. */
  signal: AbortSignal;
  /** A throw after the view is built (filling the text): the banner goes and reports it. */
  onCrash(error: unknown): void;
}

/** Where the banner slides in from: its own edge of the viewport. */
const edgeOf = (s: CookieBannerSettings) =>
  (s.variant === 'BAR' ? s.barPosition : s.popupPosition).startsWith('TOP') ? 'top' : 'bottom';

/** Role and naming per variant: region with aria-label, or dialog labelled and described by ids. */
function landmark(settings: CookieBannerSettings, ids: { label: string; text: string }): Record<string, string> {
  return settings.variant === 'BAR'
    ? { role: 'region', 'aria-label': BANNER_LABEL }
    : { role: 'dialog', 'aria-modal': 'false', 'aria-labelledby': ids.label, 'aria-describedby': ids.text };
}

/** The region or dialog, with its live text (still empty) and its buttons, whose listeners end with `signal`. */
function createFrame(doc: Document, settings: CookieBannerSettings, { onChoose, signal }: BannerViewOptions) {
  const ids = { label: uniqueId('cookie-banner-label'), text: uniqueId('cookie-banner-text') };
  const popup = settings.variant === 'POPUP';
  const button = (kind: CtaKind, label: string, choice: 'accepted' | 'declined') =>
    createCtaButton(doc, settings, kind, label, () => onChoose(choice), signal);
  const text = make(
    doc,
    'div',
    { id: ids.text, class: 'site-runtime-cookie-banner__text', 'aria-live': 'polite' },
    textStyle,
  );
  const actions = make(doc, 'div', { class: 'site-runtime-cookie-banner__actions' }, actionsStyle);
  if (settings.acceptType === 'OPT_IN_AND_OUT') actions.append(button('decline', settings.optOutText, 'declined'));
  actions.append(button('accept', settings.ctaText, 'accepted'));
  const attributes = {
    class: `site-runtime-cookie-banner site-runtime-cookie-banner--${settings.variant.toLowerCase()}`,
    'data-theme': settings.theme,
    'data-position': popup ? settings.popupPosition : settings.barPosition,
    ...landmark(settings, ids),
  };
  const frame = make(doc, 'div', attributes, containerStyle(settings));
  if (popup) frame.append(make(doc, 'span', { id: ids.label }, visuallyHidden, BANNER_LABEL));
  frame.append(text, actions);
  return { frame, text };
}

/** Builds the banner into `host` (already on the page), slides it in and fills its text a task later. */
export function renderBanner(host: HTMLElement, options: BannerViewOptions): void {
  const { settings, win, signal, onCrash } = options;
  const doc = host.ownerDocument;
  const content = safeNodes(doc, sanitizeBannerHtml(settings.text, doc));
  const { frame, text } = createFrame(doc, settings, options);
  host.append(frame);
  slideIn(frame, edgeOf(settings), win);
  const timer = win.setTimeout(() => {
    try {
      text.append(...content);
    } catch (error) {
      onCrash(error);
    }
  }, 0);
  signal.addEventListener('abort', () => win.clearTimeout(timer));
}
