/**
 * Drives the donation block in jsdom: a block root from markup, a context
 * that records reports, and a fake window that records navigations.
 */
import type { BlockContext, PageContext } from '../../../src/core/types';
import { goToCheckout } from '../../../src/shared/checkout';

/** A recorded navigation: which window's location was told to go where. */
export interface Navigation {
  target: 'self' | 'top';
  url: string;
}

/** A block root holding `inner`, with `json` as its data-block-json. */
export function donationRoot(inner: string, json: object = { donatePageId: 'abc123' }): HTMLElement {
  document.body.innerHTML = `<div class="sqs-block donation-block" data-block-json='${JSON.stringify(json)}'><div class="sqs-block-content">${inner}</div></div>`;
  return document.body.firstElementChild as HTMLElement;
}

/** A context for `root`; `reports` collects every report's message. */
export function context(root: HTMLElement, account: Record<string, unknown> | null = null) {
  const reports: string[] = [];
  const config = JSON.parse(root.getAttribute('data-block-json') ?? '{}');
  const page = { authenticatedAccount: account } as unknown as PageContext;
  const ctx: BlockContext = {
    name: 'donation',
    config,
    page,
    report: (_error, message) => reports.push(String(message)),
  };
  return { ctx, reports };
}

/** A fake window; `framed` makes `top` a different window. */
export function fakeWindow(framed = false) {
  const navigations: Navigation[] = [];
  const location = (target: Navigation['target']) => ({ assign: (url: string) => navigations.push({ target, url }) });
  const win = { location: location('self') } as unknown as Window & { top: Window };
  (win as { top: unknown }).top = framed ? { location: location('top') } : win;
  return { win, navigations };
}

/** Dispatch a keydown on `element`; returns whether the default was prevented. */
export function press(element: Element, key: string, keyCode: number, init: KeyboardEventInit = {}): boolean {
  const event = new KeyboardEvent('keydown', { key, keyCode, bubbles: true, cancelable: true, ...init });
  element.dispatchEvent(event);
  return event.defaultPrevented;
}

/** Session cookies as the checkout check reads them: all present, or none (spec §8). */
export function sessionCookies(present = true) {
  return { enabled: () => present, crumb: { get: () => (present ? 'crumb' : null) }, cart: { has: () => present } };
}

/** The way to checkout a mounted block takes: the real session check and navigation over fakes. */
export function checkoutWith(ctx: BlockContext, win: Window, present = true, alerts: string[] = []) {
  return (url: string) =>
    void goToCheckout(url, false, ctx.page, { win, cookies: sessionCookies(present), alert: (m) => alerts.push(m) });
}
