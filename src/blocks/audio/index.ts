/**
 * The audio block (`.sqs-block.audio-block`; docs/blocks/audio.md): the
 * builder's `.sqs-audio-embed[data-url][data-title][data-author][data-show-download]`
 * becomes an accessible player. An address that is not http(s) logs the §8
 * message and leaves the title and author readable, with no player.
 */
import { readBoolean } from '../../core/read-boolean';
import type { BlockContext, Unmount } from '../../core/types';
import { createMarkupUndo } from '../../shared/markup-undo';
import { createAudioPlayer } from './player';
import { audioUrl } from './time';

/** Spec §8 "Console-only": an unparsable music embed URL. */
export const UNPARSABLE_AUDIO_URL_MESSAGE = 'Unable to parse the music embed URL';

/** Mounts the player in the embed element; returns the unmount that puts the server markup back. */
export function mount(root: HTMLElement, { report }: BlockContext): Unmount {
  const embed = root.querySelector<HTMLElement>('.sqs-audio-embed') ?? root;
  const doc = root.ownerDocument;
  const attr = (name: string) => embed.getAttribute(name)?.trim() ?? '';
  const markup = createMarkupUndo();
  const saved = [...embed.childNodes];
  markup.add(() => embed.replaceChildren(...saved));
  const meta = markup.added(Object.assign(doc.createElement('p'), { className: 'sqs-audio-meta' }));
  for (const [part, value] of [
    ['title', attr('data-title')],
    ['author', attr('data-author')],
  ])
    if (value)
      meta.append(
        Object.assign(doc.createElement('span'), { className: `sqs-audio-${part}`, textContent: value }),
        ' ',
      );
  const url = audioUrl(embed.getAttribute('data-url'), doc.baseURI);
  embed.replaceChildren();
  if (url) {
    const track = { url, title: attr('data-title'), author: attr('data-author') };
    markup.add(
      createAudioPlayer(embed, { ...track, download: readBoolean(attr('data-show-download')) === true }, meta),
    );
  } else {
    report(new Error(`${UNPARSABLE_AUDIO_URL_MESSAGE}: ${attr('data-url')}`), UNPARSABLE_AUDIO_URL_MESSAGE);
    embed.append(meta);
  }
  return () => markup.restore();
}
