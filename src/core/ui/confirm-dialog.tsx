/**
 * The confirmation dialog (spec §2 "Other surfaces"): a question with a
 * confirm and a cancel button. Focus starts on Cancel: a confirm often guards
 * something that cannot be undone, so the key press that opened it, or an
 * Enter pressed a moment too soon, must not say yes (the safe choice).
 */
import { DIALOG_WORDS } from '../words/dialogs';
import { ModalDialog, type DialogBaseProps } from './modal-dialog';
import { say } from '../message-format/page-words';

export interface ConfirmDialogProps extends DialogBaseProps {
  /** Default 'OK'. */
  confirmText?: string;
  /** Default 'Cancel'. */
  cancelText?: string;
  /** Once: true on confirm; false on cancel, Escape, the backdrop or `open` turning false. */
  onResult(confirmed: boolean): void;
}

/** A modal confirmation; see the file comment. */
export function ConfirmDialog({
  confirmText = say('dialog.ok', DIALOG_WORDS.ok),
  cancelText = say('dialog.cancel', DIALOG_WORDS.cancel),
  onResult,
  ...rest
}: ConfirmDialogProps) {
  return (
    <ModalDialog
      {...rest}
      actions={[
        { value: 'cancel', label: cancelText },
        { value: 'confirm', label: confirmText, primary: true },
      ]}
      focusValue="cancel"
      cancelValue="cancel"
      onClose={(value) => onResult(value === 'confirm')}
    />
  );
}
