import { mount } from '../../src/blocks/accordion';
import { normalizeConfig } from '../../src/blocks/accordion/config';
import type { BlockContext, PageContext } from '../../src/core/types';
import { recordUncaught } from './uncaught';

interface ItemSpec {
  title: string;
  open?: boolean;
  tag?: string;
  description?: string;
  ids?: { button: string; panel: string };
  icon?: string;
  divider?: boolean;
}

const PLUS = '<div class="plus"><div class="plus__horizontal-line"></div><div class="plus__vertical-line"></div></div>';

/** An item in the older markup our examples use: state only in the `--open` class, no ARIA. */
function itemHtml({ title, open, tag = 'h4', description, ids, icon = PLUS, divider = true }: ItemSpec) {
  return `<li class="accordion-item">
        <${tag} class="accordion-item__title-wrapper">
          <button class="accordion-item__click-target" type="button"${ids ? ` id="${ids.button}"` : ''}>
            <span class="accordion-item__title">${title}</span>
            <div class="accordion-icon-container">${icon}</div>
          </button>
        </${tag}>
        <div class="accordion-item__dropdown${open ? ' accordion-item__dropdown--open' : ''}"${ids ? ` id="${ids.panel}"` : ''}><div class="accordion-item__description">${description ?? `<p>Answer to ${title}.</p>`}</div></div>
        ${divider ? '<div class="accordion-divider"></div>' : ''}
      </li>`;
}

/** An item as the 7.1 builder writes it: dividers, inline styles, ARIA and data-is-open (docs/blocks/accordion.md). */
function item71(n: number, title: string, open: boolean) {
  return `<li class="accordion-item">
      <div class="accordion-divider accordion-divider--top" aria-hidden="true" style="height: 2px; opacity: 1;"></div>
      <h4 class="accordion-item__title-wrapper" role="heading" aria-level="3">
        <button class="accordion-item__click-target" aria-expanded="${open}" style="padding-top: 24px;padding-bottom: 24px;" id="button-block-b7-${n}" aria-controls="dropdown-block-b7-${n}">
          <span class="accordion-item__title" style="padding-right: 20px;">${title}</span>
          <div class="accordion-icon-container" data-is-open="${open}" aria-hidden="true" style="height: 20px;width: 20px;">${PLUS}</div>
        </button>
      </h4>
      <div class="accordion-item__dropdown" role="region" id="dropdown-block-b7-${n}" aria-labelledby="button-block-b7-${n}">
        <div class="accordion-item__description" style="padding-bottom: 24px;min-width: 70%;max-width: 300px;"><p>About ${title}.</p></div>
      </div>
      <div class="accordion-divider" aria-hidden="true" style="height: 2px;opacity: 1;"></div>
    </li>`;
}

function addBlock(config: Record<string, unknown>, list: string): HTMLElement {
  const root = document.createElement('div');
  root.className = 'sqs-block accordion-block sqs-block-accordion';
  root.dataset.blockType = '69';
  root.dataset.blockJson = JSON.stringify(config);
  root.innerHTML = `<div class="sqs-block-content">${list}</div>`;
  document.body.append(root);
  return root;
}

/** Builds the older markup (the contract in docs/blocks/accordion.md) into the page. */
function buildAccordion(config: Record<string, unknown>, items: ItemSpec[]): HTMLElement {
  return addBlock(config, `<ul class="accordion-items-container">${items.map(itemHtml).join('\n')}</ul>`);
}

/** Builds 7.1 markup: `listAttributes` go on the list, as the builder writes its settings there. */
function build71(listAttributes: string, open: boolean[], config: Record<string, unknown> = {}): HTMLElement {
  const items = open.map((isOpen, n) => item71(n, `Question ${n + 1}`, isOpen)).join('\n');
  return addBlock(config, `<ul class="accordion-items-container" ${listAttributes}>${items}</ul>`);
}

const THREE: ItemSpec[] = [
  { title: 'Question one', open: true },
  { title: 'Question two' },
  { title: 'Question three' },
];

