/**
 * The audio player (issue "Media and embeds"): a native `<audio>` with
 * `preload="none"` (nothing fetched before Play) behind controls of our own:
 * a Play/Pause button, a seek slider with its time as text, the time shown,
 * and a download link when the builder allows it. Native controls do the
 * keyboard (Enter and Space on the button, arrows, Home, End and Page keys on
 * the slider). One medium at a time with the page's other players
 * (src/shared/media/one-at-a-time.ts).
 */
import { guard } from '../../core/guard';
import { onOtherMediumPlays, pauseOthers } from '../../shared/media/one-at-a-time';
import { formatTime } from './time';
import { say } from '../../core/message-format/page-words';
import { AUDIO_WORDS } from '../../core/words/media';

/** What the builder's `.sqs-audio-embed` says. */
export interface AudioTrack {
  url: string;
  title: string;
  author: string;
  download: boolean;
}

const make = <K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, className: string, text = '') =>
  Object.assign(doc.createElement(tag), { className, textContent: text });

/** Builds the player into `host`; returns the destroy. */
export function createAudioPlayer(host: HTMLElement, track: AudioTrack, meta: HTMLElement): () => void {
  const doc = host.ownerDocument;
  const name = track.title || say('audio.untitled', AUDIO_WORDS.untitled);
  const player = make(doc, 'div', 'sqs-audio-player');
  player.setAttribute('role', 'group');
  player.setAttribute('aria-label', say('audio.player', AUDIO_WORDS.player, { name }));
  const audio = Object.assign(doc.createElement('audio'), { preload: 'none', src: track.url });
  const button = make(doc, 'button', 'sqs-audio-play', say('audio.play', AUDIO_WORDS.play));
  button.type = 'button';
  const seek = Object.assign(make(doc, 'input', 'sqs-audio-seek'), {
    type: 'range',
    min: '0',
    max: '0',
    step: '1',
    value: '0',
  });
  seek.setAttribute('aria-label', say('audio.seek', AUDIO_WORDS.seek, { name }));
  const time = make(doc, 'span', 'sqs-audio-time', '0:00');
  player.append(button, meta, seek, time, audio);
  if (track.download) {
    const link = make(doc, 'a', 'sqs-audio-download', say('audio.download', AUDIO_WORDS.download));
    link.href = track.url;
    link.download = '';
    link.setAttribute('aria-label', say('audio.downloadTrack', AUDIO_WORDS.downloadTrack, { name }));
    player.append(link);
  }

  const show = () => {
    const now = formatTime(audio.currentTime);
    const total = formatTime(audio.duration);
    time.textContent = Number.isFinite(audio.duration) ? `${now} / ${total}` : now;
    seek.max = String(Number.isFinite(audio.duration) ? Math.floor(audio.duration) : 0);
    seek.value = String(Math.floor(audio.currentTime));
    seek.setAttribute('aria-valuetext', say('audio.elapsed', AUDIO_WORDS.elapsed, { now, total }));
  };
  const ac = new AbortController();
  // Guarded, named for this block: what a listener throws reaches the funnel with its stack.
  const on = (target: EventTarget, type: string, listener: () => void) =>
    target.addEventListener(type, guard(listener, player), { signal: ac.signal });
  on(button, 'click', () => (audio.paused ? void audio.play().catch(() => {}) : audio.pause()));
  on(seek, 'input', () => (audio.currentTime = Number(seek.value)));
  on(audio, 'play', () => {
    // One medium at a time: the page's video players hear this native play themselves.
    pauseOthers(player);
    button.textContent = say('audio.pause', AUDIO_WORDS.pause);
  });
  on(audio, 'pause', () => (button.textContent = say('audio.play', AUDIO_WORDS.play)));
  for (const type of ['timeupdate', 'durationchange', 'loadedmetadata']) on(audio, type, show);
  host.append(player);
  const off = onOtherMediumPlays(player, () => audio.pause());
  return () => {
    off();
    ac.abort();
    audio.pause();
    player.remove();
  };
}
