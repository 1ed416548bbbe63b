/**
 * The newsletter block's chunk entry (`newsletter-block`): the form block's
 * flow (spec §4) with the newsletter differences: no review notices on a
 * failure (spec §8), and on success the newsletter event and the ad-pixel
 * "subscribe newsletter" event (spec §7 "Other loads") before the success
 * event and the redirect or success view.
 */
import type { BlockContext, Unmount } from '../../core/types';
import { emitAdPixelEvent } from '../../telemetry/ad-pixel-events';
import { mountForm } from '../form/index';
import { NEWSLETTER_SUBSCRIBE_EVENT } from '../../shared/form-events';
import { followSmallContainer } from './small-container';

export { NEWSLETTER_SUBSCRIBE_EVENT } from '../../shared/form-events';

/** Mount a newsletter block: the form's flow, and the small-container class under 320 px (spec §9). */
export function mount(root: HTMLElement, context: BlockContext): Unmount {
  const unmountForm = mountForm(root, context, {
    newsletter: true,
    onSuccess(settings, block) {
      block.dispatchEvent(
        new CustomEvent(NEWSLETTER_SUBSCRIBE_EVENT, { bubbles: true, detail: { formId: settings.formId } }),
      );
      emitAdPixelEvent(block.ownerDocument, 'subscribe-newsletter', { formId: settings.formId });
    },
  });
  const stopFollowing = followSmallContainer(root, root.ownerDocument.defaultView as Window & typeof globalThis);
  return () => {
    stopFollowing();
    if (typeof unmountForm === 'function') unmountForm();
    else unmountForm?.destroy();
  };
}
