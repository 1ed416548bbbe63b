/**
 * The runtime's second stage (src/loader/runtime/): mounting, failures kept
 * to their block, roots added and removed, destroy and init, register, and
 * the strategies of roots the first stage left waiting. Blocks come through
 * `register`, as a theme's would; the built-in rows go the same way.
 */
import { guard } from '../../../src/core/guard';
import type { BlockDescriptor, BlockModule, BlockState } from '../../../src/core/types';
import { blockRoot, bootLoader, fakeBlock, settle, shutDown, useFakeClock } from './helpers';

useFakeClock();

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  shutDown();
  jest.restoreAllMocks();
});

/** Boot, let the runtime start, then register the blocks. */
async function setup(...descriptors: BlockDescriptor[]) {
  const booted = bootLoader();
  await settle();
  descriptors.forEach((descriptor) => window.SiteRuntime!.register(descriptor));
  await settle();
  return booted;
}

describe('block roots', () => {
  it('are matched by the {name}-block class or a numeric data-block-type', async () => {
    const block = fakeBlock('accordion', { types: [69] });
    document.body.innerHTML = '<div class="sqs-block" data-block-type="69"></div><div class="accordion-block"></div>';
    await setup(block.descriptor);
    // The second element lacks sqs-block: not a root.
    expect(block.mounted.map((m) => m.root)).toEqual([document.body.firstElementChild]);
  });

  it('go loading, then ready, and get their parsed data-block-json', async () => {
    let resolve!: (module: BlockModule) => void;
    const block = fakeBlock('accordion');
    const root = blockRoot('accordion', '{"allowMultipleOpen":true}');
    document.body.append(root);
    await setup({ name: 'accordion', load: () => new Promise((r) => (resolve = r)) });
    expect(root.getAttribute('data-block-state')).toBe('loading');
    resolve(block.module);
    await settle();
    expect(root.getAttribute('data-block-state')).toBe('ready');
    expect(block.mounted[0].config).toEqual({ allowMultipleOpen: true });
  });

  it('fire a bubbling ready event', async () => {
    document.body.append(blockRoot('accordion'));
    const onReady = jest.fn();
    document.addEventListener('site-runtime:block-ready', onReady);
    await setup(fakeBlock('accordion').descriptor);
    expect(onReady).toHaveBeenCalledTimes(1);
    document.removeEventListener('site-runtime:block-ready', onReady);
  });

  it('receive the page context with every default filled in', async () => {
    document.head.innerHTML = '<script type="application/json" id="site-context">{"website":{"id":"w9"}}</script>';
    document.body.append(blockRoot('accordion'));
    const pages: unknown[] = [];
    await setup({ name: 'accordion', load: () => ({ mount: (_root, { page }) => void pages.push(page) }) });
    expect(pages).toEqual([window.SiteRuntime!.context]);
    expect(window.SiteRuntime!.context.website).toEqual({ id: 'w9', cloneable: false, developerMode: false });
    expect(window.SiteRuntime!.context.pageType).toBe(2);
  });
});

describe('lazy loading', () => {
  it("fetches a block's code only when a matching element is on the page", async () => {
    const accordion = fakeBlock('accordion');
    const gallery = fakeBlock('gallery');
    document.body.append(blockRoot('accordion'));
    await setup(accordion.descriptor, gallery.descriptor);
    expect(accordion.load).toHaveBeenCalledTimes(1);
    expect(gallery.load).not.toHaveBeenCalled();
  });

  it('loads a chunk once for many roots', async () => {
    const block = fakeBlock('accordion');
    document.body.append(blockRoot('accordion'), blockRoot('accordion'), blockRoot('accordion'));
    await setup(block.descriptor);
    expect(block.load).toHaveBeenCalledTimes(1);
    expect(block.mounted).toHaveLength(3);
  });

  it('initialises a block added after load, nested anywhere', async () => {
    const block = fakeBlock('accordion');
    await setup(block.descriptor);
    const wrapper = document.createElement('section');
    wrapper.innerHTML = '<div><div class="sqs-block accordion-block"></div></div>';
    document.body.append(wrapper);
    await settle();
    expect(block.mounted).toHaveLength(1);
    expect(wrapper.querySelector('.accordion-block')!.getAttribute('data-block-state')).toBe('ready');
  });
});

