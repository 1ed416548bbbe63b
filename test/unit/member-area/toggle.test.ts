/**
 * The member area's pricing toggle (spec §2, §4 "Pricing toggle: switches
 * between two options, swapping the shown prices and join buttons"), as a
 * WAI-ARIA radio group or switch, keyboard-operable.
 */
import { mount, PRICING_TOGGLE_EVENT } from '../../../src/blocks/member-area/index';
import type { BlockContext, PageContext } from '../../../src/core/types';
import { runUnmount } from '../../../src/loader/runtime/unmount';

const MARKUP = `<div class="sqs-block member-area-block" data-block-type="67"><div class="sqs-block-content">
  <div class="member-area-pricing-toggle"></div>
  <p class="price" data-pricing-option="0">$10 every month</p><a class="join" href="/join?m" data-pricing-option="0">Join</a>
  <p class="price" data-pricing-option="1" hidden>$100 every year</p><a class="join" href="/join?y" data-pricing-option="1" hidden>Join</a>
</div></div>`;

function setUp(config: Record<string, unknown> = {}) {
  document.body.innerHTML = MARKUP;
  const root = document.body.firstElementChild as HTMLElement;
  const ctx = { name: 'member-area', config, page: {} as PageContext, report: () => undefined } as BlockContext;
  const events: unknown[] = [];
  root.addEventListener(PRICING_TOGGLE_EVENT, (event) => events.push((event as CustomEvent).detail));
  const unmount = mount(root, ctx);
  return { root, unmount, events };
}

const shown = () =>
  [...document.querySelectorAll<HTMLElement>('[data-pricing-option]')]
    .filter((e) => !e.hidden)
    .map((e) => e.textContent);
const key = (element: Element, name: string) =>
  element.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));

describe('as a radio group (the default)', () => {
  it('two radios in a labelled group; the first option shown; one tab stop', () => {
    setUp();
    const group = document.querySelector('[role="radiogroup"]')!;
    expect(group.getAttribute('aria-label')).toBe('Billing period');
    const radios = [...group.querySelectorAll<HTMLElement>('[role="radio"]')];
    expect(radios.map((r) => [r.textContent, r.getAttribute('aria-checked'), r.tabIndex])).toEqual([
      ['Monthly', 'true', 0],
      ['Annual', 'false', -1],
    ]);
    expect(shown()).toEqual(['$10 every month', 'Join']);
  });

  it('a click, or an arrow key, picks the other option: prices and join buttons swap, the event fires', () => {
    const { events } = setUp({ pricingOptions: ['Monthly', 'Yearly'] });
    const [first, second] = document.querySelectorAll<HTMLElement>('[role="radio"]');
    second.click();
    expect(shown()).toEqual(['$100 every year', 'Join']);
    expect(events).toEqual([{ option: 1, name: 'Yearly' }]);
    second.focus();
    key(second, 'ArrowRight');
    expect(document.activeElement).toBe(first);
    expect(first.getAttribute('aria-checked')).toBe('true');
    expect(shown()).toEqual(['$10 every month', 'Join']);
    key(first, 'ArrowUp');
    expect(second.getAttribute('aria-checked')).toBe('true');
  });

  it('unmount removes the control and puts the server markup back', () => {
    document.body.innerHTML = MARKUP;
    const served = document.body.innerHTML;
    const { unmount } = setUp();
    document.querySelectorAll<HTMLElement>('[role="radio"]')[1].click();
    runUnmount(unmount);
    expect(document.querySelector('[role="radiogroup"]')).toBeNull();
    expect(document.body.innerHTML).toBe(served);
  });
});

describe('as a switch', () => {
  it('one switch named for the second option; a click flips it, a click on a name picks it', () => {
    setUp({ toggleStyle: 'switch', initialPricingOption: 1 });
    const control = document.querySelector<HTMLElement>('[role="switch"]')!;
    expect(control.tagName).toBe('BUTTON');
    expect(control.getAttribute('aria-label')).toBe('Annual');
    expect(control.getAttribute('aria-checked')).toBe('true');
    expect(shown()).toEqual(['$100 every year', 'Join']);
    control.click();
    expect(control.getAttribute('aria-checked')).toBe('false');
    expect(shown()).toEqual(['$10 every month', 'Join']);
    document.querySelectorAll<HTMLElement>('.pricing-toggle-label')[1].click();
    expect(control.getAttribute('aria-checked')).toBe('true');
  });
});

describe('without a second option', () => {
  it('leaves the block as the server sent it', () => {
    document.body.innerHTML = '<div class="sqs-block" data-block-type="67"><p data-pricing-option="0">$10</p></div>';
    const root = document.body.firstElementChild as HTMLElement;
    expect(
      mount(root, { name: 'member-area', config: {}, page: {} as PageContext, report: () => undefined }),
    ).toBeUndefined();
    expect(document.querySelector('.pricing-toggle')).toBeNull();
  });
});
