import {
  announce,
  onOtherMediumPlays,
  VIDEO_PAUSE_EVENT,
  VIDEO_PLAY_EVENT,
} from '../../../src/shared/media/one-at-a-time';

// jsdom has no playback: pause() logs "not implemented" without this.
beforeAll(() => jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {}));

beforeEach(() => {
  document.body.innerHTML =
    '<div id="a"></div><div id="b"><audio id="inside"></audio></div><video id="native"></video>';
});
const byId = (id: string) => document.getElementById(id) as HTMLElement;
/** jsdom has no media playback: a medium element reports playing until pause() is called. */
function playing(element: HTMLMediaElement) {
  let paused = false;
  Object.defineProperty(element, 'paused', { get: () => paused, configurable: true });
  element.pause = () => void (paused = true);
  return () => paused;
}

describe('one medium plays at a time, page-wide', () => {
  it('a player that starts stops every other player, not itself', () => {
    const [a, b] = [jest.fn(), jest.fn()];
    const offs = [onOtherMediumPlays(byId('a'), a), onOtherMediumPlays(byId('b'), b)];
    announce(byId('a'), true);
    expect(a).not.toHaveBeenCalled();
    expect(b).toHaveBeenCalledTimes(1);
    offs.forEach((off) => off());
  });

  it("a player that starts pauses the page's audio and video elements outside it", () => {
    const native = playing(byId('native') as HTMLMediaElement);
    const inside = playing(byId('inside') as HTMLMediaElement);
    announce(byId('b'), true);
    expect(native()).toBe(true);
    expect(inside()).toBe(false);
  });

  it('an audio or video element that plays stops the players, but not the one it belongs to', () => {
    const b = jest.fn();
    const off = onOtherMediumPlays(byId('b'), b);
    byId('inside').dispatchEvent(new Event('play'));
    expect(b).not.toHaveBeenCalled();
    byId('native').dispatchEvent(new Event('play'));
    expect(b).toHaveBeenCalledTimes(1);
    off();
    byId('native').dispatchEvent(new Event('play'));
    expect(b).toHaveBeenCalledTimes(1);
  });

  it('play and pause bubble from the player, for a gallery to hear; a pause stops nobody', () => {
    const heard: string[] = [];
    document.addEventListener(VIDEO_PLAY_EVENT, () => heard.push('play'));
    document.addEventListener(VIDEO_PAUSE_EVENT, () => heard.push('pause'));
    const b = jest.fn();
    const off = onOtherMediumPlays(byId('b'), b);
    announce(byId('a'), false);
    expect(b).not.toHaveBeenCalled();
    announce(byId('a'), true);
    expect(heard).toEqual(['pause', 'play']);
    heard.length = 0;
    // The one that stops says so before anything hears the other start (a gallery's autoplay hold).
    const offA = onOtherMediumPlays(byId('a'), () => announce(byId('a'), false));
    announce(byId('b'), true);
    expect(heard).toEqual(['pause', 'play']);
    offA();
    expect(VIDEO_PLAY_EVENT).toBe('site-runtime:video-play');
    off();
  });
});
