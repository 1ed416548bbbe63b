import { slideFromLocation } from '../../../../src/blocks/gallery/history';
import { createHistoryWriter, historyPath } from '../../../../src/blocks/gallery/history-writer';
import { createEngine } from '../../../../src/blocks/gallery/engine';
import { createKeyboard } from '../../../../src/blocks/gallery/keyboard';
import { slideElements } from '../../../../src/blocks/gallery/slides';
import { designContext, galleryRoot, key } from './helpers';

const slides = () => {
  document.body.innerHTML = '';
  return slideElements(
    galleryRoot({ slide: (i) => (i === 3 ? 'data-slide-id=""' : '') }).querySelector('.sqs-gallery')!,
  );
};
const at = (hash: string, pathname = '/gallery') => ({ hash, pathname });

describe('the address selects the first slide (spec §2)', () => {
  it('the hash itemId matches a slide id', () => {
    expect(slideFromLocation(at('#itemId=id-3'), slides(), false)).toBe(2);
  });
  it('or a slide URL', () => {
    expect(slideFromLocation(at('#itemId=photo-5'), slides(), false)).toBe(4);
  });
  it('among other hash fields', () => {
    expect(slideFromLocation(at('#a=1&itemId=id-2'), slides(), false)).toBe(1);
  });
  it('for the lightbox, the last path segment too', () => {
    expect(slideFromLocation(at('', '/gallery/photo-4/'), slides(), true)).toBe(3);
    expect(slideFromLocation(at('', '/gallery/photo-4'), slides(), false)).toBe(-1);
  });
  it('the hash wins over the path', () => {
    expect(slideFromLocation(at('#itemId=id-1', '/gallery/photo-4'), slides(), true)).toBe(0);
  });
  it.each([
    ['an unknown id', '#itemId=nope'],
    ['markup', `#itemId=${encodeURIComponent('<img src=x onerror=alert(1)>')}`],
    ['a javascript: URL', '#itemId=javascript:alert(1)'],
    ['10 000 characters', `#itemId=${'a'.repeat(10000)}`],
    ['an empty value', '#itemId='],
    ['no itemId', '#top'],
  ])('%s selects nothing', (_name, hash) => {
    expect(slideFromLocation(at(hash), slides(), true)).toBe(-1);
  });
  it('a malformed path segment selects nothing and throws nothing', () => {
    expect(slideFromLocation(at('', '/gallery/%E0%A4%A'), slides(), true)).toBe(-1);
  });
});

describe('the path written is the collection full URL with a trailing slash', () => {
  it.each([
    ['/gallery', '/gallery/'],
    ['/gallery/', '/gallery/'],
    [undefined, '/current'],
    ['//evil.example/x', '/current'],
    ['/\\evil.example', '/current'],
    ['https://evil.example/', '/current'],
    [42, '/current'],
  ])('%p → %p', (fullUrl, path) => {
    expect(historyPath(fullUrl, '/current')).toBe(path);
  });
});