describe('failures stay in their block', () => {
  it('malformed data-block-json fails that block only, naming it, without fetching code for it', async () => {
    const block = fakeBlock('accordion');
    const bad = blockRoot('accordion', '{oops');
    const good = blockRoot('accordion', '{}');
    document.body.append(bad, good);
    const { errors } = await setup(block.descriptor);
    expect(bad.getAttribute('data-block-state')).toBe('failed');
    expect(good.getAttribute('data-block-state')).toBe('ready');
    expect(block.mounted.map((m) => m.root)).toEqual([good]);
    expect(errors).toEqual([{ message: 'malformed data-block-json', block: 'accordion', phase: 'config' }]);
  });

  it("a gallery's malformed data-block-json says spec §8's 'Error decoding gallery block data.'", async () => {
    const block = fakeBlock('gallery');
    document.body.append(blockRoot('gallery', '{oops'));
    const { errors } = await setup(block.descriptor);
    expect(errors).toEqual([{ message: 'Error decoding gallery block data.', block: 'gallery', phase: 'config' }]);
  });

  it.each(['[1]', '"x"', 'null'])('data-block-json %s (not an object) fails the block', async (json) => {
    const root = blockRoot('accordion', json);
    document.body.append(root);
    await setup(fakeBlock('accordion').descriptor);
    expect(root.getAttribute('data-block-state')).toBe('failed');
  });

  it('a chunk that fails to load fails its blocks and leaves others working', async () => {
    const g = blockRoot('gallery');
    const a = blockRoot('accordion');
    document.body.append(g, a);
    const { errors } = await setup(
      { name: 'gallery', load: () => Promise.reject(new Error('network')) },
      fakeBlock('accordion').descriptor,
    );
    expect(g.getAttribute('data-block-state')).toBe('failed');
    expect(a.getAttribute('data-block-state')).toBe('ready');
    expect(errors).toEqual([{ message: 'chunk load failed', block: 'gallery', phase: 'load' }]);
  });

  it('after a failed load, a block added later tries again', async () => {
    let calls = 0;
    const module: BlockModule = { mount: () => undefined };
    const first = blockRoot('gallery');
    document.body.append(first);
    await setup({
      name: 'gallery',
      load: () => (++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(module)),
    });
    const second = blockRoot('gallery');
    document.body.append(second);
    await settle();
    expect(first.getAttribute('data-block-state')).toBe('failed');
    expect(second.getAttribute('data-block-state')).toBe('ready');
  });

  it('a mount that throws fails that block; a module without mount fails too', async () => {
    const f = blockRoot('form');
    const m = blockRoot('map');
    document.body.append(f, m);
    const { errors } = await setup(
      {
        name: 'form',
        load: async () => ({
          mount() {
            throw new Error('render');
          },
        }),
      },
      { name: 'map', load: async () => ({}) as BlockModule },
    );
    expect(f.getAttribute('data-block-state')).toBe('failed');
    expect(m.getAttribute('data-block-state')).toBe('failed');
    expect(errors.map((e) => [e.block, e.phase]).sort()).toEqual([
      ['form', 'mount'],
      ['map', 'mount'],
    ]);
  });

  describe('a block whose outcome comes after its mount (context.setState)', () => {
    /** A block that says `loading` during mount and hands the test its setState. */
    function lateBlock(name: string) {
      const said: ((state: BlockState) => void)[] = [];
      const unmounted: HTMLElement[] = [];
      const descriptor: BlockDescriptor = {
        name,
        load: async () => ({
          mount(root, context) {
            context.setState!('loading');
            said.push(context.setState!);
            return () => unmounted.push(root);
          },
        }),
      };
      return { descriptor, said, unmounted };
    }
    /** The block events `root` fires from now on. */
    function eventsOf(root: Element) {
      const seen: string[] = [];
      for (const type of ['site-runtime:block-ready', 'site-runtime:block-failed'])
        root.addEventListener(type, () => seen.push(type.slice('site-runtime:block-'.length)));
      return seen;
    }

    it('stays loading until it says, then moves between failed and ready; the same state twice fires once', async () => {
      const root = blockRoot('widget');
      document.body.append(root);
      const seen = eventsOf(root);
      const block = lateBlock('widget');
      await setup(block.descriptor);
      expect(root.getAttribute('data-block-state')).toBe('loading');
      expect(seen).toEqual([]);
      const [setState] = block.said;
      setState('failed');
      setState('failed');
      expect(root.getAttribute('data-block-state')).toBe('failed');
      setState('ready');
      expect(root.getAttribute('data-block-state')).toBe('ready');
      expect(seen).toEqual(['failed', 'ready']);
    });

    it('what it says during mount replaces the ready of a mount that returns', async () => {
      const root = blockRoot('widget');
      document.body.append(root);
      const seen = eventsOf(root);
      await setup({
        name: 'widget',
        load: async () => ({ mount: (_root, context) => context.setState!('failed') }),
      });
      expect(root.getAttribute('data-block-state')).toBe('failed');
      expect(seen).toEqual(['failed']);
    });

    it('once unmounted, what it says changes nothing', async () => {
      const root = blockRoot('widget');
      document.body.append(root);
      const block = lateBlock('widget');
      await setup(block.descriptor);
      root.remove();
      await settle();
      expect(block.unmounted).toEqual([root]);
      block.said[0]('ready');
      expect(root.hasAttribute('data-block-state')).toBe(false);
    });
  });

  it('an unmount that throws is reported and the other blocks still unmount', async () => {
    const good = fakeBlock('accordion');
    document.body.append(blockRoot('form'), blockRoot('accordion'));
    const { errors } = await setup(
      {
        name: 'form',
        load: async () => ({
          mount: () => () => {
            throw new Error('cleanup');
          },
        }),
      },
      good.descriptor,
    );
    window.SiteRuntime!.destroy();
    expect(good.unmounted).toHaveLength(1);
    expect(errors).toEqual([{ message: 'unmount failed', block: 'form', phase: 'unmount' }]);
  });

  it('a block unmounted while its mount ran is unmounted when the mount returns; what that throws is reported', async () => {
    let finish!: () => void;
    const root = blockRoot('form');
    document.body.append(root);
    const { errors } = await setup({
      name: 'form',
      load: async () => ({
        mount: () =>
          new Promise<() => void>((resolve) => {
            finish = () =>
              resolve(() => {
                throw new Error('cleanup');
              });
          }),
      }),
    });
    root.remove();
    await settle();
    finish();
    await settle();
    expect(errors).toEqual([{ message: 'unmount failed', block: 'form', phase: 'unmount' }]);
  });

  it("what a block's guarded listener throws is reported with the real error, named for the block (src/core/guard.ts)", async () => {
    const boom = new TypeError('a real error');
    const root = blockRoot('accordion');
    const inner = root.appendChild(document.createElement('button'));
    document.body.append(root);
    await setup({
      name: 'accordion',
      load: async () => ({
        mount: () =>
          void inner.addEventListener(
            'click',
            guard(() => {
              throw boom;
            }, inner),
          ),
      }),
    });
    const reported: unknown[] = [];
    window.SiteRuntime!.onError((error, message, detail) => reported.push([error, message, detail]));
    inner.click();
    expect(reported).toEqual([[boom, 'uncaught error', { block: 'accordion', element: root, phase: 'handler' }]]);
  });
});

