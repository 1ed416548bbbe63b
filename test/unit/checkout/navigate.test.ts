import { navigateTo } from '../../../src/shared/checkout/navigate';
import { inEditorFrame } from '../../../src/core/editor-frame';
import { fakeWindow } from '../donation/harness';

const owner = { id: 'u1' };

describe('in the editor frame checkout paths open in the top window (spec §2)', () => {
  it('a framed page viewed by a signed-in account navigates the top window', () => {
    const { win, navigations } = fakeWindow(true);
    navigateTo('/checkout/donate?donatePageId=p', owner, { win });
    expect(navigations).toEqual([{ target: 'top', url: '/checkout/donate?donatePageId=p' }]);
  });
  it('a framed page seen by an anonymous visitor navigates itself', () => {
    const { win, navigations } = fakeWindow(true);
    navigateTo('/x', null, { win });
    expect(navigations).toEqual([{ target: 'self', url: '/x' }]);
  });
  it('an unframed page navigates itself, signed in or not', () => {
    const { win, navigations } = fakeWindow(false);
    navigateTo('/x', owner, { win });
    expect(navigations).toEqual([{ target: 'self', url: '/x' }]);
    expect(inEditorFrame(win, owner)).toBe(false);
  });
  it('falls back to its own window when the top refuses', () => {
    const { win, navigations } = fakeWindow(true);
    (win.top as unknown as { location: unknown }).location = {
      assign() {
        throw new Error('SecurityError');
      },
    };
    navigateTo('/x', owner, { win });
    expect(navigations).toEqual([{ target: 'self', url: '/x' }]);
  });
});
