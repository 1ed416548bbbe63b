import { defaultPageContext } from '../../../src/loader/context';
import type { FeatureDescriptor } from '../../../src/core/types';
import { startFeatures } from '../../../src/loader/features';
import { recordingFunnel, settle } from './helpers';

function feature(name: string, when: boolean, stopped: string[] = []) {
  const load = jest.fn(async () => ({
    start: () => () => {
      stopped.push(name);
    },
  }));
  return { descriptor: { name, when: () => when, load } as FeatureDescriptor, load };
}

describe('site features', () => {
  it('loads and starts only the features whose condition holds', async () => {
    const on = feature('owner', true);
    const off = feature('banner', false);
    const stop = startFeatures([on.descriptor, off.descriptor], defaultPageContext(), recordingFunnel(), window);
    await settle();
    expect(on.load).toHaveBeenCalledTimes(1);
    expect(off.load).not.toHaveBeenCalled();
    stop();
  });

  it('stop runs their cleanups; a feature that starts after stop is cleaned at once', async () => {
    const stopped: string[] = [];
    let resolve!: () => void;
    const slow: FeatureDescriptor = {
      name: 'slow',
      when: () => true,
      load: () => new Promise((r) => (resolve = () => r({ start: () => () => void stopped.push('slow') }))),
    };
    const fast = feature('fast', true, stopped);
    const stop = startFeatures([fast.descriptor, slow], defaultPageContext(), recordingFunnel(), window);
    await settle();
    stop();
    expect(stopped).toEqual(['fast']);
    resolve();
    await settle();
    expect(stopped).toEqual(['fast', 'slow']);
  });

  it('a throwing condition or a failing start is reported, and the others still start', async () => {
    const funnel = recordingFunnel();
    const good = feature('good', true);
    const bad: FeatureDescriptor = {
      name: 'bad',
      when: () => {
        throw new Error('boom');
      },
      load: jest.fn(),
    };
    const failing: FeatureDescriptor = { name: 'failing', when: () => true, load: () => Promise.reject(new Error('404')) };
    const stop = startFeatures([bad, failing, good.descriptor], defaultPageContext(), funnel, window);
    await settle();
    expect(good.load).toHaveBeenCalled();
    expect(funnel.errors.map((e) => e.block).sort()).toEqual(['bad', 'failing']);
    stop();
  });
});
