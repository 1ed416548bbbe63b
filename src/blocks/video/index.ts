/**
 * The video block (`.sqs-block.video-block`, type 32; spec §3 "Video embed",
 * §4 "Video", §5; docs/blocks/video.md). The builder's
 * `.sqs-video-wrapper[data-html][data-provider-name]` becomes a poster that
 * turns into the provider's player when the visitor asks (the shared player,
 * src/shared/video/). A change of the wrapper's `data-mode` reloads it.
 * No React: a poster and a frame are two elements, and the chunk stays small.
 */
import { restrictivePolicy } from '../../core/consent/restrictive';
import { videoModeOrDefault } from '../../core/enums/video-embed';
import type { BlockContext, Unmount } from '../../core/types';
import { createVideoPlayer } from '../../shared/video/player';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Mounts the player on the block's wrapper; returns the unmount that puts the markup back. */
export function mount(root: HTMLElement, { config, page, report }: BlockContext): Unmount {
  const wrapper = root.querySelector<HTMLElement>('.sqs-video-wrapper') ?? root;
  const mode = () => videoModeOrDefault(wrapper.getAttribute('data-mode') ?? config.mode);
  const player = createVideoPlayer(wrapper, {
    html: wrapper.getAttribute('data-html') || text(config.html),
    providerName: wrapper.getAttribute('data-provider-name') || config.providerName || config.resolvedBy,
    mode: mode(),
    aspectRatio: config.aspectRatio,
    title: text(config.title),
    restrictive: restrictivePolicy(page),
    report,
  });
  const win = root.ownerDocument.defaultView as Window & typeof globalThis;
  // Unguarded (src/core/guard.ts): only the site editor changes data-mode, and the video block's 3 KB
  // before its provider (issue 12) has no room for a copy of the guard.
  const observer = new win.MutationObserver(() => player.setMode(mode()));
  observer.observe(wrapper, { attributes: true, attributeFilter: ['data-mode'] });
  return () => {
    observer.disconnect();
    player.destroy();
  };
}