function contextFor(root: HTMLElement): BlockContext {
  return {
    name: 'accordion',
    config: JSON.parse(root.dataset.blockJson ?? '{}'),
    page: {} as PageContext,
    report: jest.fn(),
  };
}

const unmounts: Array<() => void> = [];

function mountAccordion(root: HTMLElement): () => void {
  const mounted = mount(root, contextFor(root)) as { destroy(): void } | undefined;
  const unmount = () => mounted?.destroy();
  unmounts.push(unmount);
  return unmount;
}

const buttons = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLButtonElement>('.accordion-item__click-target'));
const dropdowns = (root: HTMLElement) => Array.from(root.querySelectorAll<HTMLElement>('.accordion-item__dropdown'));
const openStates = (root: HTMLElement) =>
  dropdowns(root).map((d) => d.classList.contains('accordion-item__dropdown--open'));
const expandedStates = (root: HTMLElement) => buttons(root).map((b) => b.getAttribute('aria-expanded'));
const iconStates = (root: HTMLElement) =>
  Array.from(root.querySelectorAll('.accordion-icon-container'), (icon) => icon.getAttribute('data-is-open'));

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn((query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    onchange: null,
    addListener: jest.fn(),
    removeListener: jest.fn(),
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    dispatchEvent: jest.fn(),
  }));
}

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  unmounts.splice(0).forEach((unmount) => unmount());
  document.body.replaceChildren();
  // jsdom has no matchMedia; tests that mock it must not leak the mock.
  delete (window as { matchMedia?: unknown }).matchMedia;
  jest.useRealTimers();
});

describe('mounting enhances the server markup in place', () => {
  it('keeps every node of the list: the same elements, in the same places', () => {
    const root = buildAccordion({ initialOpen: true }, THREE);
    const before = Array.from(root.querySelectorAll('*'));

    mountAccordion(root);

    const after = Array.from(root.querySelectorAll('*'));
    expect(after).toHaveLength(before.length);
    after.forEach((element, i) => expect(element).toBe(before[i]));
  });

  it('changes nothing in 7.1 markup but the state it toggles (which already agrees)', () => {
    const root = build71('data-should-allow-multiple-open-items="" data-is-expanded-first-item="true"', [
      true,
      false,
      false,
    ]);
    const html = root.querySelector('ul')!.outerHTML;

    mountAccordion(root);

    // The open item gains the --open class our examples' CSS keys on; nothing else changes.
    expect(root.querySelector('ul')!.outerHTML.replace(' accordion-item__dropdown--open', '')).toBe(html);
    expect(root.querySelectorAll('[style*="height: 0"], .accordion-item__dropdown[style]')).toHaveLength(0);
  });

  it('keeps data attributes of the list where the server wrote them', () => {
    const root = buildAccordion({}, THREE);
    root.querySelector('ul')!.dataset.accordionIconPlacement = 'left';

    mountAccordion(root);

    expect(root.querySelector('ul')!.dataset.accordionIconPlacement).toBe('left');
  });

  it('keeps heading levels, and gives a title wrapper that is no heading the heading role, level 3', () => {
    const root = buildAccordion({}, [
      { title: 'A', tag: 'h2' },
      { title: 'B', tag: 'div' },
    ]);

    mountAccordion(root);

    const wrappers = Array.from(root.querySelectorAll('.accordion-item__title-wrapper'));
    expect(wrappers.map((w) => [w.tagName, w.getAttribute('role'), w.getAttribute('aria-level')])).toEqual([
      ['H2', null, null],
      ['DIV', 'heading', '3'],
    ]);
  });

  it('leaves an item without its button or dropdown alone, and counts only the others', () => {
    const root = buildAccordion({}, THREE);
    root.querySelectorAll('.accordion-item')[1].querySelector('.accordion-item__dropdown')!.remove();
    const listener = jest.fn();
    root.addEventListener('site-runtime:accordion-toggle', listener);

    mountAccordion(root);
    buttons(root)[2].click();

    expect(buttons(root)[1].hasAttribute('aria-expanded')).toBe(false);
    expect(listener.mock.calls[0][0].detail).toEqual({ index: 1, open: true });
  });
});

