/**
 * The announcement bar as the builder's page context describes it, for
 * templates that write no bar markup (real 7.0 pages): `showAnnouncementBar`
 * and `websiteSettings.announcementBarSettings`
 * (`{ style, text, clickthroughUrl: { url, newWindow } }`). The bar is built
 * in the markup shape the server-rendered one has (./index.ts), so one code
 * path shows, labels and closes both; its rich text goes through the owner
 * text rule the cookie banner's text follows (src/shared/owner-html.ts).
 */
import type { PageContext } from '../../core/types';
import { make, withAttributes } from '../../core/ui/dom';
import { ownerTextNodes } from '../../shared/owner-html';
import { safeHref } from '../../shared/safe-href';

/** What the bar is built from; `null` when the context asks for none. */
export interface BarSettings {
  /** The owner's text, simple HTML. */
  readonly text: string;
  /** Where a click on the bar goes (checked: http(s) or relative), or none. */
  readonly url?: string;
  readonly newWindow: boolean;
  /** The builder's style number, passed to theme CSS as a class; none when absent. */
  readonly style?: number;
}

const objectAt = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** Reads `websiteSettings.announcementBarSettings`; `null` without a non-blank text. */
export function readBarSettings(page: PageContext): BarSettings | null {
  const raw = objectAt(page.websiteSettings.announcementBarSettings);
  const text = typeof raw.text === 'string' ? raw.text : '';
  if (!text.replace(/<[^>]*>|&nbsp;/g, '').trim()) return null;
  const clickthrough = objectAt(raw.clickthroughUrl);
  const url = typeof clickthrough.url === 'string' && clickthrough.url.trim() ? safeHref(clickthrough.url) : undefined;
  const style = typeof raw.style === 'number' && Number.isInteger(raw.style) ? raw.style : undefined;
  return { text, url, newWindow: clickthrough.newWindow === true, style };
}

/**
 * A theme that styles no bar leaves it transparent over the page: this
 * default keeps it readable, given only when the computed background is
 * transparent, so a theme's own colours win.
 */
export const READABLE_BAR: Readonly<Record<string, string>> = {
  background: '#111',
  color: '#fff',
  padding: '12px 48px',
  'text-align': 'center',
};

/** Whether `bar` has no background of the theme's (see {@link READABLE_BAR}). */
export function isUnstyled(bar: HTMLElement): boolean {
  const background = getComputedStyle(bar).backgroundColor;
  return background === 'transparent' || background === 'rgba(0, 0, 0, 0)';
}

/**
 * Builds the bar, hidden, into the template's `.sqs-announcement-bar-dropzone`
 * (else the top of the body); returns it. With a click-through URL the text is
 * the link (the owner's own links in it are unwrapped: no link in a link).
 */
export function buildBar(doc: Document, settings: BarSettings): HTMLElement {
  const text = make(
    doc,
    'div',
    { class: 'sqs-announcement-bar-text' },
    '',
    ...ownerTextNodes(settings.text, doc, { paragraphStyle: 'margin:0', links: !settings.url }),
  );
  const bar = make(doc, 'div', { class: 'sqs-announcement-bar', hidden: '' });
  if (settings.style !== undefined) bar.classList.add(`sqs-announcement-bar--style-${settings.style}`);
  if (settings.url) {
    const link = make(doc, 'a', { class: 'sqs-announcement-bar-url', href: settings.url }, 'color:inherit', text);
    if (settings.newWindow) withAttributes(link, { target: '_blank', rel: 'noopener' });
    bar.append(link);
  } else bar.append(text);
  const zone = doc.querySelector('.sqs-announcement-bar-dropzone') ?? doc.body;
  zone.prepend(bar);
  return bar;
}
