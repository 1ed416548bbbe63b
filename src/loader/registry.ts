import { frameSchedule, type Schedule } from './batch';
import { mountBlock, type MountedBlock } from './block-mount';
import { watchDom } from './dom-watch';
import type { ErrorFunnel } from '../core/log';
import { strategies } from './strategies';
import type { BlockDescriptor, BlockModule, PageContext } from '../core/types';

export interface RegistryOptions {
  doc: Document;
  page: PageContext;
  funnel: ErrorFunnel;
  /** Batching of DOM changes; one animation frame by default. */
  schedule?: Schedule;
}

export interface BlockRegistry {
  /** Add a block type; if the registry runs, matching roots already on the page start at once. */
  register(descriptor: BlockDescriptor): void;
  /** Scan the page, then watch it for added and removed roots. */
  start(): void;
  /** Unmount every block and stop watching; `start()` may be called again. */
  stop(): void;
}

/** The selector of a descriptor's roots: its class, plus its numeric block types. */
export function rootSelector(descriptor: BlockDescriptor): string {
  const parts = [descriptor.selector || `.sqs-block.${descriptor.name}-block`];
  for (const type of descriptor.types || []) parts.push(`.sqs-block[data-block-type="${type}"]`);
  return parts.join(',');
}

/**
 * The lifecycle registry's block half: a table of descriptors, the roots found
 * on the page, one DOM watcher. Holds no module-level state, so tests make a
 * fresh one each time.
 */
export function createBlockRegistry({ doc, page, funnel, schedule }: RegistryOptions): BlockRegistry {
  const win = doc.defaultView as Window & typeof globalThis;
  const table: { descriptor: BlockDescriptor; selector: string; module: () => Promise<BlockModule> }[] = [];
  const mounted = new Map<Element, MountedBlock>();
  let stopWatching: (() => void) | null = null;

  // One load per descriptor, shared by all its roots; forgotten on failure so
  // a block added later (the network may be back) tries again.
  const memoise = (descriptor: BlockDescriptor) => {
    let pending: Promise<BlockModule> | null = null;
    return () => (pending ||= descriptor.load().catch((error) => {
      pending = null;
      throw error;
    }));
  };

  const discover = (scope: Element | Document) => {
    for (const entry of table) {
      const found = Array.from(scope.querySelectorAll<HTMLElement>(entry.selector));
      if (scope !== doc && (scope as Element).matches(entry.selector)) found.unshift(scope as HTMLElement);
      for (const root of found) {
        if (mounted.has(root)) continue;
        const strategy = strategies[entry.descriptor.strategy!] || strategies.eager;
        mounted.set(root, mountBlock(root, entry.descriptor, { page, funnel, strategy, win, module: entry.module }));
      }
    }
  };

  const unmount = (root: Element) => {
    mounted.get(root)?.unmount();
    mounted.delete(root);
  };

  return {
    register(descriptor) {
      if (typeof descriptor?.load !== 'function' || table.some((entry) => entry.descriptor.name === descriptor.name)) {
        funnel.report(new TypeError('register() needs a new name and a load function'), `cannot register "${descriptor?.name}"`);
        return;
      }
      table.push({ descriptor, selector: rootSelector(descriptor), module: memoise(descriptor) });
      if (stopWatching) discover(doc);
    },
    start() {
      if (stopWatching) return;
      stopWatching = watchDom(doc, schedule || frameSchedule(win), ({ added, removed }) => {
        if (removed) mounted.forEach((_, root) => root.isConnected || unmount(root));
        for (const element of added) if (element.isConnected) discover(element);
      });
      discover(doc);
    },
    stop() {
      stopWatching?.();
      stopWatching = null;
      mounted.forEach((_, root) => unmount(root));
    },
  };
}
