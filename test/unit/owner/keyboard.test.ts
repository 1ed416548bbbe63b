import { defaultPageContext } from '../../../src/core/page-context';
import { createEscapeManager } from '../../../src/core/escape';
import type { PageContext } from '../../../src/core/types';
import { createOwnerKeyboard } from '../../../src/features/owner/keyboard';

function setup(overrides: Partial<PageContext> = {}, inEditorFrame = false, guide = { open: false }) {
  const page = { ...defaultPageContext(), ...overrides };
  const escape = createEscapeManager(document, { delay: 0 });
  const calls: string[] = [];
  const stop = createOwnerKeyboard({
    page,
    escape,
    inEditorFrame,
    openConfig: () => calls.push('config'),
    logout: () => calls.push('logout'),
    toggleConfigPanel: () => calls.push('toggle'),
    guideOpen: () => guide.open,
    closeGuide: () => calls.push('close-guide'),
  });
  const press = async (shiftKey = false) => {
    document.body.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', shiftKey, bubbles: true, cancelable: true }),
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
  };
  return { calls, press, escape, stop };
}

const signedIn = { authenticatedAccount: { id: 'a1' } };

describe('Escape with nothing open (spec §2 "Escape and keyboard")', () => {
  it('takes a signed-in account to the config page', async () => {
    const { calls, press, escape } = setup(signedIn);
    await press();
    expect(calls).toEqual(['config']);
    escape.destroy();
  });

  it('ignores an anonymous visitor by default', async () => {
    const { calls, press, escape } = setup();
    await press();
    expect(calls).toEqual([]);
    escape.destroy();
  });

  it('takes an anonymous visitor to the config page when useEscapeKeyToLogin is on', async () => {
    const settings = { ...defaultPageContext().websiteSettings, useEscapeKeyToLogin: true };
    const { calls, press, escape } = setup({ websiteSettings: settings });
    await press();
    expect(calls).toEqual(['config']);
    escape.destroy();
  });

  it('Shift+Escape logs out a signed-in account, and does nothing for a visitor', async () => {
    const owner = setup(signedIn);
    await owner.press(true);
    expect(owner.calls).toEqual(['logout']);
    owner.escape.destroy();
    const settings = { ...defaultPageContext().websiteSettings, useEscapeKeyToLogin: true };
    const visitor = setup({ websiteSettings: settings });
    await visitor.press(true);
    expect(visitor.calls).toEqual([]);
    visitor.escape.destroy();
  });

  it('in the editor frame toggles the config panel instead', async () => {
    const { calls, press, escape } = setup(signedIn, true);
    await press();
    expect(calls).toEqual(['toggle']);
    escape.destroy();
  });

  it('closes an open dialog first, and only then goes to the config page', async () => {
    const { calls, press, escape } = setup(signedIn);
    const close = jest.fn();
    escape.push({ close });
    await press();
    expect(close).toHaveBeenCalled();
    expect(calls).toEqual([]);
    await press();
    expect(calls).toEqual(['config']);
    escape.destroy();
  });

  it('stops listening when stopped', async () => {
    const { calls, press, escape, stop } = setup(signedIn);
    stop();
    await press();
    expect(calls).toEqual([]);
    escape.destroy();
  });
});

describe("Escape in the editor's frame with nothing open (spec §2)", () => {
  it("closes the editor's guide while it is open, else toggles the config panel", async () => {
    const guide = { open: true };
    const { calls, press, escape } = setup(signedIn, true, guide);
    await press();
    guide.open = false;
    await press();
    expect(calls).toEqual(['close-guide', 'toggle']);
    escape.destroy();
  });
});
