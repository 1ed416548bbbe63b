/**
 * The full-page error overlay of spec §8 "Data layer", as a WAI-ARIA
 * alertdialog: modal, labelled by its title, described by its message,
 * focus on the first button when it opens, Tab and Shift+Tab kept inside.
 * Escape is not handled here: the page's escape manager owns that key
 * (STYLE.md §4), see `overlay-host.tsx`.
 */
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { MESSAGES } from './messages';
import { backdropStyle, buttonRowStyle, buttonStyle, messageStyle, panelStyle, titleStyle } from './overlay-styles';
import { say } from '../message-format/page-words';

/** Props of {@link ErrorOverlay}. */
export interface ErrorOverlayProps {
  /** Prefix of the title and message ids, unique on the page. */
  id: string;
  title: string;
  message: string;
  /** No fade when the visitor asked for reduced motion. */
  reducedMotion: boolean;
  onReload(): void;
  onClear(): void;
}

/** The overlay: a title, the message, 'Reload Page' and 'Clear'. */
export function ErrorOverlay({ id, title, message, reducedMotion, onReload, onClear }: ErrorOverlayProps) {
  const backdrop = useRef<HTMLDivElement>(null);
  const first = useRef<HTMLButtonElement>(null);
  const [shown, setShown] = useState(reducedMotion);

  // Layout effect: focus moves before the first paint, in React and Preact alike.
  useLayoutEffect(() => {
    first.current?.focus();
    if (shown) return;
    // Reading the layout commits opacity 0, so switching to 1 fades rather than jumps.
    void backdrop.current?.offsetWidth;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the fade-in: opacity 1 must come after the reflow above commits opacity 0
    setShown(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- mount-only layout effect: focus and fade in once, when the overlay opens
  }, []);

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- the backdrop only keeps focus in the modal on a press; keyboard users never reach it, Escape goes through the page's escape manager
    <div ref={backdrop} style={backdropStyle(shown, reducedMotion)} onMouseDown={keepFocusInside}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- onKeyDown only keeps Tab inside the modal alertdialog (focus trap) */}
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-message`}
        style={panelStyle}
        onKeyDown={trapTab}
      >
        <h2 id={`${id}-title`} style={titleStyle}>
          {title}
        </h2>
        <p id={`${id}-message`} style={messageStyle}>
          {message}
        </p>
        <div style={buttonRowStyle}>
          <button type="button" ref={first} style={buttonStyle(true)} onClick={onReload}>
            {say('dataLayer.reload', MESSAGES.reload)}
          </button>
          <button type="button" style={buttonStyle(false)} onClick={onClear}>
            {say('dataLayer.clear', MESSAGES.clear)}
          </button>
        </div>
      </div>
    </div>
  );
}

/** Tab from the last button goes to the first, Shift+Tab from the first to the last. */
function trapTab(event: KeyboardEvent<HTMLDivElement>): void {
  if (event.key !== 'Tab') return;
  const buttons = Array.from(event.currentTarget.querySelectorAll('button'));
  const active = event.currentTarget.ownerDocument.activeElement;
  const edge = event.shiftKey ? buttons[0] : buttons[buttons.length - 1];
  const wrapTo = event.shiftKey ? buttons[buttons.length - 1] : buttons[0];
  if (!wrapTo || (active !== edge && event.currentTarget.contains(active))) return;
  event.preventDefault();
  wrapTo.focus();
}

/** A press on the backdrop would move focus to the page behind; the dialog is modal. */
function keepFocusInside(event: MouseEvent<HTMLDivElement>): void {
  if (event.target === event.currentTarget) event.preventDefault();
}
