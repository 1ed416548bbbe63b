/**
 * The one React root policy (src/core/react-root.tsx): every error the tree
 * raises goes to the caller's funnel with what the root shows; a failed render
 * or a crash ends the root after `onCrash`; `reportError` only without a funnel.
 * The unit tests run the CDN flavour's Preact shim; React 19's later crashes
 * (inside its commit) are faked below.
 */
import { useLayoutEffect } from 'react';
import { createReactRoot } from '../../../src/core/react-root';

function Broken(): never {
  throw new Error('render failed');
}

function host(): HTMLElement {
  const element = document.createElement('div');
  document.body.append(element);
  return element;
}

afterEach(() => document.body.replaceChildren());

describe('a failed render ends the root and goes to the caller’s funnel', () => {
  it('unmounts, runs onCrash, then reports with what the root shows', () => {
    const order: string[] = [];
    const report = jest.fn(() => order.push('report'));
    const root = createReactRoot(host(), { what: 'lightbox', report, onCrash: () => order.push('crash') });

    expect(root.render(<Broken />)).toBe(false);

    expect(order).toEqual(['crash', 'report']);
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: 'render failed' }), 'lightbox crashed');
  });

  it('does nothing on later renders and unmounts', () => {
    const report = jest.fn();
    const element = host();
    const root = createReactRoot(element, { report });
    root.render(<Broken />);

    expect(root.render(<p>again</p>)).toBe(false);
    root.unmount();

    expect(element.innerHTML).toBe('');
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith(expect.any(Error), 'crashed');
  });

  it('goes to reportError only when the caller gives no funnel', () => {
    const reportError = jest.fn();
    const saved = globalThis.reportError;
    globalThis.reportError = reportError;
    try {
      createReactRoot(host()).render(<Broken />);
    } finally {
      globalThis.reportError = saved;
    }
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ message: 'render failed' }));
  });

  it('survives a funnel that throws', () => {
    const root = createReactRoot(host(), {
      report: () => {
        throw new Error('funnel broke');
      },
    });
    expect(root.render(<Broken />)).toBe(false);
  });
});

describe('renders and unmounts', () => {
  it('renders in this task and unmounts once', () => {
    const element = host();
    const root = createReactRoot(element);

    expect(root.render(<p>hello</p>)).toBe(true);
    expect(element.innerHTML).toBe('<p>hello</p>');
    root.unmount();
    root.unmount();
    expect(element.innerHTML).toBe('');
  });

  it('reports a failing cleanup as a failed unmount', () => {
    const report = jest.fn();
    function Exploding() {
      useLayoutEffect(
        () => () => {
          throw new Error('cleanup failed');
        },
        [],
      );
      return <p />;
    }
    const root = createReactRoot(host(), { what: 'dialog', report });
    root.render(<Exploding />);

    root.unmount();

    expect(report).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'cleanup failed' }),
      'dialog failed to unmount',
    );
  });

  it('defers an unmount asked for by the tree while it renders until React has returned', () => {
    const element = host();
    const root = createReactRoot(element);
    function ClosesItself() {
      useLayoutEffect(() => root.unmount(), []);
      return <p>closing</p>;
    }

    expect(root.render(<ClosesItself />)).toBe(true);
    expect(element.innerHTML).toBe('');
  });
});

describe('with React 19, which calls onUncaughtError instead of throwing', () => {
  interface FakeRoot {
    render(): void;
    unmount: jest.Mock;
  }
  function withFakeReact(render: (crash: (error: unknown) => void) => void = () => {}) {
    let crash!: (error: unknown) => void;
    const fake: FakeRoot = { render: () => render(crash), unmount: jest.fn() };
    let create!: typeof createReactRoot;
    jest.isolateModules(() => {
      jest.doMock('react-dom/client', () => ({
        createRoot(_element: Element, options: { onUncaughtError(error: unknown): void }) {
          crash = options.onUncaughtError;
          return fake;
        },
      }));
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      create = require('../../../src/core/react-root').createReactRoot;
    });
    return { create, fake, crash: (error: unknown) => crash(error) };
  }

  it('a render reported as failed ends the root once React has returned', () => {
    const { create, fake } = withFakeReact((crash) => crash(new Error('render failed')));
    const report = jest.fn();
    const onCrash = jest.fn();

    expect(create(host(), { report, onCrash }).render(<p />)).toBe(false);

    expect(fake.unmount).toHaveBeenCalledTimes(1);
    expect(onCrash).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: 'render failed' }), 'crashed');
  });

  it('a crash after the render runs onCrash and reports at once, and unmounts the root a microtask later', async () => {
    const { create, fake, crash } = withFakeReact();
    const report = jest.fn();
    const onCrash = jest.fn();
    const root = create(host(), { what: 'cookie banner', report, onCrash });
    root.render(<p />);
    const error = new Error('crashed in a click');

    crash(error);

    expect(onCrash).toHaveBeenCalledWith(error);
    expect(report).toHaveBeenCalledWith(error, 'cookie banner crashed');
    expect(fake.unmount).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(fake.unmount).toHaveBeenCalledTimes(1);
    expect(root.render(<p />)).toBe(false);
  });
});