describe('removal, destroy and init', () => {
  it('removing an element unmounts its block', async () => {
    const block = fakeBlock('accordion');
    const root = blockRoot('accordion');
    document.body.append(root);
    await setup(block.descriptor);
    root.remove();
    await settle();
    expect(block.unmounted).toEqual([root]);
    window.SiteRuntime!.destroy();
    expect(block.unmounted).toHaveLength(1);
  });

  it('moving an element within one batch keeps it mounted', async () => {
    const block = fakeBlock('accordion');
    const root = blockRoot('accordion');
    const other = document.createElement('div');
    document.body.append(root, other);
    await setup(block.descriptor);
    other.append(root);
    await settle();
    expect(block.unmounted).toHaveLength(0);
    expect(block.mounted).toHaveLength(1);
  });

  it('a root removed while its code loads is never mounted', async () => {
    let resolve!: (m: BlockModule) => void;
    const mount = jest.fn();
    const root = blockRoot('accordion');
    document.body.append(root);
    await setup({ name: 'accordion', load: () => new Promise((r) => (resolve = r)) });
    root.remove();
    await settle();
    resolve({ mount });
    await settle();
    expect(mount).not.toHaveBeenCalled();
  });

  it('destroy unmounts all, clears the state attribute, and stops watching; init mounts again', async () => {
    const block = fakeBlock('accordion');
    const root = blockRoot('accordion');
    document.body.append(root);
    await setup(block.descriptor);
    window.SiteRuntime!.destroy();
    expect(window.SiteRuntime!.state).toBe('uninitialised');
    expect(block.unmounted).toEqual([root]);
    expect(root.hasAttribute('data-block-state')).toBe(false);
    document.body.append(blockRoot('accordion'));
    await settle();
    expect(block.mounted).toHaveLength(1);
    window.SiteRuntime!.init();
    await settle();
    expect(block.mounted).toHaveLength(3);
  });

  it('ready and destroy callbacks follow init and destroy', async () => {
    await setup();
    const events: string[] = [];
    window.SiteRuntime!.ready(() => events.push('ready'));
    window.SiteRuntime!.onDestroy(() => events.push('destroy'));
    window.SiteRuntime!.destroy();
    window.SiteRuntime!.init();
    expect(events).toEqual(['ready', 'destroy', 'ready']);
  });
});

