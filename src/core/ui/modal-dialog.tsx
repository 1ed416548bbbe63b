/**
 * A modal dialog after the WAI-ARIA dialog pattern: `role="alertdialog"`
 * (confirm and alert interrupt the visitor and need an answer),
 * `aria-modal="true"`, labelled by its title and described by its message,
 * over a backdrop. Focus moves in when it opens, Tab and Shift+Tab stay
 * inside, and focus goes back to the element that had it when it closes.
 *
 * Escape (through the escape manager) and a click on the backdrop close it
 * with `cancelValue`: spec §4 "shown to hidden on confirm, cancel or reject",
 * and a visitor who clicks beside a question means "not now". A press that
 * starts inside the dialog and ends on the backdrop (a text selection) is no
 * backdrop click.
 */
import { useRef, useState } from 'react';
import type { EscapeManager } from '../escape';
import {
  buttonStyle,
  buttonsStyle,
  messageStyle,
  modalPanelStyle,
  overlayStyle,
  primaryButtonStyle,
  titleStyle,
} from './dialog-styles';
import { trapTab } from './focus-trap';
import { uniqueId } from './unique-id';
import { useDialogLifecycle } from './use-dialog-lifecycle';

/** One button of a dialog. */
export interface DialogAction {
  /** What `onClose` receives when it is pressed. */
  value: string;
  label: string;
  /** Styled as the main action. */
  primary?: boolean;
}

/** Props shared by every dialog component. */
export interface DialogBaseProps {
  title: string;
  message: string;
  /** Default true; turning it false closes the dialog (as a cancel). */
  open?: boolean;
  /** Called once the exit animation is over: the moment to unmount the dialog. */
  onExited?(): void;
  /** spec §9: 30000 for the first dialog, one more for each above it. */
  zIndex?: number;
  /** Default: the page's escape manager. */
  escape?: EscapeManager;
}

export interface ModalDialogProps extends DialogBaseProps {
  actions: readonly DialogAction[];
  /** The value of the action focused on open. */
  focusValue: string;
  /** The result of Escape and of a backdrop click. */
  cancelValue: string;
  onClose(value: string): void;
}

/** A modal dialog with the given buttons; see the file comment. */
export function ModalDialog(props: ModalDialogProps) {
  const { title, message, actions, focusValue, cancelValue, open = true, zIndex } = props;
  const [ids] = useState(() => ({
    title: uniqueId('site-runtime-dialog-title'),
    message: uniqueId('site-runtime-dialog-message'),
  }));
  const life = useDialogLifecycle({ ...props, modal: true, open });
  const { frame, panel, initialFocus } = life;
  const pressed = useRef<EventTarget | null>(null);

  const onBackdropClick = (event: { target: EventTarget | null }) => {
    const backdrop = frame.current;
    if (event.target === backdrop && pressed.current === backdrop) life.close(cancelValue);
  };

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- the backdrop: keyboard users close with Escape (page escape manager); the dialog inside has its role
    <div
      ref={frame}
      className="site-runtime-dialog-overlay"
      style={{ ...overlayStyle, zIndex }}
      onMouseDown={(event) => void (pressed.current = event.target)}
      onClick={onBackdropClick}
    >
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- onKeyDown only keeps Tab inside the modal dialog (focus trap) */}
      <div
        ref={panel}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={ids.title}
        aria-describedby={ids.message}
        className="site-runtime-dialog"
        style={modalPanelStyle}
        onKeyDown={(event) => panel.current && trapTab(event, panel.current)}
      >
        <h2 id={ids.title} className="site-runtime-dialog__title" style={titleStyle}>
          {title}
        </h2>
        <p id={ids.message} className="site-runtime-dialog__message" style={messageStyle}>
          {message}
        </p>
        <div className="site-runtime-dialog__buttons" style={buttonsStyle}>
          {actions.map((action) => (
            <button
              key={action.value}
              type="button"
              ref={action.value === focusValue ? initialFocus : undefined}
              data-value={action.value}
              className="site-runtime-dialog__button"
              style={action.primary ? primaryButtonStyle : buttonStyle}
              onClick={() => life.close(action.value)}
            >
              {action.label}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
