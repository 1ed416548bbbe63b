import { DONATE_EVENT, mountDonation } from '../../../src/blocks/donation/index';
import { runUnmount } from '../../../src/loader/runtime/unmount';
import { checkoutWith, context, donationRoot, fakeWindow, press } from './harness';

const URL = '/checkout/donate?donatePageId=abc123';

function mountOn(inner: string, json?: object) {
  const root = donationRoot(inner, json);
  const { ctx, reports } = context(root);
  const { win, navigations } = fakeWindow();
  const unmount = mountDonation(root, ctx, checkoutWith(ctx, win));
  const button = root.querySelector<HTMLElement>('.sqs-block-button-element, button, a');
  return { root, button: button!, reports, navigations, unmount };
}

describe('a donate button navigates to the donate page by its page id (spec §2)', () => {
  it('a click navigates', () => {
    const { button, navigations, reports } = mountOn('<a class="sqs-block-button-element" href="/donate">Donate</a>');
    button.click();
    expect(navigations).toEqual([{ target: 'self', url: URL }]);
    expect(reports).toEqual([]);
  });
  it("the click's own default (the server link) is prevented", () => {
    const { button } = mountOn('<a class="sqs-block-button-element" href="/donate">Donate</a>');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
  it('a modified click on a real link is left to the browser (new tab)', () => {
    const { button, navigations } = mountOn('<a class="sqs-block-button-element" href="/donate">Donate</a>');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    button.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(navigations).toEqual([]);
  });
  it('fires the donate event on the root first', () => {
    const { root, button } = mountOn('<button type="button">Donate</button>');
    const seen: unknown[] = [];
    root.addEventListener(DONATE_EVENT, (event) => seen.push((event as CustomEvent).detail));
    button.click();
    expect(seen).toEqual([{ donatePageId: 'abc123' }]);
  });
  it('prefers .sqs-block-button-element over other buttons and links', () => {
    const { root, navigations } = mountOn(
      '<a href="/other">Other</a><div class="sqs-block-button-element">Donate</div>',
    );
    (root.querySelector('a') as HTMLElement).click();
    expect(navigations).toEqual([]);
    (root.querySelector('div.sqs-block-button-element') as HTMLElement).click();
    expect(navigations).toHaveLength(1);
  });
});

describe('Enter (13) and Space (32) activate it (spec §2)', () => {
  it.each([
    ['Enter', 13],
    [' ', 32],
  ])('%p on a link navigates and prevents the default', (key, code) => {
    const { button, navigations } = mountOn('<a class="sqs-block-button-element" href="/donate">Donate</a>');
    expect(press(button, key, code)).toBe(true);
    expect(navigations).toEqual([{ target: 'self', url: URL }]);
  });
  it('Space on a non-native element does not scroll the page', () => {
    const { button } = mountOn('<div class="sqs-block-button-element">Donate</div>');
    expect(press(button, ' ', 32)).toBe(true);
  });
  it('other keys, modified keys and auto-repeat do nothing', () => {
    const { button, navigations } = mountOn('<div class="sqs-block-button-element">Donate</div>');
    expect(press(button, 'a', 65)).toBe(false);
    press(button, 'Enter', 13, { ctrlKey: true });
    press(button, 'Enter', 13, { repeat: true });
    expect(navigations).toEqual([]);
  });
  it('a native button is left to the browser (its keys arrive as a click)', () => {
    const { button, navigations } = mountOn('<button type="button">Donate</button>');
    expect(press(button, 'Enter', 13)).toBe(false);
    expect(navigations).toEqual([]);
  });
});

describe('a non-focusable button is made reachable, and unmount restores it', () => {
  it('adds role="button" and tabindex="0" to a div, removes them on unmount', () => {
    const { button, unmount, navigations } = mountOn('<div class="sqs-block-button-element">Donate</div>');
    expect(button.getAttribute('role')).toBe('button');
    expect(button.getAttribute('tabindex')).toBe('0');
    runUnmount(unmount);
    expect(button.hasAttribute('role')).toBe(false);
    expect(button.hasAttribute('tabindex')).toBe(false);
    button.click();
    press(button, 'Enter', 13);
    expect(navigations).toEqual([]);
  });
  it('keeps what the server wrote', () => {
    const { button, unmount } = mountOn(
      '<span class="sqs-block-button-element" role="link" tabindex="-1">Donate</span>',
    );
    runUnmount(unmount);
    expect(button.getAttribute('role')).toBe('link');
    expect(button.getAttribute('tabindex')).toBe('-1');
  });
  it('adds nothing to a link with an href or a native button', () => {
    const link = mountOn('<a class="sqs-block-button-element" href="/donate">Donate</a>').button;
    expect(link.hasAttribute('role') || link.hasAttribute('tabindex')).toBe(false);
    const native = mountOn('<button type="button">Donate</button>').button;
    expect(native.hasAttribute('role') || native.hasAttribute('tabindex')).toBe(false);
  });
});

describe('a donation block without a button logs and breaks nothing (spec §8)', () => {
  it('reports once and mounts', () => {
    const { reports, unmount } = mountOn('<p>Give generously.</p>');
    expect(reports).toEqual(['donation block without a button']);
    expect(() => runUnmount(unmount)).not.toThrow();
  });
});

describe('a missing or invalid donatePageId reports and does nothing on click', () => {
  it.each([{}, { donatePageId: '' }, { donatePageId: 'not an id' }])('%p', (json) => {
    const { button, reports, navigations } = mountOn('<button type="button">Donate</button>', json);
    button.click();
    expect(reports).toEqual(['donation block without a valid donatePageId']);
    expect(navigations).toEqual([]);
  });
  it("the button's data-donate-page-id is enough", () => {
    const { button, reports, navigations } = mountOn(
      '<button type="button" data-donate-page-id="p9">Donate</button>',
      {},
    );
    button.click();
    expect(reports).toEqual([]);
    expect(navigations).toEqual([{ target: 'self', url: '/checkout/donate?donatePageId=p9' }]);
  });
});

describe('in the editor frame a signed-in owner leaves for the top window', () => {
  it('navigates window.top', () => {
    const root = donationRoot('<button type="button">Donate</button>');
    const { ctx } = context(root, { id: 'owner' });
    const { win, navigations } = fakeWindow(true);
    mountDonation(root, ctx, checkoutWith(ctx, win));
    (root.querySelector('button') as HTMLElement).click();
    expect(navigations).toEqual([{ target: 'top', url: URL }]);
  });
});

describe('without session cookies the §8 alert shows and nothing navigates', () => {
  it('alerts the exact wording and stays', () => {
    const root = donationRoot('<button type="button">Donate</button>');
    const { ctx } = context(root);
    const { win, navigations } = fakeWindow();
    const alerts: string[] = [];
    mountDonation(root, ctx, checkoutWith(ctx, win, false, alerts));
    (root.querySelector('button') as HTMLElement).click();
    expect(navigations).toEqual([]);
    expect(alerts).toEqual([
      'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.',
    ]);
  });
});
