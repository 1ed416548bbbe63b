/**
 * One video embed (spec §4 "Video"): unloaded → poster → playing, back to the
 * poster when another medium starts (one at a time, page-wide), reloaded by a
 * mode change; an invalid embed shows a placeholder. Used by the video block
 * and by the gallery's video slides. The frame is created only when the
 * visitor asks, with autoplay, and started through postMessage; its play and
 * pause are announced as `site-runtime:video-play` / `-pause` (bubbling), which
 * a gallery's autoplay hears.
 */
import type { VideoMode } from '../../core/enums/video-embed';
import { announce as tell, onOtherMediumPlays } from '../media/one-at-a-time';
import { readEmbed } from './embed';
import { createMarkupUndo, type MarkupUndo } from '../markup-undo';
import { createFacade } from './facade';
import { layOut, placeholderPercent, ratioPercent } from './layout';
import { playerUrl } from './player-url';
import { readPlayerEvent, startMessages } from './protocol';
import { say } from '../../core/message-format/page-words';
import { VIDEO_WORDS } from '../../core/words/media';

/** What a player is made from. */
export interface VideoPlayerOptions {
  /** The builder's embed markup. */
  html: string;
  providerName: unknown;
  mode: VideoMode;
  /** The placeholder's ratio setting (spec §9: 'auto' or a number). */
  aspectRatio?: unknown;
  /** For the play control's name when the embed has no title. */
  title?: string;
  /** A restrictive cookie policy: YouTube's privacy-enhanced host, Vimeo's do-not-track. */
  restrictive: boolean;
  report(error: unknown, message?: string): void;
}

/** A mounted player. */
export interface VideoPlayer {
  play(): void;
  /** Back to the poster. */
  stop(): void;
  /** A new mode reloads the player (spec §4). */
  setMode(mode: VideoMode): void;
  destroy(): void;
}

/** Fills its positioned parent. */
const FILL = { position: 'absolute', inset: '0', width: '100%', height: '100%', border: '0' };

/** Mounts a player on `.sqs-video-wrapper` (its `.intrinsic > .intrinsic-inner` when present). */
export function createVideoPlayer(wrapper: HTMLElement, options: VideoPlayerOptions): VideoPlayer {
  const doc = wrapper.ownerDocument;
  const win = doc.defaultView as Window;
  const intrinsic = wrapper.querySelector<HTMLElement>('.intrinsic') ?? wrapper;
  const inner = intrinsic.querySelector<HTMLElement>('.intrinsic-inner') ?? intrinsic;
  const markup = createMarkupUndo();
  const embed = readEmbed(options.html, options.providerName, doc);
  if ('error' in embed) return placeholder(markup, wrapper, inner, embed.error, options);

  const ratio = ratioPercent(embed.width, embed.height);
  const layout = (mode: VideoMode) =>
    markup.scoped('layout', () => layOut(mode, ratio, markup, wrapper, intrinsic, inner));
  markup.style(wrapper, { position: 'relative' });
  layout(options.mode);
  let frame: HTMLElement | null = null;
  /** Posts the start messages to the current frame. */
  let send = () => {};
  let playing = false;
  const announce = (on: boolean) => {
    if (on === playing) return;
    playing = on;
    tell(wrapper, on);
  };
  const stop = () => {
    if (!frame) return;
    frame.remove();
    frame = null;
    facade.show(true);
    announce(false);
  };
  markup.add(onOtherMediumPlays(wrapper, stop));
  const play = () => {
    if (frame) return;
    frame = embed.src ? makeFrame() : (doc.importNode(embed.element, true) as HTMLElement);
    Object.entries(FILL).forEach(([name, value]) => frame!.style.setProperty(name, value));
    inner.append(frame);
    facade.show(false);
    announce(true);
    frame.focus();
  };
  const makeFrame = () => {
    const src = playerUrl(embed, options.restrictive, doc.baseURI, win.location.origin);
    const iframe = doc.createElement('iframe');
    iframe.src = src;
    iframe.title = embed.title || options.title || say('video.player', VIDEO_WORDS.player);
    iframe.allow = 'autoplay; fullscreen; picture-in-picture; encrypted-media';
    const target = new URL(src).origin;
    send = () => startMessages(embed.provider).forEach((message) => iframe.contentWindow?.postMessage(message, target));
    iframe.addEventListener('load', () => send());
    return iframe;
  };
  // The frames' messages: a player says it is ready (start it again: its load may have come first), plays or pauses.
  markup.on(win, 'message', (event) => {
    const message = event as MessageEvent<unknown>;
    if (!frame || message.source !== (frame as HTMLIFrameElement).contentWindow) return;
    const heard = readPlayerEvent(message.data);
    if (heard === 'ready') send();
    else if (heard) announce(heard === 'play');
  });
  const name = embed.title || options.title;
  const facade = createFacade(wrapper, `Play video${name ? `: ${name}` : ''}`, play, markup);
  return {
    play,
    stop,
    setMode(mode) {
      stop();
      markup.restore('layout');
      layout(mode);
    },
    destroy() {
      stop();
      markup.restore();
    },
  };
}

/** An invalid embed: the message in a box of the placeholder ratio, the poster hidden; reported once. */
function placeholder(
  markup: MarkupUndo,
  wrapper: HTMLElement,
  inner: HTMLElement,
  message: string,
  options: VideoPlayerOptions,
): VideoPlayer {
  const doc = wrapper.ownerDocument;
  options.report(new Error(message), message);
  const box = markup.added(doc.createElement('div'));
  box.className = 'sqs-video-placeholder';
  const text = doc.createElement('p');
  text.textContent = message;
  box.append(text);
  // Spec §9: the placeholder's ratio rule, as the box's aspect ratio; the message in its middle.
  const ratio = `100/${placeholderPercent(options.aspectRatio)}`;
  markup.style(box, {
    'aspect-ratio': ratio,
    display: 'grid',
    'place-items': 'center',
    background: '#eee',
    color: '#111',
  });
  const overlay = wrapper.querySelector<HTMLElement>('.sqs-video-overlay');
  if (overlay) markup.attr(overlay, 'hidden', '');
  inner.append(box);
  const noop = () => {};
  return { play: noop, stop: noop, setMode: noop, destroy: () => markup.restore() };
}
