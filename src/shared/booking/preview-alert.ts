/**
 * The alert a signed-in owner sees instead of a booking widget (spec §6: the
 * restaurant-reservation block shows 'Preview Only' with "Please log out of
 * your ... account in order to use the OpenTable Block."; the spec does not
 * show the product's name, so the sentence says "your account"). No widget
 * loads for the owner: bookings made while signed in would be the owner's.
 */

/** The alert's title (spec §6). */
export const PREVIEW_ONLY_TITLE = 'Preview Only';

/** The alert's sentence for a block named `block` ('OpenTable', 'Tock'). */
export const previewOnlyMessage = (block: string) =>
  `Please log out of your account in order to use the ${block} Block.`;

/** Shows the alert in `host`; returns what removes it. */
export function showPreviewAlert(host: HTMLElement, block: string): () => void {
  const doc = host.ownerDocument;
  const alert = doc.createElement('div');
  alert.className = 'sqs-block-alert';
  alert.setAttribute('role', 'note');
  const title = doc.createElement('p');
  title.className = 'sqs-block-alert-title';
  title.textContent = PREVIEW_ONLY_TITLE;
  const text = doc.createElement('p');
  text.textContent = previewOnlyMessage(block);
  alert.append(title, text);
  host.append(alert);
  return () => alert.remove();
}
