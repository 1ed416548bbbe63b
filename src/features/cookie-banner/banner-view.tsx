/**
 * The banner itself (spec §4 "Cookie banner"): a BAR is a labelled region
 * across the top or bottom, a POPUP a non-modal dialog in a corner. Neither
 * takes focus when it appears (a visitor reading the page is not pulled
 * away): the text sits in a polite live region and is filled one task after
 * the banner is on the page, because screen readers announce changes to a
 * live region and may skip one that arrives already filled.
 */
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { uniqueId } from '../../core/ui/unique-id';
import { COOKIE_BANNER_LABEL } from '../../core/words/cookie-banner';
import { renderSafe } from './banner-text';
import { CtaButton } from './cta-button';
import { slideIn } from './motion';
import { sanitizeBannerHtml } from './safe-html';
import type { CookieBannerSettings } from './settings';
import { actionsStyle, containerStyle, textStyle, visuallyHidden } from './styles';

/** The accessible name of the banner (BAR region label, POPUP dialog title). */
export const BANNER_LABEL = COOKIE_BANNER_LABEL;

export interface CookieBannerProps {
  settings: CookieBannerSettings;
  onChoose(choice: 'accepted' | 'declined'): void;
  win: Window;
}

/** Where the banner slides in from: its own edge of the viewport. */
const edgeOf = (s: CookieBannerSettings) =>
  (s.variant === 'BAR' ? s.barPosition : s.popupPosition).startsWith('TOP') ? 'top' : 'bottom';

/** Role and naming per variant: region with aria-label, or dialog labelled and described by ids. */
function landmark(settings: CookieBannerSettings, ids: { label: string; text: string }) {
  return settings.variant === 'BAR'
    ? { role: 'region', 'aria-label': BANNER_LABEL }
    : { role: 'dialog', 'aria-modal': false, 'aria-labelledby': ids.label, 'aria-describedby': ids.text };
}

/** The banner; see the file comment. */
export function CookieBanner({ settings, onChoose, win }: CookieBannerProps) {
  const frame = useRef<HTMLDivElement>(null);
  const [filled, setFilled] = useState(false);
  const ids = useMemo(() => ({ label: uniqueId('cookie-banner-label'), text: uniqueId('cookie-banner-text') }), []);
  const content = useMemo(() => renderSafe(sanitizeBannerHtml(settings.text, win.document)), [settings.text, win]);

  useLayoutEffect(() => {
    if (frame.current) slideIn(frame.current, edgeOf(settings), win);
    const timer = setTimeout(() => flushSync(() => setFilled(true)), 0);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- mount-only layout effect: the banner slides in once, from where it first stands
  }, []);

  const popup = settings.variant === 'POPUP';
  return (
    <div
      ref={frame}
      className={`site-runtime-cookie-banner site-runtime-cookie-banner--${settings.variant.toLowerCase()}`}
      data-theme={settings.theme}
      data-position={popup ? settings.popupPosition : settings.barPosition}
      style={containerStyle(settings)}
      {...landmark(settings, ids)}
    >
      {popup && (
        <span id={ids.label} style={visuallyHidden}>
          {BANNER_LABEL}
        </span>
      )}
      <div id={ids.text} className="site-runtime-cookie-banner__text" aria-live="polite" style={textStyle}>
        {filled && content}
      </div>
      <div className="site-runtime-cookie-banner__actions" style={actionsStyle}>
        {settings.acceptType === 'OPT_IN_AND_OUT' && (
          <CtaButton
            settings={settings}
            kind="decline"
            label={settings.optOutText}
            onPress={() => onChoose('declined')}
          />
        )}
        <CtaButton settings={settings} kind="accept" label={settings.ctaText} onPress={() => onChoose('accepted')} />
      </div>
    </div>
  );
}
