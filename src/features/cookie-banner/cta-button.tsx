/**
 * One CTA of the banner in the site's CTA variant (spec §3): TEXT, BUTTON or
 * ICON. An ICON button shows ✓ for Accept and ✕ for Decline (reading: the
 * spec names the variant only; a check and a cross keep one meaning each, so
 * a lone ✕ never silently means "accept"); its accessible name and tooltip
 * are the CTA text.
 */
import { useState } from 'react';
import { buttonStyle } from './styles';
import type { CookieBannerSettings } from './settings';

export interface CtaButtonProps {
  settings: CookieBannerSettings;
  kind: 'accept' | 'decline';
  label: string;
  onPress(): void;
}

const ICON_PATHS = { accept: 'M4 10.5l4 4 8-9', decline: 'M5 5l10 10M15 5L5 15' } as const;

function Icon({ kind }: { kind: CtaButtonProps['kind'] }) {
  return (
    <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d={ICON_PATHS[kind]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** A native button (Tab, Enter and Space for free) with a visible focus ring. */
export function CtaButton({ settings, kind, label, onPress }: CtaButtonProps) {
  const [focused, setFocused] = useState(false);
  const icon = settings.ctaVariant === 'ICON';
  return (
    <button
      type="button"
      className={`site-runtime-cookie-banner__${kind}`}
      data-choice={kind}
      aria-label={icon ? label : undefined}
      title={icon ? label : undefined}
      style={buttonStyle(settings, focused)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onClick={onPress}
    >
      {icon ? <Icon kind={kind} /> : label}
    </button>
  );
}
