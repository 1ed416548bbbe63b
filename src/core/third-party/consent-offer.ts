/**
 * The offer a block shows while a third party that sets cookies waits for
 * consent (issue "Media and embeds"): what would load and why it waits, and
 * a button that loads it for this block anyway. Focus moves to the block's
 * content when the button goes, so a keyboard visitor is not left nowhere.
 */
import { say } from '../message-format/page-words';
import { EMBED_WORDS } from '../words/site-chrome';

/**
 * Shows the offer in `host` for `provider`; `allow` loads it. Without `allow`
 * (an absolute restrictive policy admits no exception) only the notice shows.
 * Returns what removes the offer.
 */
export function showConsentOffer(host: HTMLElement, provider: string, allow?: () => void): () => void {
  const doc = host.ownerDocument;
  const offer = doc.createElement('div');
  offer.className = 'sqs-consent-offer';
  offer.setAttribute('role', 'group');
  offer.setAttribute('aria-label', say('embed.offerLabel', EMBED_WORDS.offerLabel, { provider }));
  const text = doc.createElement('p');
  text.textContent = say('embed.offer', EMBED_WORDS.offer, { provider });
  offer.append(text);
  host.append(offer);
  if (!allow) return () => offer.remove();
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'sqs-consent-offer-button';
  button.textContent = say('embed.loadAnyway', EMBED_WORDS.loadAnyway, { provider });
  button.addEventListener('click', () => {
    const focused = doc.activeElement === button;
    allow();
    if (focused && !host.hasAttribute('tabindex')) {
      host.tabIndex = -1;
      // Focusable only while it holds the focus: the server's markup is back as it was after.
      host.addEventListener('blur', () => host.removeAttribute('tabindex'), { once: true });
      host.focus();
    }
  });
  offer.append(button);
  return () => offer.remove();
}
