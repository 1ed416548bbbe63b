import { defaultPageContext } from '../../../src/loader/context';
import { createBlockRegistry, rootSelector } from '../../../src/loader/registry';
import type { BlockDescriptor, BlockModule } from '../../../src/core/types';
import { blockRoot, recordingFunnel, settle, timerSchedule } from './helpers';

function setup(...descriptors: BlockDescriptor[]) {
  const funnel = recordingFunnel();
  const registry = createBlockRegistry({ doc: document, page: defaultPageContext(), funnel, schedule: timerSchedule });
  descriptors.forEach(registry.register);
  return { funnel, registry };
}

/** A block whose mount records its roots and configs and whose unmount is counted. */
function fakeBlock(name: string, extra: Partial<BlockDescriptor> = {}) {
  const mounted: { root: HTMLElement; config: unknown }[] = [];
  const unmounted: HTMLElement[] = [];
  const module: BlockModule = {
    mount(root, context) {
      mounted.push({ root, config: context.config });
      return () => unmounted.push(root);
    },
  };
  const load = jest.fn(() => Promise.resolve(module));
  return { descriptor: { name, load, ...extra } as BlockDescriptor, load, mounted, unmounted };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('block roots', () => {
  it('are matched by the {name}-block class or a numeric data-block-type', () => {
    expect(rootSelector({ name: 'accordion', types: [69], load: jest.fn() })).toBe(
      '.sqs-block.accordion-block,.sqs-block[data-block-type="69"]',
    );
    const block = fakeBlock('accordion', { types: [69] });
    document.body.innerHTML = '<div class="sqs-block" data-block-type="69"></div><div class="accordion-block"></div>';
    const { registry } = setup(block.descriptor);
    registry.start();
    return settle().then(() => {
      // The second element lacks sqs-block: not a root.
      expect(block.mounted.map((m) => m.root)).toEqual([document.body.firstElementChild]);
      registry.stop();
    });
  });

  it('go loading, then ready, and get their parsed data-block-json', async () => {
    const block = fakeBlock('accordion');
    const root = blockRoot('accordion', '{"allowMultipleOpen":true}');
    document.body.append(root);
    const { registry } = setup(block.descriptor);
    registry.start();
    expect(root.getAttribute('data-block-state')).toBe('loading');
    await settle();
    expect(root.getAttribute('data-block-state')).toBe('ready');
    expect(block.mounted[0].config).toEqual({ allowMultipleOpen: true });
    registry.stop();
  });

  it('fire a bubbling ready event', async () => {
    const block = fakeBlock('accordion');
    document.body.append(blockRoot('accordion'));
    const onReady = jest.fn();
    document.addEventListener('site-runtime:block-ready', onReady);
    const { registry } = setup(block.descriptor);
    registry.start();
    await settle();
    expect(onReady).toHaveBeenCalledTimes(1);
    document.removeEventListener('site-runtime:block-ready', onReady);
    registry.stop();
  });
});

describe('lazy loading', () => {
  it('fetches a block\'s code only when a matching element is on the page', async () => {
    const accordion = fakeBlock('accordion');
    const gallery = fakeBlock('gallery');
    document.body.append(blockRoot('accordion'));
    const { registry } = setup(accordion.descriptor, gallery.descriptor);
    registry.start();
    await settle();
    expect(accordion.load).toHaveBeenCalledTimes(1);
    expect(gallery.load).not.toHaveBeenCalled();
    registry.stop();
  });

  it('loads a chunk once for many roots', async () => {
    const block = fakeBlock('accordion');
    document.body.append(blockRoot('accordion'), blockRoot('accordion'), blockRoot('accordion'));
    const { registry } = setup(block.descriptor);
    registry.start();
    await settle();
    expect(block.load).toHaveBeenCalledTimes(1);
    expect(block.mounted).toHaveLength(3);
    registry.stop();
  });

  it('initialises a block added after load, nested anywhere', async () => {
    const block = fakeBlock('accordion');
    const { registry } = setup(block.descriptor);
    registry.start();
    const wrapper = document.createElement('section');
    wrapper.innerHTML = '<div><div class="sqs-block accordion-block"></div></div>';
    document.body.append(wrapper);
    await settle();
    expect(block.mounted).toHaveLength(1);
    expect(wrapper.querySelector('.accordion-block')!.getAttribute('data-block-state')).toBe('ready');
    registry.stop();
  });

  it('waits for the visible strategy before loading', async () => {
    const callbacks: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
    const disconnect = jest.fn();
    (window as unknown as Record<string, unknown>).IntersectionObserver = class {
      constructor(cb: (entries: { isIntersecting: boolean }[]) => void) {
        callbacks.push(cb);
      }
      observe() {}
      disconnect = disconnect;
    };
    try {
      const block = fakeBlock('accordion', { strategy: 'visible' });
      document.body.append(blockRoot('accordion'));
      const { registry } = setup(block.descriptor);
      registry.start();
      await settle();
      expect(block.load).not.toHaveBeenCalled();
      callbacks[0]([{ isIntersecting: true }]);
      await settle();
      expect(block.load).toHaveBeenCalledTimes(1);
      expect(disconnect).toHaveBeenCalled();
      registry.stop();
    } finally {
      delete (window as unknown as Record<string, unknown>).IntersectionObserver;
    }
  });

  it('without IntersectionObserver the visible strategy loads at once', async () => {
    const block = fakeBlock('accordion', { strategy: 'visible' });
    document.body.append(blockRoot('accordion'));
    const { registry } = setup(block.descriptor);
    registry.start();
    await settle();
    expect(block.load).toHaveBeenCalledTimes(1);
    registry.stop();
  });
});

describe('failures stay in their block', () => {
  it('malformed data-block-json fails that block only, naming it, without fetching code for it', async () => {
    const block = fakeBlock('accordion');
    const bad = blockRoot('accordion', '{oops');
    const good = blockRoot('accordion', '{}');
    document.body.append(bad, good);
    const { registry, funnel } = setup(block.descriptor);
    registry.start();
    await settle();
    expect(bad.getAttribute('data-block-state')).toBe('failed');
    expect(good.getAttribute('data-block-state')).toBe('ready');
    expect(block.mounted.map((m) => m.root)).toEqual([good]);
    expect(funnel.errors).toEqual([{ message: 'malformed data-block-json', block: 'accordion' }]);
    registry.stop();
  });

  it.each(['[1]', '"x"', 'null'])('data-block-json %s (not an object) fails the block', async (json) => {
    const block = fakeBlock('accordion');
    const root = blockRoot('accordion', json);
    document.body.append(root);
    const { registry } = setup(block.descriptor);
    registry.start();
    await settle();
    expect(root.getAttribute('data-block-state')).toBe('failed');
    registry.stop();
  });

  it('a chunk that fails to load fails its blocks and leaves others working', async () => {
    const broken: BlockDescriptor = { name: 'gallery', load: () => Promise.reject(new Error('network')) };
    const block = fakeBlock('accordion');
    const g = blockRoot('gallery');
    const a = blockRoot('accordion');
    document.body.append(g, a);
    const { registry, funnel } = setup(broken, block.descriptor);
    registry.start();
    await settle();
    expect(g.getAttribute('data-block-state')).toBe('failed');
    expect(a.getAttribute('data-block-state')).toBe('ready');
    expect(funnel.errors).toEqual([{ message: 'chunk load failed', block: 'gallery' }]);
    registry.stop();
  });

  it('after a failed load, a block added later tries again', async () => {
    let calls = 0;
    const module: BlockModule = { mount: () => undefined };
    const descriptor: BlockDescriptor = {
      name: 'gallery',
      load: () => (++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(module)),
    };
    const first = blockRoot('gallery');
    document.body.append(first);
    const { registry } = setup(descriptor);
    registry.start();
    await settle();
    const second = blockRoot('gallery');
    document.body.append(second);
    await settle();
    expect(first.getAttribute('data-block-state')).toBe('failed');
    expect(second.getAttribute('data-block-state')).toBe('ready');
    registry.stop();
  });

  it('a mount that throws fails that block; a module without mount fails too', async () => {
    const throwing: BlockDescriptor = {
      name: 'form',
      load: async () => ({
        mount() {
          throw new Error('render');
        },
      }),
    };
    const empty: BlockDescriptor = { name: 'map', load: async () => ({}) as BlockModule };
    const f = blockRoot('form');
    const m = blockRoot('map');
    document.body.append(f, m);
    const { registry, funnel } = setup(throwing, empty);
    registry.start();
    await settle();
    expect(f.getAttribute('data-block-state')).toBe('failed');
    expect(m.getAttribute('data-block-state')).toBe('failed');
    expect(funnel.errors.map((e) => e.block).sort()).toEqual(['form', 'map']);
    registry.stop();
  });

  it('an unmount that throws is reported and the other blocks still unmount', async () => {
    const bad: BlockDescriptor = {
      name: 'form',
      load: async () => ({
        mount: () => () => {
          throw new Error('cleanup');
        },
      }),
    };
    const good = fakeBlock('accordion');
    document.body.append(blockRoot('form'), blockRoot('accordion'));
    const { registry, funnel } = setup(bad, good.descriptor);
    registry.start();
    await settle();
    registry.stop();
    expect(good.unmounted).toHaveLength(1);
    expect(funnel.errors).toEqual([{ message: 'unmount failed', block: 'form' }]);
  });
});

describe('removal and stop', () => {
  it('removing an element unmounts its block', async () => {
    const block = fakeBlock('accordion');
    const root = blockRoot('accordion');
    document.body.append(root);
    const { registry } = setup(block.descriptor);
    registry.start();
    await settle();
    root.remove();
    await settle();
    expect(block.unmounted).toEqual([root]);
    registry.stop();
    expect(block.unmounted).toHaveLength(1);
  });

  it('moving an element within one batch keeps it mounted', async () => {
    const block = fakeBlock('accordion');
    const root = blockRoot('accordion');
    const other = document.createElement('div');
    document.body.append(root, other);
    const { registry } = setup(block.descriptor);
    registry.start();
    await settle();
    other.append(root);
    await settle();
    expect(block.unmounted).toHaveLength(0);
    expect(block.mounted).toHaveLength(1);
    registry.stop();
  });

  it('a root removed while its code loads is never mounted', async () => {
    let resolve!: (m: BlockModule) => void;
    const mount = jest.fn();
    const descriptor: BlockDescriptor = { name: 'accordion', load: () => new Promise((r) => (resolve = r)) };
    const root = blockRoot('accordion');
    document.body.append(root);
    const { registry } = setup(descriptor);
    registry.start();
    await settle();
    root.remove();
    await settle();
    resolve({ mount });
    await settle();
    expect(mount).not.toHaveBeenCalled();
    registry.stop();
  });

  it('stop unmounts all, clears the state attribute, and stops watching; start mounts again', async () => {
    const block = fakeBlock('accordion');
    const root = blockRoot('accordion');
    document.body.append(root);
    const { registry } = setup(block.descriptor);
    registry.start();
    await settle();
    registry.stop();
    expect(block.unmounted).toEqual([root]);
    expect(root.hasAttribute('data-block-state')).toBe(false);
    document.body.append(blockRoot('accordion'));
    await settle();
    expect(block.mounted).toHaveLength(1);
    registry.start();
    await settle();
    expect(block.mounted).toHaveLength(3);
    registry.stop();
  });
});

describe('register', () => {
  it('a block registered while running starts at once on matching roots', async () => {
    const { registry } = setup();
    document.body.append(blockRoot('clock'));
    registry.start();
    const block = fakeBlock('clock');
    registry.register(block.descriptor);
    await settle();
    expect(block.mounted).toHaveLength(1);
    registry.stop();
  });

  it('accepts a custom selector', async () => {
    const block = fakeBlock('widget', { selector: '[data-widget]' });
    document.body.innerHTML = '<p data-widget></p>';
    const { registry } = setup(block.descriptor);
    registry.start();
    await settle();
    expect(block.mounted).toHaveLength(1);
    registry.stop();
  });

  it('refuses a duplicate name or a descriptor without load, with a message', () => {
    const { registry, funnel } = setup(fakeBlock('accordion').descriptor);
    registry.register(fakeBlock('accordion').descriptor);
    registry.register({ name: 'x' } as BlockDescriptor);
    expect(funnel.errors.map((e) => e.message)).toEqual(['cannot register "accordion"', 'cannot register "x"']);
  });
});
