/** The image queue (spec §9 "Gallery": concurrency 16, 1 on mobile ≤ 432 px). */
import { createImageQueue, imageQueueFor, type ImageQueue } from '../../../src/shared/image/queue';
import { restoreBrowser, setMobile } from './helpers';

afterEach(restoreBrowser);

/** Queue `count` tasks; `started` lists those started, in order; `leave[i]` settles or cancels task i. */
function fill(queue: ImageQueue, count: number) {
  const started: number[] = [];
  const leave = Array.from({ length: count }, (_, i) => queue(() => started.push(i)));
  return { started, leave };
}

describe('concurrency', () => {
  it('runs at most 16 at once on a desktop viewport; the next starts when one settles', () => {
    setMobile(false);
    const { started, leave } = fill(imageQueueFor(window), 20);
    expect(started).toEqual(Array.from({ length: 16 }, (_, i) => i));
    leave[3]();
    expect(started.length).toBe(17);
    leave[3](); // settling twice frees one place, not two
    expect(started.length).toBe(17);
    leave.forEach((fn) => fn());
    expect(started.length).toBe(20);
  });

  it('runs one at a time on mobile (432 px or less)', () => {
    setMobile(true);
    const { started, leave } = fill(imageQueueFor(window), 3);
    expect(started).toEqual([0]);
    leave[0]();
    expect(started).toEqual([0, 1]);
    leave.forEach((fn) => fn());
  });

  it('reads the viewport width at each start: 432 px is mobile, 433 px is not', () => {
    const narrow = { innerWidth: 432 } as Window;
    const wide = { innerWidth: 433 } as Window;
    expect(fill(imageQueueFor(narrow), 3).started).toEqual([0]);
    expect(fill(imageQueueFor(wide), 3).started).toEqual([0, 1, 2]);
  });

  it('follows the viewport as it changes', () => {
    let limit = 1;
    const { started, leave } = fill(
      createImageQueue(() => limit),
      4,
    );
    expect(started).toEqual([0]);
    limit = 16;
    leave[0]();
    expect(started).toEqual([0, 1, 2, 3]);
  });

  it('one queue per window', () => {
    expect(imageQueueFor(window)).toBe(imageQueueFor(window));
    expect(imageQueueFor({} as Window)).not.toBe(imageQueueFor(window));
  });

  it("one queue per window across copies of the module (the gallery's bundle carries its own copy)", () => {
    let copy: typeof imageQueueFor | undefined;
    jest.isolateModules(() => {
      copy = jest.requireActual<{ imageQueueFor: typeof imageQueueFor }>(
        '../../../src/shared/image/queue',
      ).imageQueueFor;
    });
    expect(copy).not.toBe(imageQueueFor);
    expect(copy!(window)).toBe(imageQueueFor(window));
  });

  it('the same start queued twice is two tasks', () => {
    const queue = createImageQueue(() => 1);
    const start = jest.fn();
    const first = queue(start);
    queue(start);
    expect(start).toHaveBeenCalledTimes(1);
    first();
    expect(start).toHaveBeenCalledTimes(2);
  });
});

describe('cancelling', () => {
  it('a waiting task is taken out and never starts', () => {
    const { started, leave } = fill(
      createImageQueue(() => 1),
      3,
    );
    leave[1]();
    leave[0]();
    expect(started).toEqual([0, 2]);
  });

  it('a running task gives back its place', () => {
    const { started, leave } = fill(
      createImageQueue(() => 1),
      2,
    );
    leave[0]();
    expect(started).toEqual([0, 1]);
  });

  it('a cancelled waiting task frees no place when cancelled again', () => {
    const { started, leave } = fill(
      createImageQueue(() => 1),
      3,
    );
    leave[1]();
    leave[1]();
    expect(started).toEqual([0]);
  });
});