describe('initial state: the first item is open if the block says so, else all closed', () => {
  it('opens the first item with initialOpen, whatever the server classes say', () => {
    const root = buildAccordion({ initialOpen: true }, [
      { title: 'One' },
      { title: 'Two', open: true },
      { title: 'Three' },
    ]);

    mountAccordion(root);

    expect(openStates(root)).toEqual([true, false, false]);
    expect(expandedStates(root)).toEqual(['true', 'false', 'false']);
    expect(iconStates(root)).toEqual(['true', 'false', 'false']);
  });

  it('closes every item without initialOpen, even one whose class the server set open', () => {
    const root = buildAccordion({}, THREE);

    mountAccordion(root);

    expect(openStates(root)).toEqual([false, false, false]);
    expect(expandedStates(root)).toEqual(['false', 'false', 'false']);
  });

  it('keeps an item the server stated open with aria-expanded="true"', () => {
    const root = build71('data-is-expanded-first-item=""', [false, true, false]);

    mountAccordion(root);

    expect(expandedStates(root)).toEqual(['false', 'true', 'false']);
    expect(iconStates(root)).toEqual(['false', 'true', 'false']);
  });

  it('with one open at a time, keeps only the first of the items the server stated open', () => {
    const root = build71('data-should-allow-multiple-open-items="" data-is-expanded-first-item=""', [
      false,
      true,
      true,
    ]);

    mountAccordion(root);

    expect(expandedStates(root)).toEqual(['false', 'true', 'false']);
    expect(dropdowns(root)[2].style.height).toBe('0px');
  });

  it('with several allowed, keeps every item the server stated open, and opens the first if the list says so', () => {
    const root = build71('data-should-allow-multiple-open-items="true" data-is-expanded-first-item="true"', [
      false,
      false,
      true,
    ]);

    mountAccordion(root);

    expect(expandedStates(root)).toEqual(['true', 'false', 'true']);
  });
});

describe('settings: the list attributes first, then the block JSON in either spelling', () => {
  const list = (attributes: string) => {
    const holder = document.createElement('div');
    holder.innerHTML = `<ul class="accordion-items-container" ${attributes}></ul>`;
    return holder.firstElementChild;
  };

  it('reads the 7.1 list attributes, an empty value as false', () => {
    expect(
      normalizeConfig({}, list('data-should-allow-multiple-open-items="true" data-is-expanded-first-item=""')),
    ).toEqual({ allowMultipleOpen: true, initialOpen: false, iconStyle: 'plus' });
  });

  it('lets a list attribute win over the JSON, and the JSON fill in what the list leaves out', () => {
    const config = normalizeConfig(
      { allowMultipleOpen: true, initialOpen: true },
      list('data-should-allow-multiple-open-items=""'),
    );
    expect(config).toMatchObject({ allowMultipleOpen: false, initialOpen: true });
  });

  it('leaves an unreadable list attribute to the JSON', () => {
    expect(normalizeConfig({ initialOpen: true }, list('data-is-expanded-first-item="maybe"')).initialOpen).toBe(true);
  });

  it('reads the 7.0 kebab-case keys, the camelCase ones winning when both are there', () => {
    expect(normalizeConfig({ 'allow-multiple-open': true, 'initial-open': 'true', 'icon-style': 'arrow' })).toEqual({
      allowMultipleOpen: true,
      initialOpen: true,
      iconStyle: 'arrow',
    });
    expect(normalizeConfig({ initialOpen: false, 'initial-open': true }).initialOpen).toBe(false);
  });

  it('honours the list on the page: several open, first expanded', () => {
    const root = build71('data-should-allow-multiple-open-items="true" data-is-expanded-first-item="true"', [
      true,
      false,
      false,
    ]);
    mountAccordion(root);

    buttons(root)[1].click();

    expect(expandedStates(root)).toEqual(['true', 'true', 'false']);
  });
});