describe('register (README "Adding a block of your own")', () => {
  it('a block registered while running starts at once on matching roots', async () => {
    document.body.append(blockRoot('clock'));
    const block = fakeBlock('clock');
    await setup(block.descriptor);
    expect(block.mounted).toHaveLength(1);
  });

  it('accepts a custom selector', async () => {
    const block = fakeBlock('widget', { selector: '[data-widget]' });
    document.body.innerHTML = '<p data-widget></p>';
    await setup(block.descriptor);
    expect(block.mounted).toHaveLength(1);
  });

  it.each([
    ['a promise of the module', (module: BlockModule) => () => Promise.resolve(module)],
    ['the module itself (an object literal)', (module: BlockModule) => () => module],
    ['an async function', (module: BlockModule) => async () => module],
  ])('load may return %s', async (_label, loader) => {
    const block = fakeBlock('clock');
    document.body.append(blockRoot('clock'));
    await setup({ name: 'clock', load: loader(block.module) });
    expect(block.mounted).toHaveLength(1);
    expect(document.querySelector('.clock-block')!.getAttribute('data-block-state')).toBe('ready');
  });

  it('a load that throws at once fails its roots like a failed chunk', async () => {
    document.body.append(blockRoot('clock'));
    const { errors } = await setup({
      name: 'clock',
      load: () => {
        throw new Error('no such module');
      },
    });
    expect(document.querySelector('.clock-block')!.getAttribute('data-block-state')).toBe('failed');
    expect(errors).toEqual([{ message: 'chunk load failed', block: 'clock', phase: 'load' }]);
  });

  it('refuses a duplicate name or a descriptor without load, with a message', async () => {
    const { errors } = await setup(fakeBlock('accordion').descriptor);
    window.SiteRuntime!.register(fakeBlock('accordion').descriptor);
    window.SiteRuntime!.register({ name: 'x' } as BlockDescriptor);
    expect(errors.map((e) => e.message)).toEqual(['cannot register "accordion"', 'cannot register "x"']);
  });
});

