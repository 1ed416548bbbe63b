import { createEditorBroadcast, EDITOR_CHANNEL, isAdmin } from '../../../src/telemetry/editor-broadcast';
import type { PageContext } from '../../../src/core/types';
import { pageContext } from './census-helpers';

class FakeChannel {
  static opened: FakeChannel[] = [];
  posted: unknown[] = [];
  closed = false;
  constructor(public name: string) {
    FakeChannel.opened.push(this);
  }
  postMessage(message: unknown) {
    if (this.closed) throw new Error('closed');
    this.posted.push(message);
  }
  close() {
    this.closed = true;
  }
}
const signedIn = (websiteRoles: unknown) =>
  pageContext({ authenticatedAccount: { id: 'a' }, websiteRoles } as Partial<PageContext>);

beforeEach(() => (FakeChannel.opened = []));

describe('editor analytics events are broadcast to other tabs for admins (spec §6, §7)', () => {
  it('posts {name, detail, timestamp} on site-runtime:editor-analytics', () => {
    const broadcast = createEditorBroadcast(signedIn({ admin: true }), FakeChannel, () => 7);
    expect(broadcast.broadcast('collection-item-save', { itemId: 'i1' })).toBe(true);
    expect(FakeChannel.opened[0].name).toBe(EDITOR_CHANNEL);
    expect(FakeChannel.opened[0].posted).toEqual([
      { name: 'collection-item-save', detail: { itemId: 'i1' }, timestamp: 7 },
    ]);
    broadcast.destroy();
    expect(FakeChannel.opened[0].closed).toBe(true);
    expect(broadcast.broadcast('collection-item-delete')).toBe(false);
  });

  it.each([
    ['{ admin: true }', { admin: true }, true],
    ['[1]', [1], true],
    ['["Admin", "editor"]', ['Admin', 'editor'], true],
    ['{ editor: true }', { editor: true }, false],
    ['{ admin: false }', { admin: false }, false],
    ['[10] (viewer)', [10], false],
  ])('websiteRoles %s: admin %s', (_name, roles, expected) => {
    expect(isAdmin(signedIn(roles))).toBe(expected);
  });
});

describe('anyone else, or a browser without BroadcastChannel: a no-op', () => {
  it('opens no channel for an anonymous visitor or an editor', () => {
    expect(createEditorBroadcast(pageContext(), FakeChannel).broadcast('collection-item-edit')).toBe(false);
    expect(createEditorBroadcast(signedIn({ editor: true }), FakeChannel).broadcast('collection-item-edit')).toBe(
      false,
    );
    expect(FakeChannel.opened).toHaveLength(0);
  });

  it('without BroadcastChannel nothing is sent and nothing throws', () => {
    const broadcast = createEditorBroadcast(signedIn({ admin: true }), undefined);
    expect(broadcast.broadcast('collection-item-visibility-change')).toBe(false);
    expect(() => broadcast.destroy()).not.toThrow();
  });

  it('a detail that cannot be posted answers false', () => {
    class Refusing extends FakeChannel {
      postMessage() {
        throw new DOMException('could not be cloned', 'DataCloneError');
      }
    }
    expect(
      createEditorBroadcast(signedIn({ admin: true }), Refusing).broadcast('collection-item-edit', { f: () => 1 }),
    ).toBe(false);
  });
});
