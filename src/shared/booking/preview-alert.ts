/**
 * The alert a signed-in owner sees instead of a booking widget (spec §6: the
 * restaurant-reservation block shows 'Preview Only' with "Please log out of
 * your ... account in order to use the OpenTable Block."; the spec does not
 * show the product's name, so the sentence says "your account"). No widget
 * loads for the owner: bookings made while signed in would be the owner's.
 */
import { say } from '../../core/message-format/page-words';
import { EMBED_WORDS } from '../../core/words/site-chrome';

/** The alert's title (spec §6). */
export const PREVIEW_ONLY_TITLE = EMBED_WORDS.previewOnly;

/** The alert's sentence for a block named `block` ('OpenTable', 'Tock'). */
export const previewOnlyMessage = (block: string) => say('embed.logOutToUse', EMBED_WORDS.logOutToUse, { block });

/** Shows the alert in `host`; returns what removes it. */
export function showPreviewAlert(host: HTMLElement, block: string): () => void {
  const doc = host.ownerDocument;
  const alert = doc.createElement('div');
  alert.className = 'sqs-block-alert';
  alert.setAttribute('role', 'note');
  const title = doc.createElement('p');
  title.className = 'sqs-block-alert-title';
  title.textContent = say('embed.previewOnly', EMBED_WORDS.previewOnly);
  const text = doc.createElement('p');
  text.textContent = say('embed.logOutToUse', EMBED_WORDS.logOutToUse, { block });
  alert.append(title, text);
  host.append(alert);
  return () => alert.remove();
}
