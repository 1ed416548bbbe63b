/**
 * The banner itself (spec §4 "Cookie banner"): a BAR is a labelled region
 * across the top or bottom, a POPUP a non-modal dialog in a corner, labelled
 * by a hidden "Cookie banner" (a label element takes part in the name even
 * when hidden) and described by its text. Neither takes focus when it
 * appears (a visitor reading the page is not pulled away): the text sits in
 * a polite live region and is filled one task after the banner is on the
 * page, because screen readers announce changes to a live region and may
 * skip one that arrives already filled.
 */
import { uniqueId } from '../../core/ui/unique-id';
import { COOKIE_BANNER_LABEL } from '../../core/words/cookie-banner';
import { createCtaButton } from './cta-button';
import { make } from './dom';
import { slideIn } from './motion';
import { ownerTextNodes } from '../../shared/owner-html';
import type { CookieBannerSettings } from './settings';
import { actionsStyle, containerStyle, linkStyle, paragraphStyle, textStyle } from './styles';
import { say } from '../../core/message-format/page-words';

/** The accessible name of the banner (BAR region label, POPUP dialog title). */
export const BANNER_LABEL = COOKIE_BANNER_LABEL;

/** The class of the banner, and the prefix of its parts' classes. */
const CLASS = 'site-runtime-cookie-banner';

export interface BannerViewOptions {
  settings: CookieBannerSettings;
  onChoose(choice: 'accepted' | 'declined'): void;
  win: Window;
  /** Ends every listener and timer of the view: aborted when the banner goes. */
  signal: AbortSignal;
  /** A throw after the view is built (filling the text): the banner goes and reports it. */
  onCrash(error: unknown): void;
}

/** Builds the banner into `host` (already on the page), slides it in and fills its text a task later. */
export function renderBanner(host: HTMLElement, { settings, onChoose, win, signal, onCrash }: BannerViewOptions): void {
  const { variant, acceptType } = settings;
  const doc = host.ownerDocument;
  const id = uniqueId('cookie-banner');
  const popup = variant === 'POPUP';
  const position = popup ? settings.popupPosition : settings.barPosition;
  const content = ownerTextNodes(settings.text, doc, { paragraphStyle, linkStyle });
  const text = make(doc, 'div', { id: `${id}-text`, class: `${CLASS}__text`, 'aria-live': 'polite' }, textStyle);
  const actions = make(doc, 'div', { class: `${CLASS}__actions` }, actionsStyle);
  // Decline first, the affirmative action last, where the eye ends.
  if (acceptType === 'OPT_IN_AND_OUT')
    actions.append(createCtaButton(doc, settings, 'decline', settings.optOutText, () => onChoose('declined'), signal));
  actions.append(createCtaButton(doc, settings, 'accept', settings.ctaText, () => onChoose('accepted'), signal));
  const landmark: Record<string, string> = popup
    ? { role: 'dialog', 'aria-modal': 'false', 'aria-labelledby': `${id}-label`, 'aria-describedby': `${id}-text` }
    : { role: 'region', 'aria-label': say('banner.label', BANNER_LABEL) };
  const frame = make(
    doc,
    'div',
    {
      class: `${CLASS} ${CLASS}--${variant.toLowerCase()}`,
      'data-theme': settings.theme,
      'data-position': position,
      ...landmark,
    },
    containerStyle(settings),
  );
  if (popup) frame.append(make(doc, 'span', { id: `${id}-label`, hidden: '' }, '', say('banner.label', BANNER_LABEL)));
  frame.append(text, actions);
  host.append(frame);
  // It slides in from its own edge of the viewport.
  slideIn(frame, position.startsWith('TOP') ? 'top' : 'bottom', win);
  const timer = win.setTimeout(() => {
    try {
      text.append(...content);
    } catch (error) {
      onCrash(error);
    }
  }, 0);
  signal.addEventListener('abort', () => win.clearTimeout(timer));
}
