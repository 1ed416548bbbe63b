import { mount as mountFollow } from '../../../src/blocks/follow-button';
import { mount as mountOpenTable } from '../../../src/blocks/opentable-v2';
import { mount as mountTock } from '../../../src/blocks/tock';
import { BREAKPOINTS } from '../../../src/core/enums/limits';
import { thirdPartyFor } from '../../../src/core/third-party';
import type { BlockContext } from '../../../src/core/types';
import { RESERVATION_WIDE_OVER, TABLE_BOOKING_MAX } from '../../../src/shared/booking/booking';
import { blockContext, flush, pageWith, RESTRICTIVE, rootFrom } from './helpers';

type Mount = (root: HTMLElement, context: BlockContext) => unknown;
type Win = Window & { tock?: unknown; twttr?: unknown };
const OWNER = { authenticatedAccount: { id: 'owner' } };
const blockWith = (type: string, json: object) =>
  rootFrom(
    `<div class="sqs-block ${type}-block" data-block-json='${JSON.stringify(json)}'><div class="sqs-block-content"></div></div>`,
  );
/** jsdom lays nothing out: the block is as wide as we say. */
const wide = (root: HTMLElement, width: number) => (root.getBoundingClientRect = () => ({ width }) as DOMRect);
const run = (mount: Mount, root: HTMLElement, page = pageWith()) => {
  const { ctx, reports } = blockContext(root, page);
  return { unmount: mount(root, ctx) as () => void, reports };
};
const scripts = (scope: ParentNode = document) => [...scope.querySelectorAll('script')];

beforeEach(() => {
  thirdPartyFor(document).destroy();
  document.head.innerHTML = '';
  delete (window as Win).tock;
  delete (window as Win).twttr;
});

describe('breakpoints (spec §9)', () => {
  it("are the enumerations' numbers", () => {
    expect(TABLE_BOOKING_MAX).toBe(BREAKPOINTS.tableBookingMax);
    expect(RESERVATION_WIDE_OVER).toBe(BREAKPOINTS.reservationWideOver);
  });
});

describe('OpenTable v2 (type 66)', () => {
  it.each([
    [850, 'standard'],
    [851, 'wide'],
  ])('a block %i px wide gets the %s theme, its loader placed in the block', (width, theme) => {
    const root = blockWith('opentable-v2', { restaurantId: '412810' });
    wide(root, width);
    run(mountOpenTable, root, pageWith({ website_locale: 'en-GB' }));
    const [script] = scripts(root);
    const url = new URL(script.src);
    expect(url.origin + url.pathname).toBe('https://www.opentable.com/widget/reservation/loader');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ rid: '412810', theme, lang: 'en-GB' });
    expect(root.getAttribute('data-booking-layout')).toBe(theme);
  });

  it('a signed-in owner sees "Preview Only" and no widget is loaded (spec §6)', () => {
    const root = blockWith('opentable-v2', { restaurantId: '412810' });
    run(mountOpenTable, root, pageWith(OWNER));
    const alert = root.querySelector('.sqs-block-alert')!;
    expect(alert.getAttribute('role')).toBe('note');
    expect(alert.querySelector('.sqs-block-alert-title')!.textContent).toBe('Preview Only');
    expect(alert.textContent).toContain('Please log out of your account in order to use the OpenTable Block.');
    expect(scripts()).toHaveLength(0);
  });

  it('a failed widget leaves a link to book on OpenTable and a report', async () => {
    const root = blockWith('opentable-v2', { restaurantId: '412810' });
    const { reports } = run(mountOpenTable, root);
    scripts(root)[0].dispatchEvent(new Event('error'));
    await flush();
    const link = root.querySelector<HTMLAnchorElement>('a.sqs-booking-fallback')!;
    expect(link.href).toBe('https://www.opentable.com/restref/client/?rid=412810');
    expect(reports).toEqual(['Booking widget could not load; showing a link instead']);
  });

  it('without a restaurant id: a report, no request', async () => {
    const root = blockWith('opentable-v2', {});
    const { reports } = run(mountOpenTable, root);
    await flush();
    expect(scripts()).toHaveLength(0);
    expect(reports).toHaveLength(1);
  });

  it('under a restrictive policy waits, with an offer to load it anyway', async () => {
    const root = blockWith('opentable-v2', { restaurantId: '1' });
    run(mountOpenTable, root, pageWith(RESTRICTIVE));
    await flush();
    expect(scripts()).toHaveLength(0);
    root.querySelector<HTMLButtonElement>('.sqs-consent-offer-button')!.click();
    expect(scripts(root)).toHaveLength(1);
  });

  it('destroy removes what it added', () => {
    const root = blockWith('opentable-v2', { restaurantId: '1' });
    const before = root.innerHTML;
    run(mountOpenTable, root).unmount();
    expect(root.innerHTML).toBe(before);
    expect(root.hasAttribute('data-booking-layout')).toBe(false);
  });
});

describe('Tock (type 68)', () => {
  it.each([
    [750, 'Button'],
    [751, 'Inline'],
  ])('a block %i px wide gets the %s layout; the script loads once and is told the business', async (width, mode) => {
    const root = blockWith('tock', { businessName: 'example-bistro' });
    wide(root, width);
    run(mountTock, root);
    const container = root.querySelector('#Tock_widget_container')!;
    expect(container.getAttribute('data-tock-display-mode')).toBe(mode);
    const calls: unknown[][] = [];
    (window as Win).tock = (...args: unknown[]) => calls.push(args);
    scripts()[0].dispatchEvent(new Event('load'));
    await flush();
    expect(calls).toEqual([['init', 'example-bistro']]);
  });

  it('a signed-in owner sees "Preview Only"', () => {
    const root = blockWith('tock', { businessName: 'x' });
    run(mountTock, root, pageWith(OWNER));
    expect(root.textContent).toContain('Please log out of your account in order to use the Tock Block.');
  });
});

describe('follow button (spec §5: only with a non-empty username; §8: hidden on failure)', () => {
  const follow = (username: string) =>
    rootFrom(
      `<div class="sqs-block follow-button-block"><div class="sqs-block-content"><div class="sqs-follow-button" data-username="${username}" hidden></div></div></div>`,
    );
  const button = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-username]')!;

  it('an empty username renders nothing and loads nothing', () => {
    run(mountFollow, follow('  '));
    expect(scripts()).toHaveLength(0);
  });

  it('stays hidden until the platform has rendered it, then shows', async () => {
    const root = follow('@examplesite');
    run(mountFollow, root);
    expect(button(root).hidden).toBe(true);
    const seen: string[] = [];
    (window as Win).twttr = {
      widgets: { createFollowButton: (user: string) => (seen.push(user), Promise.resolve()) },
    };
    scripts()[0].dispatchEvent(new Event('load'));
    await flush();
    expect(seen).toEqual(['examplesite']);
    expect(button(root).hidden).toBe(false);
  });

  it('a failed script leaves it hidden and reports', async () => {
    const root = follow('examplesite');
    const { reports } = run(mountFollow, root);
    scripts()[0].dispatchEvent(new Event('error'));
    await flush();
    expect(button(root).hidden).toBe(true);
    expect(reports).toEqual(['Follow button could not load; it stays hidden']);
  });
});
