/**
 * A gallery's video slides (spec §3 "Gallery block data": a slide holding a
 * `.sqs-video-wrapper` is a video): each gets the shared player, fitted to its
 * slide, and goes back to its poster when the gallery moves away from it. Its
 * play and pause reach the gallery's autoplay as the player's bubbling events.
 */
import { restrictivePolicy } from '../../core/consent/restrictive';
import type { PageContext } from '../../core/types';
import { createVideoPlayer, type VideoPlayer } from './player';

/** Mounts a player on the video wrapper of each slide; returns what stops the current one and the destroy. */
export function mountSlideVideos(
  slides: readonly { element: HTMLElement; type: string }[],
  page: PageContext,
  report: (error: unknown, message?: string) => void,
): { stop(): void; destroy(): void } {
  const restrictive = restrictivePolicy(page);
  const players: VideoPlayer[] = [];
  for (const slide of slides) {
    const wrapper = slide.type === 'video' && slide.element.querySelector<HTMLElement>('.sqs-video-wrapper');
    if (!wrapper) continue;
    players.push(
      createVideoPlayer(wrapper, {
        html: wrapper.getAttribute('data-html') || '',
        providerName: wrapper.getAttribute('data-provider-name'),
        mode: 'fit',
        title: slide.element.querySelector('.meta-title')?.textContent?.trim() || '',
        restrictive,
        report,
      }),
    );
  }
  return {
    stop: () => players.forEach((player) => player.stop()),
    destroy: () => players.splice(0).forEach((player) => player.destroy()),
  };
}
