import { createEngine } from '../../../../src/blocks/gallery/engine';
import { createKeyboard, isEditable, KEYS_ATTRIBUTE } from '../../../../src/blocks/gallery/keyboard';
import { designContext, galleryRoot, key } from './helpers';

/** Places `element` in the 1024×768 jsdom viewport. */
function place(element: Element, top: number, height: number) {
  element.getBoundingClientRect = () => ({
    top,
    bottom: top + height,
    left: 0,
    right: 800,
    width: 800,
    height,
    x: 0,
    y: top,
    toJSON() {},
  });
}

/** A gallery root in view (or, with `visible` false, below the viewport) with the keyboard on it. */
function gallery(
  json: Record<string, unknown> = {},
  { visible = true, busy = false, animated = false, rtl = false } = {},
) {
  const root = galleryRoot({ json });
  place(root, visible ? 0 : 900, 300);
  if (rtl) root.style.direction = 'rtl';
  const settle: (() => void)[] = [];
  const base = designContext(root, { design: 'slideshow', ...json });
  const engine = createEngine({
    count: base.slides.length,
    loop: base.settings.loop,
    show: () => (animated ? new Promise<void>((resolve) => settle.push(resolve)) : undefined),
  });
  const buttons = new Set<Element>();
  const state = { busy };
  const controller = new AbortController();
  createKeyboard({ ...base, engine }, buttons, () => state.busy, controller.signal);
  const off = () => controller.abort();
  removers.push(off);
  return { root, engine, buttons, state, off, settle };
}

const removers: (() => void)[] = [];
beforeEach(() => {
  document.body.innerHTML = '';
  removers.splice(0).forEach((off) => off());
});

describe('keys 37 and 39 on the document move the gallery (spec §4, §9)', () => {
  it('right goes next, left goes previous', () => {
    const { engine } = gallery();
    key(document.body, 39);
    key(document.body, 39);
    expect(engine.index).toBe(2);
    key(document.body, 37);
    expect(engine.index).toBe(1);
  });
  it('the key is consumed (no page scroll) only when the gallery moved or could have', () => {
    gallery();
    expect(key(document.body, 39).defaultPrevented).toBe(true);
    expect(key(document.body, 40).defaultPrevented).toBe(false);
  });
  it('right to left (issue 27): ArrowLeft goes forward, ArrowRight back', () => {
    const { engine } = gallery({}, { rtl: true });
    key(document.body, 37);
    key(document.body, 37);
    expect(engine.index).toBe(2);
    key(document.body, 39);
    expect(engine.index).toBe(1);
  });
  it('right to left, keys a site chose keep their meaning', () => {
    const { engine } = gallery({ keys: [65, 68] }, { rtl: true });
    key(document.body, 68);
    expect(engine.index).toBe(1);
  });
  it('settings.keys picks other keys', () => {
    const { engine } = gallery({ keys: [65, 68] });
    key(document.body, 39);
    expect(engine.index).toBe(0);
    key(document.body, 68);
    expect(engine.index).toBe(1);
  });
  it('keyboard: false leaves the arrows alone', () => {
    const { engine, root } = gallery({ keyboard: false });
    key(document.body, 39);
    expect(engine.index).toBe(0);
    expect(root.hasAttribute(KEYS_ATTRIBUTE)).toBe(false);
  });
});

describe('the arrows do nothing when they should not', () => {
  it('while the gallery is out of view (measured at the key press)', () => {
    const { engine, root } = gallery({}, { visible: false });
    key(document.body, 39);
    expect(engine.index).toBe(0);
    place(root, 500, 300);
    key(document.body, 39);
    expect(engine.index).toBe(1);
  });
  it.each([
    ['an input', '<input type="text">'],
    ['a textarea', '<textarea></textarea>'],
    ['a select', '<select><option>a</option></select>'],
  ])('while the visitor types in %s', (_name, html) => {
    const { engine } = gallery();
    const holder = document.createElement('div');
    holder.innerHTML = html;
    document.body.appendChild(holder);
    expect(key(holder.firstElementChild!, 39).defaultPrevented).toBe(false);
    expect(engine.index).toBe(0);
  });
  it('while the visitor types in a contenteditable element', () => {
    const { engine } = gallery();
    const editable = document.createElement('div');
    Object.defineProperty(editable, 'isContentEditable', { value: true });
    document.body.appendChild(editable);
    key(editable, 39);
    expect(engine.index).toBe(0);
    expect(isEditable(editable)).toBe(true);
    expect(isEditable(document.body)).toBe(false);
  });
  it.each(['altKey', 'ctrlKey', 'metaKey', 'shiftKey'])('with %s held', (modifier) => {
    const { engine } = gallery();
    key(document.body, 39, { [modifier]: true });
    expect(engine.index).toBe(0);
  });
  it('while a motion is in progress', () => {
    const { engine, settle } = gallery({}, { animated: true });
    key(document.body, 39);
    key(document.body, 39);
    expect(engine.index).toBe(1);
    settle[0]();
  });
  it('while the lightbox has the keys', () => {
    const { engine } = gallery({}, { busy: true });
    key(document.body, 39);
    expect(engine.index).toBe(0);
  });
  it('when another listener already handled the key', () => {
    const { engine } = gallery();
    const input = document.createElement('div');
    document.body.appendChild(input);
    input.addEventListener('keydown', (event) => event.preventDefault());
    key(input, 39);
    expect(engine.index).toBe(0);
  });
  it('after the signal aborted', () => {
    const { engine, off } = gallery();
    off();
    key(document.body, 39);
    expect(engine.index).toBe(0);
  });
});

describe('only the most visible gallery on the page responds', () => {
  it('the one with more of its area in the viewport', () => {
    const a = gallery();
    const b = gallery();
    place(a.root, 600, 400); // 168 px visible
    place(b.root, 100, 400); // all 400 px visible
    key(document.body, 39);
    expect([a.engine.index, b.engine.index]).toEqual([0, 1]);
    place(a.root, 0, 700);
    key(document.body, 39);
    expect([a.engine.index, b.engine.index]).toEqual([1, 1]);
  });
  it('on a tie, the first in document order', () => {
    const a = gallery();
    const b = gallery();
    place(a.root, 0, 300);
    place(b.root, 400, 300);
    key(document.body, 39);
    expect([a.engine.index, b.engine.index]).toEqual([1, 0]);
  });
  it('galleries without keyboard do not compete', () => {
    const a = gallery();
    const b = gallery({ keyboard: false });
    place(a.root, 600, 100);
    place(b.root, 0, 500);
    key(document.body, 39);
    expect(a.engine.index).toBe(1);
  });
});

describe('Enter and Space activate the controls and slides the block made buttons', () => {
  it.each([13, 32])('key %i clicks a registered button', (code) => {
    const { root, buttons } = gallery();
    const slide = root.querySelector<HTMLElement>('.slide')!;
    let clicks = 0;
    slide.addEventListener('click', () => clicks++);
    buttons.add(slide);
    expect(key(slide, code).defaultPrevented).toBe(true);
    expect(clicks).toBe(1);
  });
  it('other elements are left to the browser', () => {
    const { root } = gallery();
    const slide = root.querySelector<HTMLElement>('.slide')!;
    let clicks = 0;
    slide.addEventListener('click', () => clicks++);
    expect(key(slide, 13).defaultPrevented).toBe(false);
    expect(clicks).toBe(0);
  });
});
