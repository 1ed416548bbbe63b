/**
 * Dialogs and small UI (spec §2 "Other surfaces", §4 "Dialog, tooltip, time",
 * §4 "Animations", §4 "Tween", §9): confirmation, alert and information
 * dialogs, tooltips, relative times, show/hide animations and a tween.
 * See docs/services/dialogs-and-ui.md.
 */
export * from './constants';
export { confirm, alert, inform } from './dialogs';
export type { AlertOptions, ConfirmOptions, DialogIo, InformHandle, InformOptions } from './dialogs';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { AlertDialog, type AlertDialogProps } from './alert-dialog';
export { InformationDialog, type InformationDialogProps } from './information-dialog';
export { ModalDialog, type DialogAction, type DialogBaseProps, type ModalDialogProps } from './modal-dialog';
export { DIALOG_HOST_ATTRIBUTE, nextZIndex } from './dialog-host';
export { focusableIn, trapTab } from './focus-trap';
export { createTooltip, TOOLTIP_Z_INDEX, type Tooltip, type TooltipIo, type TooltipOptions } from './tooltip';
export { placeTooltip, type Box, type Offset, type Viewport } from './tooltip-position';
export {
  formatDate,
  pageLanguage,
  parseDate,
  relativeTime,
  type DateInput,
  type RelativeTimeOptions,
} from './relative-time';
export {
  createRelativeTimeUpdater,
  type RelativeTimeUpdater,
  type RelativeTimeUpdaterIo,
  type RelativeTimeUpdaterOptions,
} from './relative-time-updater';
export { collapse, expand, fadeIn, fadeOut, scaleIn, scaleOut, type AnimationOptions } from './animations';
export { ANIMATION_ID } from './play';
export { prefersReducedMotion } from './reduced-motion';
export {
  createTween,
  TWEEN_DURATION_MESSAGE,
  TWEEN_FUNCTION_MESSAGE,
  type Tween,
  type TweenOptions,
  type TweenState,
} from './tween';
