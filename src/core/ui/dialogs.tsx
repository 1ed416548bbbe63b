/**
 * The imperative dialogs: `await confirm(…)`, `await alert(…)`, `inform(…)`.
 * Each mounts its component into a fresh element at the end of the body (see
 * dialog-host.tsx) and removes it once it has faded out. The promise settles
 * as soon as the visitor answers, not after the fade; a dialog that crashes
 * rejects it (`inform`: reports to `io.report` and settles `closed`).
 */
import { AlertDialog } from './alert-dialog';
import { ConfirmDialog } from './confirm-dialog';
import { createDialogHost } from './dialog-host';
import { InformationDialog } from './information-dialog';
import type { EscapeManager } from '../escape';
import type { ReportError } from '../react-root';
import { DIALOG_WORDS } from '../words/dialogs';
import { say } from '../message-format/page-words';

/** Where a dialog opens (both default to the page's), and where a crash of `inform`'s notice goes. */
export interface DialogIo {
  doc?: Document;
  escape?: EscapeManager;
  /**
   * The caller's funnel for a crash of an information dialog; default
   * `reportError`. `confirm` and `alert` reject their promise instead: the
   * caller awaiting it owns the error.
   */
  report?: ReportError;
}

export interface ConfirmOptions {
  title?: string;
  message?: string;
  /** Default 'OK'. */
  confirmText?: string;
  /** Default 'Cancel'. */
  cancelText?: string;
}

export interface AlertOptions {
  title?: string;
  message?: string;
  /** Default 'OK'. */
  buttonText?: string;
}

export interface InformOptions {
  title?: string;
  message?: string;
  /** ms; default 2000 (spec §9). `false` keeps it until `close()` or Escape. */
  autoHide?: number | false;
}

/** The handle of an open information dialog. */
export interface InformHandle {
  /** Hides it now (it still fades out). */
  close(): void;
  /** Resolves when it starts to hide, however that happened. */
  closed: Promise<void>;
}

/** Texts are shown as given; a missing one is empty, a non-string one is converted, never dropped. */
// eslint-disable-next-line @typescript-eslint/no-base-to-string -- any value a caller passes is shown as String() gives it, by design (see above)
const text = (value: unknown, fallback = '') => (value === undefined || value === null ? fallback : String(value));

/**
 * Asks the visitor a question. Resolves true when they confirm; false when
 * they cancel, press Escape or click the backdrop. Rejects only if the
 * dialog cannot be rendered at all.
 */
export function confirm(options: ConfirmOptions, io: DialogIo = {}): Promise<boolean> {
  const { title, message, confirmText, cancelText } = options ?? {};
  return new Promise((resolve, reject) => {
    const host = createDialogHost(io.doc ?? document, { report: reject });
    host.render(
      <ConfirmDialog
        title={text(title)}
        message={text(message)}
        confirmText={text(confirmText, say('dialog.ok', DIALOG_WORDS.ok))}
        cancelText={text(cancelText, say('dialog.cancel', DIALOG_WORDS.cancel))}
        zIndex={host.zIndex}
        escape={io.escape}
        onResult={resolve}
        onExited={host.remove}
      />,
    );
  });
}

/** Tells the visitor something; resolves when they dismiss it (button, Escape or backdrop). */
export function alert(options: AlertOptions, io: DialogIo = {}): Promise<void> {
  const { title, message, buttonText } = options ?? {};
  return new Promise((resolve, reject) => {
    const host = createDialogHost(io.doc ?? document, { report: reject });
    host.render(
      <AlertDialog
        title={text(title)}
        message={text(message)}
        buttonText={text(buttonText, say('dialog.ok', DIALOG_WORDS.ok))}
        zIndex={host.zIndex}
        escape={io.escape}
        onDismiss={resolve}
        onExited={host.remove}
      />,
    );
  });
}

/**
 * Shows a notice top-right that hides itself after 2000 ms (spec §9) and
 * never takes focus; the logout flow shows
 * `inform({ title: 'Logout Successful', message: 'You have been successfully logged out.' })`.
 */
export function inform(options: InformOptions, io: DialogIo = {}): InformHandle {
  const { title, message, autoHide } = options ?? {};
  let settle = () => {};
  const closed = new Promise<void>((resolve) => (settle = resolve));
  const host = createDialogHost(io.doc ?? document, { report: io.report, onCrash: () => settle() });
  const view = (open: boolean) => (
    <InformationDialog
      title={text(title)}
      message={text(message)}
      autoHide={autoHide}
      open={open}
      zIndex={host.zIndex}
      escape={io.escape}
      onClose={settle}
      onExited={host.remove}
    />
  );
  host.render(view(true));
  return { close: () => host.render(view(false)), closed };
}
