/**
 * Editor analytics events (spec §7: collection item edit, save, delete,
 * visibility changes) broadcast to the site's other tabs, only for accounts
 * with the admin permission (spec §6). The spec does not give the shape:
 * admin is read as `websiteRoles` holding `admin` or role 1 (as an array
 * entry or a truthy key). Feature-detected: without BroadcastChannel, or for
 * anyone else, every call is a no-op.
 */
import type { PageContext } from '../core/types';
import { hasRole } from '../core/page-roles';

/** The channel every tab of the site listens on. */
export const EDITOR_CHANNEL = 'site-runtime:editor-analytics';

/** The editor analytics events of spec §7. */
export type EditorEventName =
  'collection-item-edit' | 'collection-item-save' | 'collection-item-delete' | 'collection-item-visibility-change';

/** One broadcast message. */
export interface EditorEvent {
  name: EditorEventName;
  detail: Record<string, unknown>;
  timestamp: number;
}

/** The broadcaster returned by {@link createEditorBroadcast}. */
export interface EditorBroadcast {
  /** Post the event to other tabs; `false` when nothing was sent (not admin, unsupported, failed). */
  broadcast(name: EditorEventName, detail?: Record<string, unknown>): boolean;
  destroy(): void;
}

/** spec §6 "admin permission", read as the admin role (name or number 1). */
export const isAdmin = (page: PageContext) => hasRole(page, 'admin', 1);

type ChannelCtor = new (name: string) => Pick<BroadcastChannel, 'postMessage' | 'close'>;

/** Create the broadcaster; `Channel` is injectable for tests. */
export function createEditorBroadcast(
  page: PageContext,
  Channel: ChannelCtor | undefined = typeof BroadcastChannel === 'function' ? BroadcastChannel : undefined,
  now: () => number = Date.now,
): EditorBroadcast {
  let channel: InstanceType<ChannelCtor> | null = null;
  try {
    if (Channel && isAdmin(page)) channel = new Channel(EDITOR_CHANNEL);
  } catch {
    channel = null;
  }
  return {
    broadcast(name, detail = {}) {
      if (!channel) return false;
      try {
        channel.postMessage({ name, detail, timestamp: now() } satisfies EditorEvent);
        return true;
      } catch {
        return false; // a detail that cannot be cloned, or a closed channel
      }
    },
    destroy() {
      try {
        channel?.close();
      } catch {
        // already closed
      }
      channel = null;
    },
  };
}
