import { blockName, traceBlocks } from '../../../src/telemetry/block-trace';

const entries: [string, unknown][] = [];
const trace = { log: (type: string, data?: unknown) => void entries.push([type, data]) };
const settle = (root: Element, state: 'ready' | 'failed') => {
  root.setAttribute('data-block-state', state);
  root.dispatchEvent(new CustomEvent(`site-runtime:block-${state}`, { bubbles: true }));
};

beforeEach(() => {
  entries.length = 0;
  document.body.innerHTML = `
    <div id="a" class="sqs-block accordion-block" data-block-state="ready"></div>
    <div id="f" class="sqs-block form-block" data-block-state="failed"></div>
    <div id="l" class="sqs-block gallery-block" data-block-state="loading"></div>`;
});

describe('the trace log records how each block turned out (spec §3 Log entry, §7 Trace)', () => {
  it('logs the roots already settled when it starts, ready and failed, not those still loading', () => {
    const stop = traceBlocks(document, trace);
    stop();
    expect(entries.map(([type, data]) => [type, (data as { block: string }).block])).toEqual([
      ['block-ready', 'accordion'],
      ['block-failed', 'form'],
    ]);
  });

  it('then each later outcome, with the root’s selector label (cut at 20 characters) and the time since start', () => {
    const stop = traceBlocks(document, trace);
    entries.length = 0;
    settle(document.getElementById('l')!, 'ready');
    stop();
    expect(entries).toEqual([
      ['block-ready', { block: 'gallery', element: 'div#l.sqs-block.gall', ms: expect.any(Number) }],
    ]);
    expect((entries[0][1] as { element: string }).element).toHaveLength(20);
  });

  it('stops listening when stopped', () => {
    traceBlocks(document, trace)();
    entries.length = 0;
    settle(document.getElementById('l')!, 'failed');
    expect(entries).toEqual([]);
  });

  it.each([
    ['sqs-block accordion-block sqs-block-accordion', 'accordion'],
    ['newsletter-block sqs-block', 'newsletter'],
    ['sqs-block', ''],
    ['clock', ''],
  ])('blockName(class="%s") is %p', (classes, name) => {
    const root = document.createElement('div');
    root.className = classes;
    expect(blockName(root)).toBe(name);
  });
});
