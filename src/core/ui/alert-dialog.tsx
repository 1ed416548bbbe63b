/**
 * The alert dialog (spec §2 "Other surfaces"): a message and one button.
 * Focus starts on that button, the only thing to do. Escape and the backdrop
 * dismiss it as the button does.
 */
import { DIALOG_WORDS } from '../words/dialogs';
import { ModalDialog, type DialogBaseProps } from './modal-dialog';
import { say } from '../message-format/page-words';

export interface AlertDialogProps extends DialogBaseProps {
  /** Default 'OK'. */
  buttonText?: string;
  /** Once, however it was dismissed. */
  onDismiss(): void;
}

/** A modal alert; see the file comment. */
export function AlertDialog({ buttonText = say('dialog.ok', DIALOG_WORDS.ok), onDismiss, ...rest }: AlertDialogProps) {
  return (
    <ModalDialog
      {...rest}
      actions={[{ value: 'ok', label: buttonText, primary: true }]}
      focusValue="ok"
      cancelValue="ok"
      onClose={() => onDismiss()}
    />
  );
}
