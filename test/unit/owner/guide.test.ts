import { createGuideState, GUIDE_STATE_MESSAGE } from '../../../src/features/owner/guide';

const EDITOR = 'https://example.app.test';

/** A message as the editor (or someone else) would post it to this frame. */
const post = (data: unknown, origin = EDITOR, source: unknown = window.parent) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));

describe("the editor's guide state, from the editor's messages", () => {
  it('follows open and close from the editor', () => {
    const guide = createGuideState(window, EDITOR);
    expect(guide.isOpen()).toBe(false);
    post({ type: GUIDE_STATE_MESSAGE, open: true });
    expect(guide.isOpen()).toBe(true);
    post({ type: GUIDE_STATE_MESSAGE, open: false });
    expect(guide.isOpen()).toBe(false);
    guide.destroy();
  });
  it('ignores other origins, other senders, other shapes, and everything after destroy', () => {
    const guide = createGuideState(window, EDITOR);
    post({ type: GUIDE_STATE_MESSAGE, open: true }, 'https://evil.test');
    post({ type: GUIDE_STATE_MESSAGE, open: true }, EDITOR, null);
    post({ type: GUIDE_STATE_MESSAGE, open: 'yes' });
    post('site-runtime:guide');
    expect(guide.isOpen()).toBe(false);
    guide.destroy();
    post({ type: GUIDE_STATE_MESSAGE, open: true });
    expect(guide.isOpen()).toBe(false);
  });
});
