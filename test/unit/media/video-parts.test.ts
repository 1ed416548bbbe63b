import { VIDEO } from '../../../src/core/enums/media';
import {
  INVALID_VIDEO_EMBED_MESSAGE as FORM_INVALID,
  VIMEO_BASIC_MESSAGE as FORM_VIMEO,
} from '../../../src/core/words/validation';
import {
  INVALID_VIDEO_EMBED_MESSAGE,
  readEmbed,
  VIMEO_BASIC_MESSAGE,
  type Embed,
} from '../../../src/shared/video/embed';
import { placeholderPercent, ratioPercent } from '../../../src/shared/video/layout';
import { playerUrl } from '../../../src/shared/video/player-url';
import { readPlayerEvent, startMessages } from '../../../src/shared/video/protocol';

const embed = (html: string, provider = 'YouTube') => readEmbed(html, provider, document) as Embed;

describe('the embed markup (spec §5: an iframe or an object, else "Invalid video embed.")', () => {
  it("reads the iframe's source, size and title", () => {
    const found = embed(
      '<iframe src="https://www.youtube.com/embed/abc" width="640" height="360" title="Harbour"></iframe>',
    );
    expect(found).toMatchObject({
      provider: 'youtube',
      src: 'https://www.youtube.com/embed/abc',
      width: 640,
      height: 360,
      title: 'Harbour',
    });
  });

  it('accepts an object embed', () => {
    expect(embed('<object data="x.swf" width="400" height="300"></object>', 'Vimeo')).toMatchObject({
      provider: 'vimeo',
      src: '',
      width: 400,
    });
  });

  it('markup without either is invalid; a Vimeo share without a player is a Vimeo Basic account', () => {
    expect(readEmbed('<a href="x">link</a>', 'YouTube', document)).toEqual({ error: 'Invalid video embed.' });
    expect(readEmbed('', 'Vimeo', document)).toEqual({
      error: 'Vimeo Basic accounts are unsupported. Please share a video from a different account.',
    });
  });

  it('parses inertly: nothing in the markup loads or runs', () => {
    const before = document.querySelectorAll('script,iframe,img').length;
    const win = window as unknown as { __ran?: boolean };
    readEmbed(
      '<img src="https://tracker.example/p.gif" onerror="window.__ran=true"><script>window.__ran=true</script><iframe src="https://x"></iframe>',
      'YouTube',
      document,
    );
    expect(document.querySelectorAll('script,iframe,img').length).toBe(before);
    expect(win.__ran).toBeUndefined();
  });

  it("its messages are the spec's, the same strings as the validators'", () => {
    expect(INVALID_VIDEO_EMBED_MESSAGE).toBe(FORM_INVALID);
    expect(VIMEO_BASIC_MESSAGE).toBe(FORM_VIMEO);
  });
});

describe("the player's address", () => {
  const base = 'https://site.example/page';
  it('YouTube: autoplay, the message API and the page origin', () => {
    const url = new URL(
      playerUrl(
        embed('<iframe src="https://www.youtube.com/embed/abc?rel=0"></iframe>'),
        false,
        base,
        'https://site.example',
      ),
    );
    expect(url.hostname).toBe('www.youtube.com');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      rel: '0',
      autoplay: '1',
      enablejsapi: '1',
      origin: 'https://site.example',
      playsinline: '1',
    });
  });

  it('YouTube under a restrictive cookie policy: the privacy-enhanced host', () => {
    for (const host of ['www.youtube.com', 'youtube.com', 'm.youtube.com'])
      expect(
        new URL(playerUrl(embed(`<iframe src="https://${host}/embed/abc"></iframe>`), true, base, 'x')).hostname,
      ).toBe('www.youtube-nocookie.com');
  });

  it('Vimeo: autoplay and the API; do-not-track under a restrictive policy', () => {
    const vimeo = embed('<iframe src="https://player.vimeo.com/video/1"></iframe>', 'Vimeo');
    expect(new URL(playerUrl(vimeo, false, base, 'x')).searchParams.get('dnt')).toBeNull();
    expect(Object.fromEntries(new URL(playerUrl(vimeo, true, base, 'x')).searchParams)).toEqual({
      autoplay: '1',
      api: '1',
      dnt: '1',
    });
  });

  it('relative sources resolve against the page', () => {
    expect(playerUrl(embed('<iframe src="/providers/video/youtube/embed/a"></iframe>'), true, base, 'x')).toMatch(
      /^https:\/\/site\.example\/providers\/video\/youtube\/embed\/a\?/,
    );
  });
});

describe('the postMessage protocols', () => {
  it('YouTube: listen, then playVideo', () => {
    expect(startMessages('youtube').map((m) => JSON.parse(m))).toEqual([
      { event: 'listening', id: 1, channel: 'widget' },
      { event: 'command', func: 'playVideo', args: [] },
    ]);
  });

  it('Vimeo: subscribe to play, pause and ended, then play', () => {
    expect(startMessages('vimeo').map((m) => JSON.parse(m))).toEqual([
      { method: 'addEventListener', value: 'play' },
      { method: 'addEventListener', value: 'pause' },
      { method: 'addEventListener', value: 'ended' },
      { method: 'play' },
    ]);
  });

  it('reads what the frames say, as strings or objects; anything else is nothing', () => {
    expect(readPlayerEvent('{"event":"onStateChange","info":1}')).toBe('play');
    expect(readPlayerEvent({ event: 'onStateChange', info: 2 })).toBe('pause');
    expect(readPlayerEvent({ event: 'onStateChange', info: 0 })).toBe('pause');
    expect(readPlayerEvent({ event: 'infoDelivery', info: { playerState: 1 } })).toBe('play');
    expect(readPlayerEvent({ event: 'onReady' })).toBe('ready');
    expect(readPlayerEvent('{"event":"ready"}')).toBe('ready');
    expect(readPlayerEvent({ event: 'play' })).toBe('play');
    expect(readPlayerEvent({ event: 'ended' })).toBe('pause');
    expect(readPlayerEvent('not json')).toBeNull();
    expect(readPlayerEvent(null)).toBeNull();
    expect(readPlayerEvent({ event: 'timeupdate' })).toBeNull();
  });
});

describe('sizes (spec §9 "Video")', () => {
  it("the embed's ratio as a padding, 56.3 % when it gives no size", () => {
    expect(ratioPercent(640, 360)).toBeCloseTo(56.25);
    expect(ratioPercent(0, 0)).toBe(VIDEO.fallbackPaddingPercent);
    expect(ratioPercent(0, 0)).toBe(56.3);
  });

  it('the placeholder: 65 for auto (or nothing), else 100 divided by the value', () => {
    expect(placeholderPercent('auto')).toBe(65);
    expect(placeholderPercent(undefined)).toBe(65);
    expect(placeholderPercent(2)).toBe(50);
    expect(placeholderPercent('1.6')).toBeCloseTo(62.5);
  });
});
