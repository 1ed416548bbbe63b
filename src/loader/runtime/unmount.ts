import type { Unmount } from '../../core/types';

/** Run whatever a mount or start returned: a function, an object with destroy(), or nothing. */
export function runUnmount(unmount: Unmount): void {
  if (typeof unmount === 'function') unmount();
  else if (unmount && typeof unmount.destroy === 'function') unmount.destroy();
}
