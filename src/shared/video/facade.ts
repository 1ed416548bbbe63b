/**
 * The poster a video shows until the visitor asks for it (spec §4 "Video":
 * click, or Enter or Space on the play icon; one tap on a touch screen). The
 * builder's `.sqs-video-overlay` when the server rendered one (its image is
 * the site's, not the provider's), else a plain one of our own: no request
 * to the provider before play. Every change to the server's markup goes
 * through the player's markup undo.
 */
import type { MarkupUndo } from '../markup-undo';

/** A poster that can be shown again. */
export interface Facade {
  /** The play control, for focus. */
  readonly icon: HTMLElement;
  show(shown: boolean): void;
}

/** Wires (or makes) the poster in `wrapper`; `play` runs on the visitor's request. */
export function createFacade(wrapper: HTMLElement, label: string, play: () => void, markup: MarkupUndo): Facade {
  let overlay = wrapper.querySelector<HTMLElement>('.sqs-video-overlay');
  let icon = overlay?.querySelector<HTMLElement>('.sqs-video-icon');
  if (!overlay || !icon) {
    const doc = wrapper.ownerDocument;
    const made = markup.added(doc.createElement('div'));
    made.className = 'sqs-video-overlay sqs-video-overlay-generated';
    // A real button: Enter and Space click it natively.
    icon = doc.createElement('button');
    icon.className = 'sqs-video-icon';
    icon.textContent = '▶';
    made.append(icon);
    markup.style(made, {
      position: 'absolute',
      inset: '0',
      display: 'grid',
      'place-items': 'center',
      background: '#111',
    });
    markup.style(icon, {
      font: '28px sans-serif',
      padding: '12px 24px',
      color: '#fff',
      background: '#c00',
      border: '0',
    });
    (overlay ?? wrapper).append(made);
    overlay ??= made;
  } else {
    markup.attr(icon, 'role', 'button');
    markup.attr(icon, 'tabindex', '0');
    markup.on(icon, 'keydown', (event) => {
      const { key } = event as KeyboardEvent;
      if (key !== 'Enter' && key !== ' ') return;
      event.preventDefault(); // Space would scroll the page
      play();
    });
  }
  markup.attr(icon, 'aria-label', label);
  // One tap on a touch screen: no double-tap zoom to wait for.
  markup.style(overlay, { cursor: 'pointer', 'touch-action': 'manipulation' });
  markup.on(overlay, 'click', play);
  const shown = overlay;
  return { icon, show: (on) => markup.attr(shown, 'hidden', on ? null : '') };
}