describe('clicking a header toggles its item', () => {
  it('opens a closed item and closes it again', () => {
    const root = buildAccordion({}, THREE);
    mountAccordion(root);

    buttons(root)[1].click();
    expect(openStates(root)).toEqual([false, true, false]);
    expect(expandedStates(root)).toEqual(['false', 'true', 'false']);
    expect(iconStates(root)).toEqual(['false', 'true', 'false']);

    jest.advanceTimersByTime(250);
    buttons(root)[1].click();
    expect(openStates(root)).toEqual([false, false, false]);
    expect(expandedStates(root)).toEqual(['false', 'false', 'false']);
    expect(iconStates(root)).toEqual(['false', 'false', 'false']);
  });

  it("drives the dropdown's height: 0 and hidden when closed, auto when open", () => {
    const root = build71('', [false, false]);
    mountAccordion(root);
    const [first] = dropdowns(root);

    buttons(root)[0].click();
    jest.advanceTimersByTime(250);
    expect([first.style.height, first.style.visibility]).toEqual(['auto', '']);

    buttons(root)[0].click();
    jest.advanceTimersByTime(250);
    expect([first.style.height, first.style.overflow, first.style.visibility]).toEqual(['0px', 'hidden', 'hidden']);
  });
});

describe('opening one item closes the others unless multiple may be open', () => {
  it('closes the open item when another opens', () => {
    const root = buildAccordion({ initialOpen: true }, THREE);
    mountAccordion(root);

    buttons(root)[2].click();

    expect(openStates(root)).toEqual([false, false, true]);
  });

  it('keeps several open with allowMultipleOpen', () => {
    const root = buildAccordion({ initialOpen: true, allowMultipleOpen: true }, THREE);
    mountAccordion(root);

    buttons(root)[1].click();
    jest.advanceTimersByTime(250);
    buttons(root)[2].click();

    expect(openStates(root)).toEqual([true, true, true]);
  });
});

