/**
 * Autoplay (spec §4 "Gallery", §2 `?nomotion=true`, §9 "Gallery"): advances
 * every `timeout` ms while nothing holds it. Holds ("reasons") are counted
 * separately so each one can lift without lifting the others: the visitor's
 * pause button, the pointer over the gallery (not on mobile), a playing
 * video, a hidden tab, the gallery out of view (its own observer), an open
 * lightbox (the block tells it). Its own
 * chunk: only galleries that autoplay fetch it (features.ts decides).
 */
import type { DesignContext } from './types';
import { say } from '../../core/message-format/page-words';
import { AUDIO_WORDS, GALLERY_WORDS } from '../../core/words/media';

/** Why autoplay is held. */
export type HoldReason = 'user' | 'hover' | 'video' | 'hidden' | 'offscreen' | 'lightbox';

/** Video play / pause, from `<video>` elements and from the runtime's video blocks. */
const VIDEO_EVENTS = [
  ['play', true],
  ['pause', false],
  ['ended', false],
  ['site-runtime:video-play', true],
  ['site-runtime:video-pause', false],
] as const;

/** §9 breakpoints: mobile is 432 px or less; a device without hover counts too. */
const MOBILE = '(max-width: 432px), (hover: none)';

/** A running autoplay, as {@link createAutoplay} returns it. */
export interface Autoplay {
  /** Add or lift one hold. */
  hold(reason: HoldReason, held: boolean): void;
  readonly running: boolean;
  destroy(): void;
}

/** A random slide other than `current` (randomize never repeats the slide on show). */
export function randomOther(current: number, count: number, random: () => number): number {
  return count < 2 ? current : (current + 1 + Math.floor(random() * (count - 1))) % count;
}

/**
 * Starts autoplay on the gallery, with the pause/play button of WCAG 2.2.2
 * appended to `buttonHost`; `onRunning` hears running (true) or held (false)
 * after every change (the block turns aria-live off while it runs).
 */
export function createAutoplay(
  { engine, root, win, guard, settings: { autoplay: settings } }: DesignContext,
  buttonHost: HTMLElement,
  onRunning: (running: boolean) => void,
  random = Math.random,
): Autoplay {
  const doc = root.ownerDocument;
  const holds = new Set<HoldReason>();
  let timer = 0;
  let resumeTimer = 0;

  // Guarded like every callback below: what it throws reaches the funnel named for this gallery.
  const advance = guard(() => {
    if (settings.randomize) engine.goTo(randomOther(engine.index, engine.count, random), 'autoplay');
    // Without loop the last slide would hold it for good: start again from the first.
    else engine.next('autoplay') || engine.inMotion || engine.goTo(0, 'autoplay');
    update();
  });
  const update = () => {
    win.clearTimeout(timer);
    timer = holds.size ? 0 : win.setTimeout(advance, settings.timeout);
    onRunning(!holds.size);
    const paused = holds.has('user');
    const verb = paused ? say('audio.play', AUDIO_WORDS.play) : say('audio.pause', AUDIO_WORDS.pause);
    if (button.textContent === verb) return;
    button.setAttribute(
      'aria-label',
      paused
        ? say('gallery.playSlideshow', GALLERY_WORDS.playSlideshow)
        : say('gallery.pauseSlideshow', GALLERY_WORDS.pauseSlideshow),
    );
    button.textContent = verb;
  };
  const hold = (reason: HoldReason, held: boolean) => {
    if (holds.has(reason) === held) return;
    held ? holds.add(reason) : holds.delete(reason);
    update();
  };

  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'sqs-gallery-autoplay-toggle';
  buttonHost.appendChild(button);
  const ac = new AbortController();
  const listen = (target: EventTarget, type: string, listener: (event: Event) => void, capture?: boolean) =>
    target.addEventListener(type, guard(listener), { capture, signal: ac.signal });
  listen(button, 'click', () => hold('user', !holds.has('user')));
  listen(root, 'pointerenter', (event) => {
    if (
      !settings.pauseOnMouseover ||
      (event as PointerEvent).pointerType === 'touch' ||
      win.matchMedia?.(MOBILE).matches
    )
      return;
    win.clearTimeout(resumeTimer);
    hold('hover', true);
  });
  const resume = guard(() => hold('hover', false));
  listen(root, 'pointerleave', () => {
    win.clearTimeout(resumeTimer);
    resumeTimer = win.setTimeout(resume, settings.resume);
  });
  listen(doc, 'visibilitychange', () => hold('hidden', doc.hidden));
  // Media events do not bubble: listen in the capture phase.
  for (const [type, held] of VIDEO_EVENTS) listen(root, type, () => hold('video', held), true);
  // Out of view it holds: no timer, no motion for a slideshow nobody sees.
  if (win.IntersectionObserver) {
    const observer = new win.IntersectionObserver(
      guard((entries: IntersectionObserverEntry[]) => hold('offscreen', !entries[entries.length - 1].isIntersecting)),
    );
    observer.observe(root);
    ac.signal.addEventListener('abort', () => observer.disconnect());
  }
  if (doc.hidden) holds.add('hidden');
  update();

  return {
    hold,
    get running() {
      return !holds.size;
    },
    destroy() {
      ac.abort();
      win.clearTimeout(timer);
      win.clearTimeout(resumeTimer);
      button.remove();
    },
  };
}
