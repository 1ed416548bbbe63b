import { mount } from '../../../src/blocks/audio';
import { audioUrl, formatTime } from '../../../src/blocks/audio/time';
import { blockContext, rootFrom } from './helpers';

const block = (url: string, download = 'true') =>
  rootFrom(
    `<div class="sqs-block audio-block"><div class="sqs-block-content"><div class="sqs-audio-embed" data-url="${url}" data-title="Morning" data-author="Ada" data-show-download="${download}"><p>Morning · Ada</p></div></div></div>`,
  );
const mountBlock = (root: HTMLElement) => {
  const { ctx, reports } = blockContext(root, undefined, 'audio');
  return { unmount: mount(root, ctx) as () => void, reports };
};
/** jsdom cannot play: play() and pause() flip `paused` and fire the events a browser would. */
function fakePlayback(audio: HTMLMediaElement) {
  let paused = true;
  Object.defineProperty(audio, 'paused', { get: () => paused, configurable: true });
  audio.play = () => ((paused = false), audio.dispatchEvent(new Event('play')), Promise.resolve());
  audio.pause = () => void (paused || ((paused = true), audio.dispatchEvent(new Event('pause'))));
}

// jsdom has no playback: pause() (called at destroy) logs "not implemented" without this.
beforeAll(() => jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {}));
afterAll(() => jest.restoreAllMocks());

describe('time and address', () => {
  it('formats m:ss and h:mm:ss; nothing known reads 0:00', () => {
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(65.9)).toBe('1:05');
    expect(formatTime(3725)).toBe('1:02:05');
    expect(formatTime(NaN)).toBe('0:00');
    expect(formatTime(Infinity)).toBe('0:00');
  });

  it('accepts http(s) addresses, relative ones resolved; anything else is unparsable', () => {
    expect(audioUrl('/media/a.mp3', 'https://site.example/p')).toBe('https://site.example/media/a.mp3');
    expect(audioUrl('https://cdn.example/a.mp3', 'https://site.example/')).toBe('https://cdn.example/a.mp3');
    expect(audioUrl('javascript:alert(1)', 'https://site.example/')).toBeNull();
    expect(audioUrl('http://[bad', 'https://site.example/')).toBeNull();
    expect(audioUrl('', 'https://site.example/')).toBeNull();
    expect(audioUrl(null, 'https://site.example/')).toBeNull();
  });
});

describe('the player', () => {
  it('is a named group: Play button, seek slider with its time in words, time, title and author', () => {
    const root = block('/media/a.wav');
    mountBlock(root);
    const group = root.querySelector('.sqs-audio-player')!;
    expect(group.getAttribute('role')).toBe('group');
    expect(group.getAttribute('aria-label')).toBe('Audio player: Morning');
    expect(root.querySelector('button.sqs-audio-play')!.textContent).toBe('Play');
    const seek = root.querySelector<HTMLInputElement>('input.sqs-audio-seek')!;
    expect(seek.type).toBe('range');
    expect(seek.getAttribute('aria-label')).toBe('Seek Morning');
    expect(root.querySelector('.sqs-audio-title')!.textContent).toBe('Morning');
    expect(root.querySelector('.sqs-audio-author')!.textContent).toBe('Ada');
  });

  it('fetches nothing before Play', () => {
    const root = block('/media/a.wav');
    mountBlock(root);
    expect(root.querySelector('audio')!.preload).toBe('none');
  });

  it('the button plays and pauses, and says which it will do', () => {
    const root = block('/media/a.wav');
    mountBlock(root);
    const audio = root.querySelector('audio')!;
    fakePlayback(audio);
    const button = root.querySelector<HTMLButtonElement>('.sqs-audio-play')!;
    button.click();
    expect(audio.paused).toBe(false);
    expect(button.textContent).toBe('Pause');
    button.click();
    expect(audio.paused).toBe(true);
    expect(button.textContent).toBe('Play');
  });

  it("starting it pauses the page's other audio and video", () => {
    document.body.innerHTML = '';
    const root = block('/media/a.wav');
    const other = document.body.appendChild(document.createElement('video'));
    fakePlayback(other);
    void other.play();
    mountBlock(root);
    const audio = root.querySelector('audio')!;
    fakePlayback(audio);
    root.querySelector<HTMLButtonElement>('.sqs-audio-play')!.click();
    expect(other.paused).toBe(true);
  });

  it('shows the download link only when the builder allows it', () => {
    const allowed = block('/media/a.wav', 'true');
    mountBlock(allowed);
    const link = allowed.querySelector<HTMLAnchorElement>('a.sqs-audio-download')!;
    expect(link.href).toBe('http://localhost/media/a.wav');
    expect(link.hasAttribute('download')).toBe(true);
    expect(link.getAttribute('aria-label')).toBe('Download Morning');
    const refused = block('/media/a.wav', 'false');
    mountBlock(refused);
    expect(refused.querySelector('a.sqs-audio-download')).toBeNull();
  });

  it('an unparsable address logs the §8 message and leaves the title and author readable', () => {
    const root = block('javascript:void(0)');
    const { reports } = mountBlock(root);
    expect(reports).toEqual(['Unable to parse the music embed URL']);
    expect(root.querySelector('audio')).toBeNull();
    expect(root.textContent).toContain('Morning');
    expect(root.textContent).toContain('Ada');
  });

  it('destroy puts the server markup back', () => {
    for (const url of ['/media/a.wav', 'javascript:void(0)']) {
      const root = block(url);
      const before = root.innerHTML;
      mountBlock(root).unmount();
      expect(root.innerHTML).toBe(before);
    }
  });
});
