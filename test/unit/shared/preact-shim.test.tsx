/**
 * The CDN flavour's React calls over Preact's core (src/shared/react/preact/):
 * the parts of React's behaviour the components rely on.
 */
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { withUnits } from '../../../src/shared/react/preact/style-units';

afterEach(() => document.body.replaceChildren());

describe('createRoot', () => {
  it('clears the container on the first render, as React does, and unmounts to empty', () => {
    const host = document.body.appendChild(document.createElement('div'));
    host.innerHTML = '<p>server</p>';
    const root = createRoot(host);
    flushSync(() => root.render(<span>client</span>));
    expect(host.innerHTML).toBe('<span>client</span>');
    root.unmount();
    expect(host.innerHTML).toBe('');
  });

  it('a render that throws unmounts the tree and goes to onUncaughtError', () => {
    const host = document.body.appendChild(document.createElement('div'));
    const Broken = () => {
      throw new Error('boom');
    };
    const heard: unknown[] = [];
    const root = createRoot(host, { onUncaughtError: (error) => heard.push(error) });
    root.render(<Broken />);
    expect(heard).toEqual([new Error('boom')]);
    expect(host.childNodes).toHaveLength(0);
  });

  it('without onUncaughtError the error is thrown to the caller', () => {
    const host = document.body.appendChild(document.createElement('div'));
    const Broken = () => {
      throw new Error('boom');
    };
    expect(() => createRoot(host).render(<Broken />)).toThrow('boom');
  });
});

describe('flushSync', () => {
  it('renders the state updates made inside it before it returns', () => {
    const host = document.body.appendChild(document.createElement('div'));
    let set: (n: number) => void = () => {};
    const Counter = () => {
      const [n, setN] = useState(0);
      set = setN;
      return <b>{n}</b>;
    };
    flushSync(() => createRoot(host).render(<Counter />));
    expect(host.textContent).toBe('0');
    flushSync(() => set(5));
    expect(host.textContent).toBe('5');
  });
});

describe('numbers in style are pixels, except unitless properties', () => {
  it('adds px where React would, and leaves the given object unchanged', () => {
    const style = { top: 20, opacity: 0.5, zIndex: 3, lineHeight: 1.3, margin: 0, width: '50%', '--gap': 4 };
    expect(withUnits(style)).toEqual({ ...style, top: '20px' });
    expect(style.top).toBe(20);
  });

  it('an element rendered with a numeric style gets the unit', () => {
    const host = document.body.appendChild(document.createElement('div'));
    flushSync(() => createRoot(host).render(<div style={{ top: 20, width: 350, opacity: 0.5 }} />));
    const { style } = host.firstChild as HTMLElement;
    expect([style.top, style.width, style.opacity]).toEqual(['20px', '350px', '0.5']);
  });
});
