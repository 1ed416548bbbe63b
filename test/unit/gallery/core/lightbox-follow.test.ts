/**
 * The gallery follows its lightbox (issue 11 §6): the gallery refuses a
 * change while it moves (spec §4), so a key storm in the lightbox would leave
 * it behind; it catches up with the lightbox's last slide each time its
 * motion settles, also after the lightbox has closed.
 */
import { createEngine } from '../../../../src/blocks/gallery/engine';
import { createLightboxBridge } from '../../../../src/blocks/gallery/lightbox-bridge';
import type { LightboxOptions } from '../../../../src/shared/lightbox/types';
import { designContext, flush, galleryRoot } from './helpers';

function setup() {
  document.body.innerHTML = '';
  const root = galleryRoot({ slides: 12 });
  const motions: (() => void)[] = [];
  const engine = createEngine({ count: 12, loop: true, show: () => new Promise((end) => motions.push(end)) });
  const ctx = designContext(root, { lightbox: true }, engine);
  let options!: LightboxOptions;
  const bridge = createLightboxBridge(
    ctx,
    () => {},
    false,
    async () => ({
      openLightbox: (_doc, given) => ((options = given), { index: given.index, goTo() {}, close() {}, destroy() {} }),
    }),
  );
  /** End the gallery's current motion and let its settle run. */
  const settle = async () => {
    motions.shift()?.();
    await flush();
  };
  return { engine, bridge, settle, lightbox: () => options };
}

describe('the gallery catches up with the lightbox', () => {
  it('steps made while the gallery moved are not lost: it ends on the lightbox slide', async () => {
    const { engine, bridge, settle, lightbox } = setup();
    await bridge.open(0, null);
    for (let i = 1; i <= 9; i++) lightbox().onChange!(i); // a storm: the gallery takes the first, refuses the rest
    expect(engine.index).toBe(1);
    await settle();
    expect(engine.index).toBe(9);
    await settle();
    expect(engine.index).toBe(9);
    expect(engine.inMotion).toBe(false);
  });

  it('also after the lightbox has closed', async () => {
    const { engine, bridge, settle, lightbox } = setup();
    await bridge.open(0, null);
    lightbox().onChange!(1);
    lightbox().onChange!(4);
    lightbox().onClose!();
    await settle();
    expect(engine.index).toBe(4);
  });

  it('a slide the visitor then picks in the gallery itself wins', async () => {
    const { engine, bridge, settle, lightbox } = setup();
    await bridge.open(0, null);
    lightbox().onChange!(1);
    lightbox().onChange!(4);
    await settle();
    await settle();
    engine.next('keyboard');
    await settle();
    expect(engine.index).toBe(5);
  });
});

describe('a lightbox crash is the gallery block’s error', () => {
  it('the lightbox reports through the block’s funnel, and one that closed while opening frees the gallery', async () => {
    document.body.innerHTML = '';
    const root = galleryRoot({ slides: 3 });
    const engine = createEngine({ count: 3, loop: true, show: () => Promise.resolve() });
    const report = jest.fn();
    const ctx = { ...designContext(root, { lightbox: true }, engine), report };
    const held: boolean[] = [];
    const bridge = createLightboxBridge(
      ctx,
      (open) => held.push(open),
      false,
      async () => ({
        // A lightbox whose first render crashed: it closed and reported before returning.
        openLightbox: (_doc, given) => {
          given.report!(new Error('view crashed'), 'lightbox crashed');
          given.onClose!();
          return { index: 0, goTo() {}, close() {}, destroy() {} };
        },
      }),
    );

    await bridge.open(0, null);

    expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: 'view crashed' }), 'lightbox crashed');
    expect(bridge.isOpen).toBe(false);
    expect(held).toEqual([true, false]);
  });
});