describe('gallery history writes the settled slide with replaceState, coalesced (spec §2)', () => {
  let replace: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    window.history.replaceState(null, '', '/page?x=1');
    replace = jest.spyOn(window.history, 'replaceState');
  });
  const writers: { destroy(): void }[] = [];
  afterEach(() => {
    writers.splice(0).forEach((history) => history.destroy());
    replace.mockRestore();
    jest.useRealTimers();
  });
  function writer(fullUrl: unknown = '/collection', animated = false, ids?: string) {
    // A second gallery on the same page (`ids`: its slides' id prefix) keeps the first.
    if (!ids) document.body.innerHTML = '';
    const slideId = (i: number) => (ids ? `data-slide-id="${ids}-${i + 1}"` : i === 3 ? 'data-slide-id=""' : '');
    const root = galleryRoot({ slides: 20, slide: slideId });
    const settle: (() => void)[] = [];
    const base = designContext(root, { design: 'slideshow' });
    const engine = createEngine({
      count: 20,
      loop: true,
      show: () => (animated ? new Promise<void>((resolve) => settle.push(resolve)) : undefined),
    });
    const ctx = { ...base, engine };
    const history = createHistoryWriter(ctx, fullUrl);
    writers.push(history);
    engine.on('change', history.changed);
    return { ctx, engine, history, settle };
  }
  it('300 ms after the change, as #itemId={id} on the collection URL, keeping the query', () => {
    const { engine } = writer();
    engine.goTo(2);
    jest.advanceTimersByTime(299);
    expect(replace).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(replace).toHaveBeenCalledTimes(1);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/collection/?x=1#itemId=id-3',
    );
  });
  it('a slide without an id writes its slide URL', () => {
    const { engine } = writer();
    engine.goTo(3);
    jest.advanceTimersByTime(300);
    expect(window.location.hash).toBe('#itemId=photo-4');
  });
  it('keeps the history state (the lightbox marks its entry)', () => {
    window.history.replaceState({ marker: 1 }, '');
    const { engine } = writer();
    engine.goTo(1);
    jest.advanceTimersByTime(300);
    expect(window.history.state).toEqual({ marker: 1 });
  });
  it('waits for the motion to settle', async () => {
    const { engine, settle } = writer('/c', true);
    engine.goTo(5);
    jest.advanceTimersByTime(1000);
    expect(replace).not.toHaveBeenCalled();
    settle[0]();
    await Promise.resolve();
    jest.advanceTimersByTime(300);
    expect(window.location.hash).toBe('#itemId=id-6');
  });
  it('writes nothing when the slide did not change', () => {
    const { engine } = writer();
    engine.goTo(1);
    engine.goTo(0);
    jest.advanceTimersByTime(300);
    expect(replace).not.toHaveBeenCalled();
  });
  it('a storm of 1000 key presses makes far fewer than 100 writes (Safari’s limit)', () => {
    const { ctx, engine } = writer();
    ctx.root.getBoundingClientRect = () => ({ top: 0, bottom: 300, left: 0, right: 800 }) as DOMRect; // in view
    const controller = new AbortController();
    createKeyboard(ctx, new Set(), () => false, controller.signal);
    for (let i = 0; i < 1000; i++) {
      key(document.body, 39);
      jest.advanceTimersByTime(i % 200 === 150 ? 400 : 16); // five pauses in the storm, each on slide 12
    }
    jest.advanceTimersByTime(300);
    controller.abort();
    expect(engine.index).toBe(1000 % 20);
    // slide 12 once (the later pauses land on it again), then the last slide.
    expect(replace.mock.calls.map((call) => String(call[2]).split('#')[1])).toEqual(['itemId=id-12', 'itemId=id-1']);
  });
  it('a throwing replaceState (rate limit) is swallowed', () => {
    replace.mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const { engine } = writer();
    engine.goTo(1);
    expect(() => jest.advanceTimersByTime(300)).not.toThrow();
  });
  it('after history moves the address off the slide (Back, a lightbox closing), writes it once more', () => {
    const { engine } = writer();
    engine.goTo(6);
    jest.advanceTimersByTime(300);
    expect(replace).toHaveBeenCalledTimes(1);
    // The entry history went back to names the first slide (it has no itemId).
    window.history.replaceState(null, '', '/page?x=1');
    replace.mockClear();
    window.dispatchEvent(new PopStateEvent('popstate'));
    jest.advanceTimersByTime(300);
    expect(replace).toHaveBeenCalledTimes(1);
    expect(window.location.hash).toBe('#itemId=id-7');
  });
  it('two galleries: after a history move only the one that wrote the address last writes it again', () => {
    const first = writer();
    const second = writer('/collection', false, 'b');
    second.engine.goTo(4);
    jest.advanceTimersByTime(300);
    first.engine.goTo(6);
    jest.advanceTimersByTime(300);
    expect(window.location.hash).toBe('#itemId=id-7');
    // The lightbox of the first closes: history goes back to an entry written before it.
    window.history.replaceState(null, '', '/collection/?x=1#itemId=b-5');
    replace.mockClear();
    window.dispatchEvent(new PopStateEvent('popstate'));
    jest.advanceTimersByTime(300);
    expect(replace).toHaveBeenCalledTimes(1);
    expect(window.location.hash).toBe('#itemId=id-7');
  });
  it('a history move to an entry that already names the slide writes nothing', () => {
    writer();
    window.dispatchEvent(new PopStateEvent('popstate'));
    jest.advanceTimersByTime(300);
    expect(replace).not.toHaveBeenCalled();
  });
  it('destroy drops a pending write', () => {
    const { engine, history } = writer();
    engine.goTo(1);
    history.destroy();
    jest.advanceTimersByTime(300);
    expect(replace).not.toHaveBeenCalled();
  });
});
