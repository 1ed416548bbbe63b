import { createMarkupUndo as createUndo } from '../../../../src/shared/markup-undo';
import { createLoadQueue } from '../../../../src/blocks/gallery/designs/shared/load-queue';
import { fakeContext, tasks } from './fake-context';
import { nextTask, useFakeClock } from '../../fake-clock';

useFakeClock();

describe('image loads, one per task (no long task when a jump wants many images)', () => {
  it('loads the first at once and the others one task apart, in the order given', async () => {
    const fake = fakeContext({ count: 8 });
    const load = createLoadQueue(fake.context, createUndo());
    load([3, 4, 2, 5]);
    expect(fake.loaded).toEqual([3]);
    await nextTask();
    expect(fake.loaded).toEqual([3, 4]);
    await tasks();
    expect(fake.loaded).toEqual([3, 4, 2, 5]);
  });

  it('a newer window replaces what still waits of an older one', async () => {
    const fake = fakeContext({ count: 8 });
    const load = createLoadQueue(fake.context, createUndo());
    load([0, 1, 7]);
    load([5, 6, 4]);
    expect(fake.loaded).toEqual([0, 5]);
    await tasks();
    expect(fake.loaded).toEqual([0, 5, 6, 4]);
  });

  it('destroy (undo) drops what still waits', async () => {
    const fake = fakeContext({ count: 8 });
    const undo = createUndo();
    const load = createLoadQueue(fake.context, undo);
    load([0, 1, 2]);
    undo.restore();
    await tasks();
    expect(fake.loaded).toEqual([0]);
  });
});
