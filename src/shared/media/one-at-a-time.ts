/**
 * One medium plays at a time, page-wide (issue "Media and embeds"; spec §4
 * "Video": a video returns to its poster when another starts), by DOM events
 * rather than a registry. A video player that starts or stops says so with
 * `site-runtime:video-play` / `-pause`, bubbling (the events a gallery's
 * autoplay holds on); a start pauses the page's native media outside it.
 * Every player listens on the document and stops when a medium outside its
 * element starts: an announced player, or any native `<audio>`/`<video>`
 * (the audio block's, a gallery's video slide, a theme's own).
 *
 * @build-inline: stateless and small, copied into each chunk that imports
 * it (scripts/inline-small-modules.mjs) rather than made a chunk of its own.
 * No state but each player's listeners, so every copy works with the others.
 */
import { EVENT_PREFIX } from '../../core/log';

/** A video player started (bubbling from its element). */
export const VIDEO_PLAY_EVENT = `${EVENT_PREFIX}video-play`;
/** A video player stopped or paused (bubbling from its element). */
export const VIDEO_PAUSE_EVENT = `${EVENT_PREFIX}video-pause`;

/** Pauses the page's `<audio>` and `<video>` elements outside `element`. */
export function pauseOthers(element: Element): void {
  element.ownerDocument.querySelectorAll('audio,video').forEach((native) => {
    if (!element.contains(native)) (native as HTMLMediaElement).pause();
  });
}

/** The video player of `element` started (`playing`) or stopped: the page hears it, and a start pauses the rest. */
export function announce(element: Element, playing: boolean): void {
  element.dispatchEvent(new CustomEvent(playing ? VIDEO_PLAY_EVENT : VIDEO_PAUSE_EVENT, { bubbles: true }));
  if (playing) pauseOthers(element);
}

/** Calls `stop` whenever a medium outside `element` starts. Returns the unsubscribe. */
export function onOtherMediumPlays(element: Element, stop: () => void): () => void {
  const doc = element.ownerDocument;
  // Unguarded (src/core/guard.ts): a stop is a pause or a few DOM writes, and the video player's
  // 3 KB (issue 12) has no room for a copy of the guard.
  const heard = (event: Event) => element.contains(event.target as Node) || stop();
  // Media events do not bubble: the capture phase hears every one on the page. A player's start
  // is heard in the capture phase too, so the others have stopped (and said so) before anything
  // hears it start: a gallery holding its autoplay for one video then resumes, then holds again.
  for (const type of ['play', VIDEO_PLAY_EVENT]) doc.addEventListener(type, heard, true);
  return () => ['play', VIDEO_PLAY_EVENT].forEach((type) => doc.removeEventListener(type, heard, true));
}
