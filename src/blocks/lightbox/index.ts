/** CONTRACT STUB (replaced by the lightbox work). */
import type { LightboxHandle, LightboxOptions } from './types';

export function openLightbox(_doc: Document, options: LightboxOptions): LightboxHandle {
  let index = options.index;
  return {
    get index() {
      return index;
    },
    goTo(next) {
      index = next;
    },
    close() {
      options.onClose?.();
    },
    destroy() {},
  };
}
