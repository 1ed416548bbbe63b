import { createMediaCoordinator, mediaFor } from '../../../src/shared/media/media-coordinator';

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
  it('a player that starts stops every other player', () => {
    const media = createMediaCoordinator(document);
    const a = { element: byId('a'), stop: jest.fn() };
    const b = { element: byId('b'), stop: jest.fn() };
    media.started(a);
    media.started(b);
    expect(a.stop).toHaveBeenCalledTimes(1);
    expect(b.stop).not.toHaveBeenCalled();
    media.destroy();
  });

  it("a player that starts pauses the page's audio and video elements", () => {
    const media = createMediaCoordinator(document);
    const nativePaused = playing(byId('native') as HTMLMediaElement);
    media.started({ element: byId('a'), stop: () => {} });
    expect(nativePaused()).toBe(true);
    media.destroy();
  });

  it('an audio or video element that plays stops the players, but not the one it belongs to', () => {
    const media = createMediaCoordinator(document);
    const a = { element: byId('a'), stop: jest.fn() };
    const b = { element: byId('b'), stop: jest.fn() };
    media.started(a);
    media.started(b);
    a.stop.mockClear();
    byId('inside').dispatchEvent(new Event('play'));
    expect(b.stop).not.toHaveBeenCalled();
    byId('native').dispatchEvent(new Event('play'));
    expect(b.stop).toHaveBeenCalledTimes(1);
    media.destroy();
  });

  it('a player that cannot stop does not keep the others playing', () => {
    const media = createMediaCoordinator(document);
    const broken = {
      element: byId('a'),
      stop: () => {
        throw new Error('gone');
      },
    };
    const other = { element: byId('native'), stop: jest.fn() };
    media.started(broken);
    media.started(other);
    media.started({ element: byId('b'), stop: () => {} });
    expect(other.stop).toHaveBeenCalledTimes(1);
    media.destroy();
  });

  it('forgets removed players; destroy stops listening', () => {
    const media = createMediaCoordinator(document);
    const a = { element: byId('a'), stop: jest.fn() };
    media.started(a);
    media.remove(a);
    media.started({ element: byId('b'), stop: () => {} });
    expect(a.stop).not.toHaveBeenCalled();
    const b = { element: byId('b'), stop: jest.fn() };
    media.started(b);
    media.destroy();
    byId('native').dispatchEvent(new Event('play'));
    expect(b.stop).not.toHaveBeenCalled();
  });

  it('mediaFor gives one coordinator per document', () => {
    const media = mediaFor(document);
    expect(mediaFor(document)).toBe(media);
    media.destroy();
    expect(mediaFor(document)).not.toBe(media);
    mediaFor(document).destroy();
  });
});
