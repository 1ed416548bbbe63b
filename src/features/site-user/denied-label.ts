/**
 * The member-area access-denied page (spec §2 page type 106; §6 "Member-area
 * pages are labelled 'This page available only site members'"): the label is
 * written into `.member-access-denied-label` when the server left it empty,
 * or added at the top of the page's main content when there is none.
 */
import { createMarkupUndo } from '../../shared/markup-undo';
import { siteUserWord } from './messages';

/** Show the label; returns the undo. */
export function showDeniedLabel(doc: Document): () => void {
  const undo = createMarkupUndo();
  let label = doc.querySelector<HTMLElement>('.member-access-denied-label');
  if (!label) {
    label = undo.added(doc.createElement('p'));
    label.className = 'member-access-denied-label';
    (doc.querySelector('main') ?? doc.body).prepend(label);
  }
  if (label.textContent?.trim() !== siteUserWord('membersOnly')) {
    const original = Array.from(label.childNodes);
    const target = label;
    undo.add(() => target.replaceChildren(...original));
    label.textContent = siteUserWord('membersOnly');
  }
  return () => undo.restore();
}
