import { inEditorFrame, isTopWindow } from '../../../src/core/editor-frame';

/** A window that is its own top, or framed by another. */
const windowThat = (framed: boolean) => {
  const win = {} as { top: unknown };
  win.top = framed ? {} : win;
  return win as unknown as Window;
};
/** A frame whose `top` may not even be read (some browsers throw for a cross-origin one). */
const guardedFrame = () =>
  Object.defineProperty({}, 'top', {
    get() {
      throw new DOMException('Blocked a frame', 'SecurityError');
    },
  }) as Window;

describe('"in the editor frame": framed AND viewed by a signed-in account (spec §2, §4)', () => {
  it.each<[string, Window, unknown, boolean]>([
    ['framed, signed in', windowThat(true), { id: 'owner' }, true],
    ['framed, anonymous (a visitor’s page framed by another site)', windowThat(true), null, false],
    ['top level, signed in', windowThat(false), { id: 'owner' }, false],
    ['top level, anonymous', windowThat(false), null, false],
    ['framed with an unreadable top, signed in', guardedFrame(), { id: 'owner' }, true],
  ])('%s → %p', (_label, win, account, expected) => {
    expect(inEditorFrame(win, account)).toBe(expected);
  });

  it('isTopWindow: an unreadable top counts as framed', () => {
    expect(isTopWindow(windowThat(false))).toBe(true);
    expect(isTopWindow(windowThat(true))).toBe(false);
    expect(isTopWindow(guardedFrame())).toBe(false);
  });
});
