/** The one error funnel (src/loader/runtime/funnel.ts). */
import { createErrorFunnel } from '../../../src/loader/runtime/funnel';

const quiet = { error: () => {} };

describe('error funnel', () => {
  it('logs each report once with the prefix and the block name, then tells every listener', () => {
    const log = { error: jest.fn() };
    const funnel = createErrorFunnel(log);
    const heard: unknown[] = [];
    funnel.onError((error, message, detail) => heard.push([error, message, detail.block]));
    const error = new Error('x');
    funnel.report(error, 'mount failed', { block: 'gallery' });
    expect(log.error).toHaveBeenCalledWith('[site-runtime] gallery: mount failed', error, '');
    expect(heard).toEqual([[error, 'mount failed', 'gallery']]);
  });

  it('keeps the reports no reporter has heard (the last 10), and gives them to the first replaying listener', () => {
    const funnel = createErrorFunnel(quiet);
    const theme: string[] = [];
    funnel.onError((_e, message) => theme.push(message));
    for (let i = 0; i < 12; i += 1) funnel.report(new Error(), `r${i}`);
    const reporter: string[] = [];
    funnel.onError((_e, message) => reporter.push(message), true);
    expect(reporter).toEqual(['r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8', 'r9', 'r10', 'r11']);
    expect(theme).toHaveLength(12);
    // Heard once: a second replaying listener (telemetry started again) gets nothing old.
    const again: string[] = [];
    funnel.onError((_e, message) => again.push(message), true);
    expect(again).toEqual([]);
  });

  it('while a replaying listener listens, reports are not kept for the next', () => {
    const funnel = createErrorFunnel(quiet);
    const stop = funnel.onError(() => {}, true);
    funnel.report(new Error(), 'heard');
    stop();
    funnel.report(new Error(), 'unheard');
    const next: string[] = [];
    funnel.onError((_e, message) => next.push(message), true);
    expect(next).toEqual(['unheard']);
  });

  it('a listener or a console that throws changes nothing for the others', () => {
    const funnel = createErrorFunnel({
      error: () => {
        throw new Error('console');
      },
    });
    const heard: string[] = [];
    funnel.onError(() => {
      throw new Error('listener');
    });
    funnel.onError((_e, message) => heard.push(message));
    expect(() => funnel.report(new Error(), 'once')).not.toThrow();
    expect(heard).toEqual(['once']);
  });
});
