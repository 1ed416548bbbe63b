/**
 * The mobile info bar's element: a `nav` fixed to the bottom of the
 * viewport with one link per item; business hours are a disclosure (a
 * button with `aria-expanded` that shows the hours above the bar). The body
 * gets a bottom padding of the bar's height, so the end of the page is never
 * under it (the page grows at its end: nothing in view moves).
 */
import { uniqueId } from '../../core/ui/unique-id';
import type { MarkupUndo } from '../../shared/markup-undo';
import type { InfoItem } from './info-bar-items';
import { say } from '../../core/message-format/page-words';
import { CHROME_WORDS } from '../../core/words/site-chrome';

/** The bar's class, for theme CSS. */
export const INFO_BAR_CLASS = 'sqs-mobile-info-bar';

/** Build the bar for `items` at the end of the body; every change is recorded in `undo`. */
export function renderInfoBar(doc: Document, items: InfoItem[], undo: MarkupUndo, zIndex: number): HTMLElement {
  const bar = undo.added(doc.createElement('nav'));
  bar.className = INFO_BAR_CLASS;
  bar.setAttribute('aria-label', say('chrome.contact', CHROME_WORDS.contact));
  undo.style(bar, {
    position: 'fixed',
    left: '0',
    right: '0',
    bottom: '0',
    'z-index': String(zIndex),
    display: 'flex',
  });
  for (const item of items) {
    if (item.kind === 'hours') {
      const button = doc.createElement('button');
      const panel = doc.createElement('div');
      panel.id = uniqueId('info-bar-hours');
      panel.className = `${INFO_BAR_CLASS}-hours`;
      panel.hidden = true;
      for (const line of item.lines) panel.appendChild(doc.createElement('p')).textContent = line;
      button.type = 'button';
      button.className = `${INFO_BAR_CLASS}-item ${INFO_BAR_CLASS}-item--hours`;
      button.textContent = item.label;
      button.setAttribute('aria-expanded', 'false');
      button.setAttribute('aria-controls', panel.id);
      undo.on(button, 'click', () => {
        panel.hidden = !panel.hidden;
        button.setAttribute('aria-expanded', String(!panel.hidden));
      });
      bar.append(button, panel);
    } else {
      const link = bar.appendChild(doc.createElement('a'));
      link.className = `${INFO_BAR_CLASS}-item ${INFO_BAR_CLASS}-item--${item.kind}`;
      link.href = item.href;
      link.textContent = item.label;
      if (item.kind === 'location') {
        link.target = '_blank';
        link.rel = 'noopener';
      }
    }
  }
  doc.body.append(bar);
  undo.style(doc.body, { 'padding-bottom': `${bar.offsetHeight}px` });
  return bar;
}
