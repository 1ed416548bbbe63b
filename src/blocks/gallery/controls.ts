/**
 * The `.previous` / `.next` controls (spec §4 "Gallery") when the design
 * does not own them: a click steps the engine; a control that is not a
 * native button becomes one for assistive technology and the keyboard; without
 * loop the control at an end gets the `disabled` class and aria-disabled.
 */
import type { DesignContext } from './types';
import { say } from '../../core/message-format/page-words';
import { GALLERY_WORDS } from '../../core/words/media';

/**
 * Wires the controls (listeners removed by `signal`), adding the ones it
 * makes buttons to `buttons` (Enter and Space click them); returns the
 * function that marks the ends for an index.
 */
export function wireControls(
  { controls, engine, settings, guard }: DesignContext,
  buttons: Set<Element>,
  signal: AbortSignal,
): (index: number) => void {
  const pairs = [
    [controls.previous, -1, say('gallery.previousSlide', GALLERY_WORDS.previousSlide)],
    [controls.next, 1, say('gallery.nextSlide', GALLERY_WORDS.nextSlide)],
  ] as const;
  for (const [control, step, label] of pairs) {
    if (!control) continue;
    if (control.tagName !== 'BUTTON' && !(control.tagName === 'A' && control.hasAttribute('href'))) {
      control.setAttribute('role', 'button');
      control.tabIndex = 0;
      buttons.add(control);
    }
    if (!control.textContent.trim() && !control.hasAttribute('aria-label')) control.setAttribute('aria-label', label);
    control.addEventListener(
      'click',
      guard((event: MouseEvent) => {
        event.preventDefault();
        step > 0 ? engine.next('control') : engine.previous('control');
      }),
      { signal },
    );
  }
  return (index) => {
    if (!settings.loop)
      for (const [control, step] of pairs) {
        const end = index === (step > 0 ? engine.count - 1 : 0);
        control?.classList.toggle('disabled', end);
        control?.setAttribute('aria-disabled', `${end}`);
      }
  };
}
