import { createLifecycle } from '../../../src/loader/runtime/lifecycle';
import { recordingFunnel } from './helpers';

describe('page lifecycle', () => {
  it('is not initialised until init, then initialised after the ready callbacks ran', () => {
    const lifecycle = createLifecycle(recordingFunnel());
    const seen: string[] = [];
    lifecycle.ready(() => seen.push(lifecycle.state));
    expect(lifecycle.state).toBe('uninitialised');
    lifecycle.init();
    expect(seen).toEqual(['uninitialised']);
    expect(lifecycle.state).toBe('initialised');
  });

  it('a ready callback added after init runs at once', () => {
    const lifecycle = createLifecycle(recordingFunnel());
    lifecycle.init();
    const fn = jest.fn();
    lifecycle.ready(fn);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('a failed initializer is reported and the others continue', () => {
    const funnel = recordingFunnel();
    const lifecycle = createLifecycle(funnel);
    const after = jest.fn();
    lifecycle.ready(() => {
      throw new Error('boom');
    });
    lifecycle.ready(after);
    lifecycle.init();
    expect(after).toHaveBeenCalled();
    expect(funnel.errors).toHaveLength(1);
    expect(lifecycle.state).toBe('initialised');
  });

  it('destroy runs destroy callbacks newest first and resets; init runs ready callbacks again', () => {
    const lifecycle = createLifecycle(recordingFunnel());
    const order: string[] = [];
    lifecycle.ready(() => order.push('ready'));
    lifecycle.onDestroy(() => order.push('first'));
    lifecycle.onDestroy(() => order.push('second'));
    lifecycle.init();
    lifecycle.destroy();
    expect(lifecycle.state).toBe('uninitialised');
    lifecycle.init();
    expect(order).toEqual(['ready', 'second', 'first', 'ready']);
  });

  it('init and destroy are idempotent', () => {
    const lifecycle = createLifecycle(recordingFunnel());
    const ready = jest.fn();
    const destroyed = jest.fn();
    lifecycle.ready(ready);
    lifecycle.onDestroy(destroyed);
    lifecycle.destroy();
    lifecycle.init();
    lifecycle.init();
    lifecycle.destroy();
    lifecycle.destroy();
    expect(ready).toHaveBeenCalledTimes(1);
    expect(destroyed).toHaveBeenCalledTimes(1);
  });

  it('unsubscribed callbacks no longer run', () => {
    const lifecycle = createLifecycle(recordingFunnel());
    const fn = jest.fn();
    lifecycle.ready(fn)();
    lifecycle.init();
    expect(fn).not.toHaveBeenCalled();
  });
});
