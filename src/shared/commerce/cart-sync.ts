/**
 * Keeps every cart surface in step (spec §3 "Cart indicator": the badge is
 * initialised on first sync and follows every change): a change in this tab
 * is a DOM event on the document; a change in another tab arrives through a
 * BroadcastChannel. Summaries carry the server's revision, so a late answer
 * never replaces a newer one.
 */
import { guard } from '../../core/guard';
import { EVENT_PREFIX } from '../../core/log';
import type { CurrencyCode } from '../../core/money';
import type { CartSummary } from './cart-types';

/** The bubbling-free document event of a cart change in this tab. */
export const CART_CHANGE_EVENT = `${EVENT_PREFIX}cart-change`;

/** The channel name shared by the tabs of one origin. */
export const CART_CHANNEL = `${EVENT_PREFIX}cart`;

/** A summary received from anywhere: checked field by field. */
function readSummary(value: unknown): CartSummary | null {
  if (!value || typeof value !== 'object') return null;
  const { count, subtotalCents, currency, revision } = value as Record<string, unknown>;
  const whole = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 0;
  if (!whole(count) || !whole(subtotalCents) || typeof currency !== 'string') return null;
  return { count, subtotalCents, currency: currency as CurrencyCode, revision: whole(revision) ? revision : 0 };
}

/** Opens the channel, or null where BroadcastChannel is missing or refused. */
function openChannel(win: Window): BroadcastChannel | null {
  const Channel = (win as Window & { BroadcastChannel?: typeof BroadcastChannel }).BroadcastChannel;
  try {
    return Channel ? new Channel(CART_CHANNEL) : null;
  } catch {
    return null;
  }
}

/** Tell this tab and the others that the cart is now `summary`. Never throws. */
export function publishCart(win: Window, summary: CartSummary): void {
  try {
    win.document.dispatchEvent(new CustomEvent(CART_CHANGE_EVENT, { detail: summary }));
  } catch {
    // An old engine without CustomEvent: the other tabs still hear it.
  }
  const channel = openChannel(win);
  try {
    channel?.postMessage(summary);
  } catch {
    // A closed or refusing channel: the other tabs catch up when they are shown.
  } finally {
    channel?.close();
  }
}

/**
 * Hear every cart change, from this tab and the others; returns the stop.
 * `listener` gets only well-formed summaries.
 */
export function onCartChange(win: Window, listener: (summary: CartSummary) => void): () => void {
  // Guarded: what the listener throws reaches the funnel with its stack (src/core/guard.ts).
  const deliver = guard((value: unknown) => {
    const summary = readSummary(value);
    if (summary) listener(summary);
  }, win);
  const onEvent = (event: Event) => deliver((event as CustomEvent).detail);
  const channel = openChannel(win);
  const onMessage = (event: MessageEvent) => deliver(event.data);
  win.document.addEventListener(CART_CHANGE_EVENT, onEvent);
  channel?.addEventListener('message', onMessage);
  return () => {
    win.document.removeEventListener(CART_CHANGE_EVENT, onEvent);
    channel?.removeEventListener('message', onMessage);
    channel?.close();
  };
}
