/**
 * The mobile info bar's items (spec §3 "Page context": mobileInfoBarSettings;
 * issue 14: email, phone, location, business hours), as real links: a
 * `mailto:`, a `tel:`, a map search for the address. Each is checked with
 * the link rules of spec §5 (src/core/validators/check-link.ts): an item
 * that would make a broken link is left out.
 *
 * Reading of the settings: `email` and `phone` are text; `location` is text
 * or the map's address fields (addressTitle, addressLine1, addressLine2,
 * addressCountry, spec §3 "Map"); `businessHours` is text, or an object of
 * day → text (or `{ text }`), shown in its order.
 */
import { checkLink } from '../../core/validators/check-link';
import { say } from '../../core/message-format/page-words';
import { CHROME_WORDS } from '../../core/words/site-chrome';

/** One item of the bar. */
export type InfoItem =
  | { kind: 'email' | 'phone' | 'location'; label: string; href: string }
  | { kind: 'hours'; label: string; lines: string[] };

/** The map search the location item opens (reading: the spec names a map provider's script, not a URL). */
export const MAP_SEARCH_URL = 'https://maps.google.com/maps?q=';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function address(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (!value || typeof value !== 'object') return '';
  const a = value as Record<string, unknown>;
  return ['addressTitle', 'addressLine1', 'addressLine2', 'addressCountry']
    .map((key) => text(a[key]))
    .filter(Boolean)
    .join(', ');
}

function hours(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value.trim()] : [];
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value as Record<string, unknown>)
    .map(([day, v]) => [day, text(v) || text((v as { text?: unknown } | null)?.text)])
    .filter(([, t]) => t)
    .map(([day, t]) => `${day.charAt(0).toUpperCase()}${day.slice(1)}: ${t}`);
}

/** The items to show, in the bar's order: email, phone, location, hours. */
export function readInfoItems(settings: Record<string, unknown>): InfoItem[] {
  const items: InfoItem[] = [];
  const email = text(settings.email);
  if (email && checkLink(`mailto:${email}`).valid)
    items.push({ kind: 'email', label: say('chrome.email', CHROME_WORDS.email), href: `mailto:${email}` });
  const phone = text(settings.phone).replace(/[\s().]/g, '');
  if (phone && checkLink(`tel:${phone}`).valid)
    items.push({ kind: 'phone', label: say('chrome.call', CHROME_WORDS.call), href: `tel:${phone}` });
  const place = address(settings.location);
  if (place)
    items.push({
      kind: 'location',
      label: say('chrome.map', CHROME_WORDS.map),
      href: MAP_SEARCH_URL + encodeURIComponent(place),
    });
  const lines = hours(settings.businessHours);
  if (lines.length) items.push({ kind: 'hours', label: say('chrome.hours', CHROME_WORDS.hours), lines });
  return items;
}
