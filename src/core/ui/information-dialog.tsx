/**
 * The information dialog (spec §2, §9: auto-hides after 2000 ms, top-right;
 * the logout notice is one). It is a notice, not a question, so it is not
 * modal and never takes focus: `role="status"` (a polite live region) has
 * screen readers announce it without interrupting, which is the pattern for
 * a message that goes away on its own. Escape closes it early.
 *
 * The text goes in one task after the empty region is on the page: screen
 * readers announce changes to a live region, and may stay silent about a
 * region that arrives with its text already in it.
 */
import { useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { INFORM_AUTO_HIDE } from './constants';
import { informationStyle, messageStyle, titleStyle } from './dialog-styles';
import type { DialogBaseProps } from './modal-dialog';
import { useDialogLifecycle } from './use-dialog-lifecycle';

export interface InformationDialogProps extends DialogBaseProps {
  /** ms before it hides itself; default 2000 (spec §9). `false` keeps it until closed. */
  autoHide?: number | false;
  /** Once, when it starts to hide (timer, Escape or `open` turning false). */
  onClose?(): void;
}

/** `false` means never; anything but a finite number ≥ 0 falls back to the spec's 2000 ms. */
function autoHideOf(value: unknown): number | undefined {
  if (value === false) return undefined;
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : INFORM_AUTO_HIDE;
}

/** A non-modal, self-hiding notice; see the file comment. */
export function InformationDialog(props: InformationDialogProps) {
  const { title, message, open = true, zIndex } = props;
  const [filled, setFilled] = useState(false);
  const life = useDialogLifecycle({
    ...props,
    modal: false,
    open,
    cancelValue: 'close',
    autoHide: autoHideOf(props.autoHide),
    onClose: () => props.onClose?.(),
  });
  const { frame } = life;

  useLayoutEffect(() => {
    // flushSync: the text lands in that very task, not whenever React's scheduler gets to it.
    const timer = setTimeout(() => flushSync(() => setFilled(true)), 0);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div
      ref={frame}
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className="site-runtime-dialog site-runtime-dialog--information"
      style={{ ...informationStyle, zIndex }}
    >
      {filled && (
        <>
          <p className="site-runtime-dialog__title" style={titleStyle}>
            {title}
          </p>
          <p className="site-runtime-dialog__message" style={messageStyle}>
            {message}
          </p>
        </>
      )}
    </div>
  );
}
