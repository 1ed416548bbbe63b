/**
 * One video embed (spec §4 "Video"): unloaded → poster → playing, back to the
 * poster when another medium starts (one at a time, page-wide), reloaded by a
 * mode change; an invalid embed shows a placeholder. Used by the video block
 * and by the gallery's video slides. The frame is created only when the
 * visitor asks, with autoplay, and started through postMessage; its play and
 * pause are announced as `site-runtime:video-play` / `-pause` (bubbling), which
 * a gallery's autoplay hears.
 */
import type { VideoMode } from '../../core/enums/media';
import { EVENT_PREFIX } from '../../core/log';
import { mediaFor, type Medium } from '../media/media-coordinator';
import { readEmbed } from './embed';
import { createFacade } from './facade';
import { FILL, style } from '../dom/style';
import { layOut, placeholderPercent, ratioPercent } from './layout';
import { playerUrl } from './player-url';
import { readPlayerEvent, startMessages } from './protocol';

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

/** Mounts a player on `.sqs-video-wrapper` (its `.intrinsic > .intrinsic-inner` when present). */
export function createVideoPlayer(wrapper: HTMLElement, options: VideoPlayerOptions): VideoPlayer {
  const doc = wrapper.ownerDocument;
  const win = doc.defaultView as Window;
  const intrinsic = wrapper.querySelector<HTMLElement>('.intrinsic') ?? wrapper;
  const inner = intrinsic.querySelector<HTMLElement>('.intrinsic-inner') ?? intrinsic;
  const embed = readEmbed(options.html, options.providerName, doc);
  if ('error' in embed) return placeholder(wrapper, inner, embed.error, options);

  const media = mediaFor(doc);
  const ac = new AbortController();
  const undoPosition = style(wrapper, { position: 'relative' });
  let undoLayout = layOut(options.mode, ratioPercent(embed.width, embed.height), wrapper, intrinsic, inner);
  let frame: HTMLElement | null = null;
  let playing = false;
  const announce = (on: boolean) => {
    if (on === playing) return;
    playing = on;
    if (on) media.started(medium);
    wrapper.dispatchEvent(new CustomEvent(`${EVENT_PREFIX}video-${on ? 'play' : 'pause'}`, { bubbles: true }));
  };
  const stop = () => {
    if (!frame) return;
    frame.remove();
    frame = null;
    facade.show(true);
    announce(false);
  };
  const medium: Medium = { element: wrapper, stop };
  const play = () => {
    if (frame) return;
    frame = embed.src ? makeFrame() : (doc.importNode(embed.element, true) as HTMLElement);
    style(frame, FILL);
    inner.append(frame);
    facade.show(false);
    announce(true);
    frame.focus();
  };
  const makeFrame = () => {
    const src = playerUrl(embed, options.restrictive, doc.baseURI, win.location.origin);
    const iframe = doc.createElement('iframe');
    iframe.src = src;
    iframe.title = embed.title || options.title || 'Video player';
    iframe.allow = 'autoplay; fullscreen; picture-in-picture; encrypted-media';
    const target = new URL(src).origin;
    const send = () =>
      startMessages(embed.provider).forEach((message) => iframe.contentWindow?.postMessage(message, target));
    iframe.addEventListener('load', send, { signal: ac.signal });
    win.addEventListener(
      'message',
      (event) => {
        if (event.source !== iframe.contentWindow || frame !== iframe) return;
        const heard = readPlayerEvent(event.data);
        if (heard === 'ready') send();
        else if (heard) announce(heard === 'play');
      },
      { signal: ac.signal },
    );
    return iframe;
  };
  const facade = createFacade(
    wrapper,
    `Play video${embed.title || options.title ? `: ${embed.title || options.title}` : ''}`,
    play,
  );
  return {
    play,
    stop,
    setMode(mode) {
      stop();
      undoLayout();
      undoLayout = layOut(mode, ratioPercent(embed.width, embed.height), wrapper, intrinsic, inner);
    },
    destroy() {
      stop();
      media.remove(medium);
      ac.abort();
      facade.destroy();
      undoLayout();
      undoPosition();
    },
  };
}

/** An invalid embed: the message in a box of the placeholder ratio, the poster hidden; reported once. */
function placeholder(
  wrapper: HTMLElement,
  inner: HTMLElement,
  message: string,
  options: VideoPlayerOptions,
): VideoPlayer {
  const doc = wrapper.ownerDocument;
  options.report(new Error(message), message);
  const box = doc.createElement('div');
  box.className = 'sqs-video-placeholder';
  const text = doc.createElement('p');
  text.textContent = message;
  box.append(text);
  style(box, {
    position: 'relative',
    paddingBottom: `${placeholderPercent(options.aspectRatio)}%`,
    background: '#eee',
  });
  style(text, {
    position: 'absolute',
    top: '50%',
    left: '0',
    right: '0',
    margin: '0',
    textAlign: 'center',
    color: '#111',
  });
  const overlay = wrapper.querySelector<HTMLElement>('.sqs-video-overlay');
  const wasHidden = overlay?.hidden;
  if (overlay) overlay.hidden = true;
  inner.append(box);
  const noop = () => {};
  return {
    play: noop,
    stop: noop,
    setMode: noop,
    destroy() {
      box.remove();
      if (overlay) overlay.hidden = !!wasHidden;
    },
  };
}