describe('the animation takes 250 ms and clicks during it are ignored', () => {
  it('ignores a second click within 250 ms and accepts one after', () => {
    const root = buildAccordion({}, THREE);
    mountAccordion(root);

    buttons(root)[0].click();
    jest.advanceTimersByTime(249);
    buttons(root)[1].click();
    expect(openStates(root)).toEqual([true, false, false]);

    jest.advanceTimersByTime(1);
    buttons(root)[1].click();
    expect(openStates(root)).toEqual([false, true, false]);
  });

  it('slides an opening panel from 0 to its content height, then settles it open', () => {
    const root = buildAccordion({}, THREE);
    mountAccordion(root);
    const panel = dropdowns(root)[1];
    const heightsAtReflow: string[] = [];
    Object.defineProperty(panel, 'scrollHeight', { configurable: true, get: () => 120 });
    Object.defineProperty(panel, 'offsetHeight', {
      configurable: true,
      get: () => {
        heightsAtReflow.push(panel.style.height);
        return 0;
      },
    });

    buttons(root)[1].click();

    expect(heightsAtReflow).toEqual(['0px']);
    expect(panel.style.height).toBe('120px');
    expect(panel.style.display).toBe('block');
    expect(panel.style.overflow).toBe('hidden');
    expect(panel.style.transition).toBe('height 250ms ease');

    jest.advanceTimersByTime(250);
    expect(panel.style.cssText).toBe('height: auto;');
    expect(panel.classList.contains('accordion-item__dropdown--open')).toBe(true);
  });

  it('keeps a closing panel displayed while it slides to 0, with the --open class already gone', () => {
    const root = buildAccordion({ initialOpen: true }, THREE);
    mountAccordion(root);
    const panel = dropdowns(root)[0];
    Object.defineProperty(panel, 'scrollHeight', { configurable: true, get: () => 80 });

    buttons(root)[1].click();

    expect(panel.classList.contains('accordion-item__dropdown--open')).toBe(false);
    expect(panel.style.display).toBe('block');
    expect(panel.style.visibility).toBe('visible');
    expect(panel.style.height).toBe('0px');

    jest.advanceTimersByTime(250);
    expect(panel.style.cssText).toBe('height: 0px; overflow: hidden; visibility: hidden;');
  });

  it('stops its timer when unmounted mid-animation', () => {
    const root = buildAccordion({}, THREE);
    const unmount = mountAccordion(root);

    buttons(root)[0].click();
    expect(jest.getTimerCount()).toBe(1);
    unmount();

    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('reduced motion toggles at once, with no animation and no lock', () => {
  it('accepts clicks back to back and goes straight to the settled styles', () => {
    mockReducedMotion(true);
    const root = buildAccordion({}, THREE);
    mountAccordion(root);

    buttons(root)[0].click();
    buttons(root)[1].click();

    expect(openStates(root)).toEqual([false, true, false]);
    expect(dropdowns(root).map((d) => d.style.cssText)).toEqual([
      'height: 0px; overflow: hidden; visibility: hidden;',
      'height: auto;',
      '',
    ]);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('still animates when matchMedia reports no preference', () => {
    mockReducedMotion(false);
    const root = buildAccordion({}, THREE);
    mountAccordion(root);

    buttons(root)[0].click();
    buttons(root)[1].click();

    expect(openStates(root)).toEqual([true, false, false]);
  });
});

describe('WAI-ARIA accordion pattern', () => {
  it('wires each button to its region panel', () => {
    const root = buildAccordion({ initialOpen: true }, THREE);
    mountAccordion(root);

    buttons(root).forEach((button, i) => {
      const panel = dropdowns(root)[i];
      expect(button.type).toBe('button'); // Enter and Space toggle natively
      expect(button.id).not.toBe('');
      expect(panel.id).not.toBe('');
      expect(button.getAttribute('aria-controls')).toBe(panel.id);
      expect(panel.getAttribute('role')).toBe('region');
      expect(panel.getAttribute('aria-labelledby')).toBe(button.id);
      expect(panel.hasAttribute('hidden')).toBe(false);
    });
  });

  it('gives ids that are unique across two accordions on the page', () => {
    const first = buildAccordion({}, THREE);
    const second = buildAccordion({}, THREE);
    mountAccordion(first);
    mountAccordion(second);

    const ids = Array.from(document.querySelectorAll('[id]'), (el) => el.id);
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
  });

  it('keeps ids the server markup already has', () => {
    const root = buildAccordion({}, [{ title: 'One', ids: { button: 'faq-q1', panel: 'faq-a1' } }, { title: 'Two' }]);
    mountAccordion(root);

    expect(buttons(root)[0].id).toBe('faq-q1');
    expect(dropdowns(root)[0].id).toBe('faq-a1');
    expect(buttons(root)[0].getAttribute('aria-controls')).toBe('faq-a1');
  });

  it('marks the icon as decorative', () => {
    const root = buildAccordion({}, THREE);
    mountAccordion(root);

    const icons = root.querySelectorAll('.accordion-icon-container');
    expect(Array.from(icons, (icon) => icon.getAttribute('aria-hidden'))).toEqual(['true', 'true', 'true']);
  });
});

describe('arrow keys, Home and End move focus between headers', () => {
  const press = (target: HTMLElement, key: string, init: KeyboardEventInit = {}) => {
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
    target.dispatchEvent(event);
    return event;
  };

  it('ArrowDown moves to the next header and wraps from the last to the first', () => {
    const root = buildAccordion({}, THREE);
    mountAccordion(root);
    const [one, two, three] = buttons(root);

    one.focus();
    const event = press(one, 'ArrowDown');
    expect(document.activeElement).toBe(two);
    expect(event.defaultPrevented).toBe(true);

    three.focus();
    press(three, 'ArrowDown');
    expect(document.activeElement).toBe(one);
  });

  it('ArrowUp moves to the previous header and wraps from the first to the last', () => {
    const root = buildAccordion({}, THREE);
    mountAccordion(root);
    const [one, two, three] = buttons(root);

    two.focus();
    press(two, 'ArrowUp');
    expect(document.activeElement).toBe(one);

    press(one, 'ArrowUp');
    expect(document.activeElement).toBe(three);
  });

  it('Home and End go to the first and last header', () => {
    const root = buildAccordion({}, THREE);
    mountAccordion(root);
    const [one, two, three] = buttons(root);

    two.focus();
    press(two, 'End');
    expect(document.activeElement).toBe(three);

    press(three, 'Home');
    expect(document.activeElement).toBe(one);
  });

  it('leaves other keys, and arrows with a modifier, alone', () => {
    const root = buildAccordion({}, THREE);
    mountAccordion(root);
    const [one] = buttons(root);

    one.focus();
    const right = press(one, 'ArrowRight');
    const altDown = press(one, 'ArrowDown', { altKey: true });

    expect(document.activeElement).toBe(one);
    expect([right.defaultPrevented, altDown.defaultPrevented]).toEqual([false, false]);
    expect(openStates(root)).toEqual([false, false, false]);
  });
});

describe('unmount puts the server markup back exactly', () => {
  it('older markup: no runtime attribute, class or inline style left, the same nodes', () => {
    const root = buildAccordion({ initialOpen: true }, THREE);
    const nodes = Array.from(root.querySelectorAll('*'));
    const html = root.outerHTML;

    const unmount = mountAccordion(root);
    buttons(root)[1].click(); // leave state and inline styles behind if cleanup were missing
    unmount();

    expect(root.outerHTML).toBe(html);
    Array.from(root.querySelectorAll('*')).forEach((element, i) => expect(element).toBe(nodes[i]));
    expect(root.querySelectorAll('[aria-expanded], [role], [style], [id], [data-is-open]')).toHaveLength(0);
  });

  it('7.1 markup: the state, the inline styles and the ARIA the server wrote', () => {
    const root = build71('data-should-allow-multiple-open-items="true" data-is-expanded-first-item="true"', [
      true,
      false,
      false,
    ]);
    const html = root.outerHTML;

    const unmount = mountAccordion(root);
    buttons(root)[0].click();
    buttons(root)[2].click(); // ignored: mid-animation
    jest.advanceTimersByTime(250);
    buttons(root)[2].click(); // unmounted mid-animation
    unmount();

    expect(root.outerHTML).toBe(html);
  });

  it('mounts again on the restored markup (global destroy, then init)', () => {
    const root = buildAccordion({ initialOpen: true }, THREE);
    mountAccordion(root)();

    mountAccordion(root);

    expect(openStates(root)).toEqual([true, false, false]);
    buttons(root)[1].click();
    expect(openStates(root)).toEqual([false, true, false]);
  });
});

describe('an accordion with no items', () => {
  it('mounts and leaves its empty list as it is', () => {
    const root = buildAccordion({ initialOpen: true }, []);
    const html = root.outerHTML;

    const unmount = mountAccordion(root);
    expect(root.outerHTML).toBe(html);

    unmount();
    expect(root.outerHTML).toBe(html);
  });

  it('mounts on a block with no list at all, adding nothing', () => {
    const root = buildAccordion({}, []);
    root.querySelector('ul')!.remove();
    const html = root.outerHTML;

    expect(() => mountAccordion(root)).not.toThrow();
    expect(root.outerHTML).toBe(html);
  });
});

describe('iconStyle', () => {
  it('draws the plus icon for an unknown style when the server sent an empty icon container', () => {
    const root = buildAccordion({ iconStyle: 'sparkles' }, [{ title: 'A', icon: '' }]);
    mountAccordion(root);

    const icon = root.querySelector('.accordion-icon-container')!;
    expect(icon.querySelector('.plus > .plus__horizontal-line')).not.toBeNull();
    expect(icon.querySelector('.plus > .plus__vertical-line')).not.toBeNull();
  });

  it('draws the arrow icon for "arrow" when the server sent an empty icon container, and removes it on unmount', () => {
    const root = buildAccordion({ iconStyle: 'arrow' }, [{ title: 'A', icon: '' }]);
    const unmount = mountAccordion(root);

    const icon = root.querySelector('.accordion-icon-container')!;
    expect(icon.querySelector('.arrow')).not.toBeNull();
    expect(icon.querySelector('.plus')).toBeNull();

    unmount();
    expect(icon.children).toHaveLength(0);
  });

  it("keeps the server's own icon whatever the style says", () => {
    const root = buildAccordion({ iconStyle: 'arrow' }, [{ title: 'A' }]);
    mountAccordion(root);

    expect(root.querySelector('.accordion-icon-container')!.innerHTML).toBe(PLUS);
  });

  it('normalises unknown styles to plus', () => {
    expect(normalizeConfig({ iconStyle: 'sparkles' }).iconStyle).toBe('plus');
    expect(normalizeConfig({ iconStyle: 42 }).iconStyle).toBe('plus');
    expect(normalizeConfig({ iconStyle: 'arrow' }).iconStyle).toBe('arrow');
  });
});

describe('config booleans may arrive as strings', () => {
  it('reads "true" and "false"', () => {
    expect(normalizeConfig({ allowMultipleOpen: 'true', initialOpen: 'false' })).toEqual({
      allowMultipleOpen: true,
      initialOpen: false,
      iconStyle: 'plus',
    });
    expect(normalizeConfig({ allowMultipleOpen: 'false', initialOpen: ' TRUE ' })).toMatchObject({
      allowMultipleOpen: false,
      initialOpen: true,
    });
  });

  it('uses the defaults for missing or unreadable values', () => {
    expect(normalizeConfig({})).toEqual({
      allowMultipleOpen: false,
      initialOpen: false,
      iconStyle: 'plus',
    });
    expect(normalizeConfig({ allowMultipleOpen: 1, initialOpen: 'yes' })).toMatchObject({
      allowMultipleOpen: false,
      initialOpen: false,
    });
  });

  it('behaves by the string values on the page', () => {
    const root = buildAccordion({ initialOpen: 'true', allowMultipleOpen: 'true' }, THREE);
    mountAccordion(root);
    expect(openStates(root)).toEqual([true, false, false]);

    buttons(root)[1].click();
    expect(openStates(root)).toEqual([true, true, false]);
  });

  it('reads "false" as false on the page', () => {
    const root = buildAccordion({ initialOpen: 'false', allowMultipleOpen: 'false' }, THREE);
    mountAccordion(root);
    expect(openStates(root)).toEqual([false, false, false]);

    buttons(root)[0].click();
    jest.advanceTimersByTime(250);
    buttons(root)[1].click();
    expect(openStates(root)).toEqual([false, true, false]);
  });
});

describe('the site-runtime:accordion-toggle event', () => {
  it('bubbles from the root with the index and new state, the clicked item first', () => {
    const root = buildAccordion({ initialOpen: true }, THREE);
    mountAccordion(root);
    const seen: Array<{ target: EventTarget | null; detail: unknown }> = [];
    const record = (event: Event) => seen.push({ target: event.target, detail: (event as CustomEvent).detail });
    document.addEventListener('site-runtime:accordion-toggle', record);

    buttons(root)[1].click();
    document.removeEventListener('site-runtime:accordion-toggle', record);

    expect(seen).toEqual([
      { target: root, detail: { index: 1, open: true } },
      { target: root, detail: { index: 0, open: false } },
    ]);
  });

  it('is not fired for an ignored click', () => {
    const root = buildAccordion({}, THREE);
    mountAccordion(root);
    const listener = jest.fn();
    root.addEventListener('site-runtime:accordion-toggle', listener);

    buttons(root)[0].click();
    buttons(root)[1].click();

    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('what a header click throws (src/core/guard.ts, through the markup undo)', () => {
  it('reaches the runtime with the real error and the header inside this block, and is not rethrown', () => {
    const root = buildAccordion({}, THREE);
    mountAccordion(root);
    const boom = new Error('no layout');
    // The slide measures the panel it opens: here that measurement throws.
    Object.defineProperty(dropdowns(root)[1], 'scrollHeight', {
      get() {
        throw boom;
      },
    });
    const uncaught = recordUncaught();
    try {
      buttons(root)[1].click();
    } finally {
      uncaught.stop();
    }
    expect(uncaught.taken).toEqual([{ error: boom, element: buttons(root)[1] }]);
    // The runtime names the block whose root holds that element.
    expect(buttons(root)[1].closest('.accordion-block')).toBe(root);
    expect(uncaught.thrown).toEqual([]);
  });
});
