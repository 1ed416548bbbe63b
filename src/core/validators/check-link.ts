/** Link checks (spec §5 "Link checks"). */
import { categorizeLink, type LinkCategory, linkScheme } from './link-category';

/** The verdict on a link. */
export interface LinkCheck {
  category: LinkCategory;
  valid: boolean;
  /** Why it is not valid, in words a site owner understands. */
  reason?: string;
}

/** Length limits, "under N characters" (spec §5), counted on the whole link. */
export const LINK_LENGTH_LIMITS = {
  anchor: 100,
  tel: 50,
  sms: 1000,
  mailto: 1000,
  javascript: 250,
  ftp: 100,
  internal: 150,
} as const;

/** A proper tel: only digits and + or - signs, with at least 4 digits (spec §5). */
const isProperTel = (number: string): boolean =>
  /^[0-9+-]+$/.test(number) && (number.match(/[0-9]/g) ?? []).length >= 4;

/**
 * A proper mailto: exactly one `@` in the address and a domain ending like a
 * file extension (`.com`, `.co.uk`). The query (`?subject=…`) is not part of
 * the address and is not checked.
 */
const isProperMailto = (address: string): boolean =>
  address.split('@').length === 2 && /\.[a-z0-9]{2,}$/i.test(address);

const fail = (category: LinkCategory, reason: string): LinkCheck => ({ category, valid: false, reason });

function tooLong(link: string, limit: number, what: string): string | undefined {
  return Array.from(link).length < limit ? undefined : `${what} links must be under ${limit} characters`;
}

/** The check for one scheme of an other-protocol link; unknown schemes pass. */
function checkOtherProtocol(link: string): string | undefined {
  const scheme = linkScheme(link);
  const rest = link.slice(scheme.length + 1);
  switch (scheme) {
    case 'tel':
      return (
        tooLong(link, LINK_LENGTH_LIMITS.tel, 'Phone') ??
        (isProperTel(rest) ? undefined : 'Phone links need at least 4 digits and only digits, + or -')
      );
    case 'mailto':
      return (
        tooLong(link, LINK_LENGTH_LIMITS.mailto, 'Email') ??
        (isProperMailto(rest.split('?')[0]) ? undefined : 'Email links need one @ and a domain such as example.com')
      );
    case 'sms':
    case 'javascript':
    case 'ftp':
      return tooLong(link, LINK_LENGTH_LIMITS[scheme], scheme.toUpperCase());
    default:
      return undefined;
  }
}

/** An external link is valid when the URL parser reads it with a host. */
function checkExternal(link: string): string | undefined {
  try {
    return new URL(link, 'https://example.invalid').hostname ? undefined : 'Web addresses need a host';
  } catch {
    return 'Not a valid web address';
  }
}

/**
 * Categorise a link and check it against the spec's limits: anchors under
 * 100 characters, site and file links under 150, tel under 50 and proper,
 * sms under 1000, mailto under 1000 and proper, javascript under 250, ftp
 * under 100. An empty link and a malformed protocol are never valid.
 */
export function checkLink(href: unknown): LinkCheck {
  const link = typeof href === 'string' ? href.trim() : '';
  const category = categorizeLink(link);
  let reason: string | undefined;
  if (category === 'empty') reason = 'The link is empty';
  else if (category === 'malformed-protocol') reason = 'Web addresses must start with http:// or https://';
  else if (category === 'anchor') reason = tooLong(link, LINK_LENGTH_LIMITS.anchor, 'Anchor');
  else if (category === 'content' || category === 'file') reason = tooLong(link, LINK_LENGTH_LIMITS.internal, 'Site');
  else if (category === 'external') reason = checkExternal(link);
  else reason = checkOtherProtocol(link);
  return reason === undefined ? { category, valid: true } : fail(category, reason);
}