describe('strategies of the roots the loader left waiting (README "Loading strategies")', () => {
  /** A controllable IntersectionObserver; returns the callbacks it was given and its disconnects. */
  function fakeObserver() {
    const callbacks: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
    const disconnect = jest.fn();
    (window as unknown as Record<string, unknown>).IntersectionObserver = class {
      constructor(cb: (entries: { isIntersecting: boolean }[]) => void) {
        callbacks.push(cb);
      }
      observe() {}
      disconnect = disconnect;
    };
    return { callbacks, disconnect };
  }
  afterEach(() => delete (window as unknown as Record<string, unknown>).IntersectionObserver);

  it('visible: waits for the observer when the root is not near the viewport', async () => {
    const { callbacks, disconnect } = fakeObserver();
    const block = fakeBlock('accordion', { strategy: 'visible' });
    document.body.append(blockRoot('accordion')); // jsdom: no box, so not near
    await setup(block.descriptor);
    expect(block.load).not.toHaveBeenCalled();
    callbacks[0]([{ isIntersecting: true }]);
    await settle();
    expect(block.load).toHaveBeenCalledTimes(1);
    expect(disconnect).toHaveBeenCalled();
  });

  it('visible: without IntersectionObserver, loads at once', async () => {
    const block = fakeBlock('accordion', { strategy: 'visible' });
    document.body.append(blockRoot('accordion'));
    await setup(block.descriptor);
    expect(block.load).toHaveBeenCalledTimes(1);
  });

  it('interaction: loads at the first pointer, focus or key on the root, once', async () => {
    const block = fakeBlock('accordion', { strategy: 'interaction' });
    const root = blockRoot('accordion');
    document.body.append(root);
    await setup(block.descriptor);
    expect(block.load).not.toHaveBeenCalled();
    root.firstElementChild!.dispatchEvent(new Event('focusin', { bubbles: true }));
    root.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await settle();
    expect(block.load).toHaveBeenCalledTimes(1);
    expect(block.mounted).toHaveLength(1);
  });

  it('idle: loads when the browser is idle (requestIdleCallback), not before', async () => {
    let idle!: () => void;
    (window as unknown as Record<string, unknown>).requestIdleCallback = (fn: () => void) => ((idle = fn), 1);
    (window as unknown as Record<string, unknown>).cancelIdleCallback = jest.fn();
    try {
      const block = fakeBlock('accordion', { strategy: 'idle' });
      document.body.append(blockRoot('accordion'));
      await setup(block.descriptor);
      expect(block.load).not.toHaveBeenCalled();
      idle();
      await settle();
      expect(block.load).toHaveBeenCalledTimes(1);
    } finally {
      delete (window as unknown as Record<string, unknown>).requestIdleCallback;
      delete (window as unknown as Record<string, unknown>).cancelIdleCallback;
    }
  });

  it('data-load-on on one root overrides its block default; an unknown value keeps the default', async () => {
    fakeObserver();
    const block = fakeBlock('accordion', { strategy: 'visible' });
    const eager = blockRoot('accordion');
    eager.setAttribute('data-load-on', 'eager');
    const odd = blockRoot('accordion');
    odd.setAttribute('data-load-on', 'whenever');
    document.body.append(eager, odd);
    await setup(block.descriptor);
    expect(block.mounted.map((m) => m.root)).toEqual([eager]);
  });

  it('destroy cancels a strategy still waiting: the interaction listeners go', async () => {
    const block = fakeBlock('accordion', { strategy: 'interaction' });
    const root = blockRoot('accordion');
    document.body.append(root);
    await setup(block.descriptor);
    window.SiteRuntime!.destroy();
    root.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await settle();
    expect(block.load).not.toHaveBeenCalled();
  });
});
