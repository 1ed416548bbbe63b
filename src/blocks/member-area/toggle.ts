/**
 * The pricing toggle control, keyboard-operable as the WAI-ARIA patterns ask:
 *
 * - `radio`: a `radiogroup` of two `radio` buttons with a roving tab stop;
 *   the arrow keys move to and choose the other option; Space and Enter choose.
 * - `switch`: one `switch` button between the two option names; Space and
 *   Enter (native button keys) flip it; a click on either name chooses it.
 *
 * Built with DOM calls (no markup strings, no inline styles: spec CSP).
 */
import type { ToggleSettings } from './settings';

/** What {@link createToggle} returns. */
export interface Toggle {
  element: HTMLElement;
  /** Show `option` as chosen (without telling `onChoose`). */
  set(option: 0 | 1): void;
  destroy(): void;
}

const ARROWS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'];

function button(doc: Document, className: string, text?: string): HTMLButtonElement {
  const element = doc.createElement('button');
  element.type = 'button';
  element.className = className;
  if (text) element.textContent = text;
  return element;
}

/** Two radio buttons in a group. */
function radioToggle(doc: Document, settings: ToggleSettings, choose: (option: 0 | 1) => void): Toggle {
  const group = doc.createElement('div');
  group.className = 'pricing-toggle pricing-toggle--radio';
  group.setAttribute('role', 'radiogroup');
  group.setAttribute('aria-label', settings.label);
  const radios = settings.options.map((name, index) => {
    const radio = button(doc, 'pricing-toggle-option', name);
    radio.setAttribute('role', 'radio');
    radio.addEventListener('click', () => choose(index as 0 | 1));
    group.append(radio);
    return radio;
  });
  const onKeyDown = (event: KeyboardEvent) => {
    if (!ARROWS.includes(event.key)) return;
    event.preventDefault();
    // Two options: every arrow goes to the other one, as a wrapping radio group does.
    const next = radios[0] === event.target ? 1 : 0;
    choose(next);
    radios[next].focus();
  };
  group.addEventListener('keydown', onKeyDown);
  return {
    element: group,
    set(option) {
      radios.forEach((radio, index) => {
        radio.setAttribute('aria-checked', String(index === option));
        radio.tabIndex = index === option ? 0 : -1;
      });
    },
    destroy: () => group.removeEventListener('keydown', onKeyDown),
  };
}

/** One switch between the two names; on means the second option. */
function switchToggle(doc: Document, settings: ToggleSettings, choose: (option: 0 | 1) => void): Toggle {
  const wrapper = doc.createElement('div');
  wrapper.className = 'pricing-toggle pricing-toggle--switch';
  const [first, second] = settings.options.map((name, index) => {
    const label = doc.createElement('span');
    label.className = 'pricing-toggle-label';
    label.textContent = name;
    label.addEventListener('click', () => choose(index as 0 | 1));
    return label;
  });
  const control = button(doc, 'pricing-toggle-switch');
  control.setAttribute('role', 'switch');
  // Named for its "on" side, the second option (WAI-ARIA switch: checked means that option).
  control.setAttribute('aria-label', settings.options[1]);
  control.addEventListener('click', () => choose(control.getAttribute('aria-checked') === 'true' ? 0 : 1));
  wrapper.append(first, control, second);
  return {
    element: wrapper,
    set: (option) => control.setAttribute('aria-checked', String(option === 1)),
    destroy() {},
  };
}

/** The control for `settings`; `choose` hears the visitor's choice. */
export function createToggle(doc: Document, settings: ToggleSettings, choose: (option: 0 | 1) => void): Toggle {
  return settings.style === 'switch' ? switchToggle(doc, settings, choose) : radioToggle(doc, settings, choose);
}
