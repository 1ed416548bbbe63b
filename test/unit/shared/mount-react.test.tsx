import { useLayoutEffect, useRef } from 'react';
import { Adopted, adoptNodes } from '../../../src/shared/react/adopt';
import { mountReact } from '../../../src/shared/react/mount-react';

function serverMarkup(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = '<p class="server">Server <b>markup</b></p>\n<span>second</span>';
  document.body.append(container);
  return container;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('mountReact renders in the same task as it removes the server markup', () => {
  it('has the component in place, layout effects done, when it returns', () => {
    const container = serverMarkup();
    function Probe() {
      const ref = useRef<HTMLDivElement>(null);
      useLayoutEffect(() => {
        ref.current!.dataset.laidOut = 'yes';
      }, []);
      return <div ref={ref} className="client" />;
    }

    mountReact(container, <Probe />);

    expect(container.children).toHaveLength(1);
    expect(container.firstElementChild!.className).toBe('client');
    expect((container.firstElementChild as HTMLElement).dataset.laidOut).toBe('yes');
    expect(container.querySelector('.server')).toBeNull();
  });

  it('never shows the server markup and the component side by side', () => {
    const container = serverMarkup();
    const seen: string[] = [];
    function Probe() {
      const ref = useRef<HTMLDivElement>(null);
      useLayoutEffect(() => {
        seen.push(ref.current!.parentElement!.innerHTML);
      }, []);
      return <div ref={ref} className="client" />;
    }

    mountReact(container, <Probe />);

    expect(seen).toEqual(['<div class="client"></div>']);
  });
});

describe('mountReact puts the original nodes back on unmount', () => {
  it('restores the very same nodes, in order, text nodes included', () => {
    const container = serverMarkup();
    const originals = Array.from(container.childNodes);
    const html = container.innerHTML;

    const unmount = mountReact(container, <div className="client">client</div>);
    unmount();

    expect(Array.from(container.childNodes)).toEqual(originals);
    originals.forEach((node, i) => expect(container.childNodes[i]).toBe(node));
    expect(container.innerHTML).toBe(html);
  });

  it('can mount again on the restored markup (global destroy, then init)', () => {
    const container = serverMarkup();
    const html = container.innerHTML;

    mountReact(container, <div className="first" />)();
    const unmount = mountReact(container, <div className="second" />);

    expect(container.innerHTML).toBe('<div class="second"></div>');
    unmount();
    expect(container.innerHTML).toBe(html);
  });

  it('does nothing when called again, even after a new mount on the same container', () => {
    const container = serverMarkup();
    const stale = mountReact(container, <div className="first" />);
    stale();
    const unmount = mountReact(container, <div className="second" />);

    stale();

    expect(container.innerHTML).toBe('<div class="second"></div>');
    unmount();
  });

  it('restores the nodes even when unmounting the component throws, and rethrows', () => {
    const container = serverMarkup();
    const originals = Array.from(container.childNodes);
    function Exploding() {
      useLayoutEffect(
        () => () => {
          throw new Error('cleanup failed');
        },
        [],
      );
      return <div className="client" />;
    }

    const unmount = mountReact(container, <Exploding />);

    expect(() => unmount()).toThrow('cleanup failed');
    expect(Array.from(container.childNodes)).toEqual(originals);
  });

  it('restores the nodes and rethrows when the first render throws', () => {
    const container = serverMarkup();
    const originals = Array.from(container.childNodes);
    function Broken(): never {
      throw new Error('render failed');
    }

    expect(() => mountReact(container, <Broken />)).toThrow('render failed');
    expect(Array.from(container.childNodes)).toEqual(originals);
  });
});

describe('adopted nodes move in and go back where they were', () => {
  it('adoptNodes puts nodes back between siblings that stayed behind', () => {
    const parent = document.createElement('div');
    parent.innerHTML = '<i>a</i><b>b</b><i>c</i><b>d</b>';
    const [a, b, c, d] = Array.from(parent.childNodes);
    const host = document.createElement('section');

    const restore = adoptNodes(host, [b, d]);
    expect(Array.from(host.childNodes)).toEqual([b, d]);
    expect(Array.from(parent.childNodes)).toEqual([a, c]);

    restore();
    expect(Array.from(parent.childNodes)).toEqual([a, b, c, d]);
    expect(host.childNodes).toHaveLength(0);
  });

  it('<Adopted> holds the same Node objects while mounted and returns them on unmount', () => {
    const source = document.createElement('div');
    source.innerHTML = 'text <img src="photo.jpg" alt=""> <em>rich</em>';
    const nodes = Array.from(source.childNodes);
    const container = document.createElement('div');
    document.body.append(container);

    const unmount = mountReact(container, <Adopted as="p" className="host" nodes={nodes} />);
    const host = container.querySelector('p.host')!;
    expect(Array.from(host.childNodes)).toEqual(nodes);
    nodes.forEach((node, i) => expect(host.childNodes[i]).toBe(node));

    unmount();
    expect(Array.from(source.childNodes)).toEqual(nodes);
    expect(source.innerHTML).toBe('text <img src="photo.jpg" alt=""> <em>rich</em>');
  });
});

describe('with React 19, which reports errors to the root instead of throwing them', () => {
  interface FakeRootOptions {
    onUncaughtError(error: unknown): void;
  }
  interface FakeBehaviour {
    render?(options: FakeRootOptions): void;
    unmount?(options: FakeRootOptions): void;
  }

  /** mountReact bound to a fake `createRoot` that behaves like React 19's on errors. */
  function withFakeReactRoot(behaviour: FakeBehaviour) {
    const seen: { options?: FakeRootOptions } = {};
    let isolated!: typeof mountReact;
    jest.isolateModules(() => {
      jest.doMock('react-dom/client', () => ({
        createRoot(_container: HTMLElement, options: FakeRootOptions) {
          seen.options = options;
          return {
            render: () => behaviour.render?.(options),
            unmount: () => behaviour.unmount?.(options),
          };
        },
      }));
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      isolated = require('../../../src/shared/react/mount-react').mountReact;
    });
    return { mountReact: isolated, crash: (error: unknown) => seen.options!.onUncaughtError(error) };
  }

  it('restores the nodes and throws when the first render is reported as failed', () => {
    const container = serverMarkup();
    const originals = Array.from(container.childNodes);
    const fake = withFakeReactRoot({
      render: (options) => options.onUncaughtError(new Error('render failed')),
    });

    expect(() => fake.mountReact(container, <div />)).toThrow('render failed');
    expect(Array.from(container.childNodes)).toEqual(originals);
  });

  it('restores the nodes and throws when unmounting is reported as failed', () => {
    const container = serverMarkup();
    const originals = Array.from(container.childNodes);
    const fake = withFakeReactRoot({
      unmount: (options) => options.onUncaughtError(new Error('cleanup failed')),
    });

    const unmount = fake.mountReact(container, <div />);

    expect(() => unmount()).toThrow('cleanup failed');
    expect(Array.from(container.childNodes)).toEqual(originals);
  });

  it('puts the server markup back and reports when the component crashes after mounting', () => {
    const container = serverMarkup();
    const originals = Array.from(container.childNodes);
    const onError = jest.fn();
    const fake = withFakeReactRoot({});
    fake.mountReact(container, <div />, onError);
    const error = new Error('crashed in a click');

    fake.crash(error);

    expect(onError).toHaveBeenCalledWith(error, 'crashed; server markup restored');
    expect(Array.from(container.childNodes)).toEqual(originals);
  });
});
