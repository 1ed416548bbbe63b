/**
 * Header focus keys of the WAI-ARIA accordion pattern. Enter and Space need
 * nothing here: the headers are real buttons, so they toggle natively.
 */
import { wrapIndex } from '../../shared/wrap-index';

/**
 * The header index `key` moves focus to from header `current` of `count`,
 * or `null` when the key is not a navigation key. ArrowDown/ArrowUp wrap
 * around; Home and End go to the first and last header.
 */
export function focusTargetIndex(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return wrapIndex(current + 1, count);
    case 'ArrowUp':
      return wrapIndex(current - 1, count);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
