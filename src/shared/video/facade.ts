/**
 * The poster a video shows until the visitor asks for it (spec §4 "Video":
 * click, or Enter or Space on the play icon; one tap on a touch screen). The
 * builder's `.sqs-video-overlay` when the server rendered one (its image is
 * the site's, not the provider's), else a plain one of our own: no request
 * to the provider before play.
 */
import { FILL, style } from '../dom/style';

/** A poster that can be shown again. */
export interface Facade {
  /** The play control, for focus. */
  readonly icon: HTMLElement;
  show(shown: boolean): void;
  destroy(): void;
}

/** Wires (or makes) the poster in `wrapper`; `play` runs on the visitor's request. */
export function createFacade(wrapper: HTMLElement, label: string, play: () => void): Facade {
  const doc = wrapper.ownerDocument;
  const ac = new AbortController();
  const undo: (() => void)[] = [() => ac.abort()];
  let overlay = wrapper.querySelector<HTMLElement>('.sqs-video-overlay');
  let icon = overlay?.querySelector<HTMLElement>('.sqs-video-icon');
  if (!overlay || !icon) {
    const made = doc.createElement('div');
    made.className = 'sqs-video-overlay sqs-video-overlay-generated';
    const button = doc.createElement('button');
    button.type = 'button';
    button.className = 'sqs-video-icon';
    const glyph = doc.createElement('span');
    glyph.setAttribute('aria-hidden', 'true');
    glyph.textContent = '▶';
    button.append(glyph);
    made.append(button);
    style(made, { ...FILL, display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#111' });
    style(button, { font: '28px/1 sans-serif', padding: '12px 24px', color: '#fff', background: '#c00', border: '0' });
    (overlay ?? wrapper).append(made);
    undo.push(() => made.remove());
    overlay ??= made;
    icon = button;
  } else {
    const attributes = ['role', 'tabindex', 'aria-label'].map((name) => [name, icon!.getAttribute(name)] as const);
    icon.setAttribute('role', 'button');
    icon.tabIndex = 0;
    undo.push(() =>
      attributes.forEach(([name, value]) =>
        value === null ? icon!.removeAttribute(name) : icon!.setAttribute(name, value),
      ),
    );
    icon.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault(); // Space would scroll the page
        play();
      },
      { signal: ac.signal },
    );
  }
  icon.setAttribute('aria-label', label);
  undo.push(style(overlay, { cursor: 'pointer', touchAction: 'manipulation' }));
  overlay.addEventListener('click', play, { signal: ac.signal });
  const shown = overlay;
  const wasHidden = shown.hidden;
  undo.push(() => (shown.hidden = wasHidden));
  return {
    icon,
    show: (on) => void (shown.hidden = !on),
    destroy: () =>
      undo
        .splice(0)
        .reverse()
        .forEach((run) => run()),
  };
}
