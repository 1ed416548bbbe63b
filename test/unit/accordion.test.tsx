import { mount } from '../../src/blocks/accordion';
import { normalizeConfig } from '../../src/blocks/accordion/config';
import type { BlockContext, PageContext } from '../../src/core/types';

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

/** Builds the builder's markup (the contract in docs/blocks/accordion.md) into the page. */
function buildAccordion(config: Record<string, unknown>, items: ItemSpec[]): HTMLElement {
  const root = document.createElement('div');
  root.className = 'sqs-block accordion-block sqs-block-accordion';
  root.dataset.blockType = '69';
  root.dataset.blockJson = JSON.stringify(config);
  root.innerHTML = `<div class="sqs-block-content">
    <ul class="accordion-items-container">
      ${items.map(itemHtml).join('\n')}
    </ul>
  </div>`;
  document.body.append(root);
  return root;
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
  const unmount = mount(root, contextFor(root)) as () => void;
  unmounts.push(unmount);
  return unmount;
}

const buttons = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLButtonElement>('.accordion-item__click-target'));
const dropdowns = (root: HTMLElement) => Array.from(root.querySelectorAll<HTMLElement>('.accordion-item__dropdown'));
const openStates = (root: HTMLElement) =>
  dropdowns(root).map((d) => d.classList.contains('accordion-item__dropdown--open'));
const expandedStates = (root: HTMLElement) => buttons(root).map((b) => b.getAttribute('aria-expanded'));

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

describe('mounting keeps the builder structure and class names', () => {
  it('renders the same elements with the same classes on .sqs-block-content', () => {
    const root = buildAccordion({ initialOpen: true }, THREE);
    const content = root.querySelector('.sqs-block-content')!;
    const shape = () => Array.from(content.querySelectorAll('*')).map((el) => `${el.tagName} ${el.className}`);
    const before = shape();

    mountAccordion(root);

    expect(shape()).toEqual(before);
    expect(root.firstElementChild).toBe(content);
  });

  it('carries data attributes of the list over to the rendered list', () => {
    const root = buildAccordion({}, THREE);
    root.querySelector('ul')!.dataset.accordionIconPlacement = 'left';

    mountAccordion(root);

    expect(root.querySelector('ul')!.dataset.accordionIconPlacement).toBe('left');
  });

  it('uses h3 when the title wrapper is not a heading, and keeps heading levels', () => {
    const root = buildAccordion({}, [
      { title: 'A', tag: 'h2' },
      { title: 'B', tag: 'div' },
    ]);

    mountAccordion(root);

    const wrappers = root.querySelectorAll('.accordion-item__title-wrapper');
    expect(Array.from(wrappers, (w) => w.tagName)).toEqual(['H2', 'H3']);
  });

  it('renders a divider only for items that had one', () => {
    const root = buildAccordion({}, [{ title: 'A' }, { title: 'B', divider: false }]);

    mountAccordion(root);

    const items = root.querySelectorAll('.accordion-item');
    expect(items[0].querySelector('.accordion-divider')).not.toBeNull();
    expect(items[1].querySelector('.accordion-divider')).toBeNull();
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
  });

  it('closes every item without initialOpen, even one the server rendered open', () => {
    const root = buildAccordion({}, THREE);

    mountAccordion(root);

    expect(openStates(root)).toEqual([false, false, false]);
    expect(expandedStates(root)).toEqual(['false', 'false', 'false']);
  });
});

describe('clicking a header toggles its item', () => {
  it('opens a closed item and closes it again', () => {
    const root = buildAccordion({}, THREE);
    mountAccordion(root);

    buttons(root)[1].click();
    expect(openStates(root)).toEqual([false, true, false]);
    expect(expandedStates(root)).toEqual(['false', 'true', 'false']);

    jest.advanceTimersByTime(250);
    buttons(root)[1].click();
    expect(openStates(root)).toEqual([false, false, false]);
    expect(expandedStates(root)).toEqual(['false', 'false', 'false']);
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

  it('slides an opening panel from 0 to its content height, then clears the inline styles', () => {
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
    expect(panel.style.cssText).toBe('');
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
    expect(panel.style.height).toBe('0px');

    jest.advanceTimersByTime(250);
    expect(panel.style.cssText).toBe('');
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
  it('accepts clicks back to back and sets no inline styles', () => {
    mockReducedMotion(true);
    const root = buildAccordion({}, THREE);
    mountAccordion(root);

    buttons(root)[0].click();
    buttons(root)[1].click();

    expect(openStates(root)).toEqual([false, true, false]);
    expect(dropdowns(root).map((d) => d.style.cssText)).toEqual(['', '', '']);
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
  const press = (target: HTMLElement, key: string) => {
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
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

  it('leaves other keys alone', () => {
    const root = buildAccordion({}, THREE);
    mountAccordion(root);
    const [one] = buttons(root);

    one.focus();
    const event = press(one, 'ArrowRight');

    expect(document.activeElement).toBe(one);
    expect(event.defaultPrevented).toBe(false);
    expect(openStates(root)).toEqual([false, false, false]);
  });
});

describe('server nodes are adopted, not copied, and handed back on unmount', () => {
  it('shows the very same description, title and icon nodes after mount', () => {
    const root = buildAccordion({}, [
      { title: 'Photo', description: '<p>Look:</p><img src="a.jpg" alt="A"><iframe src="about:blank"></iframe>' },
    ]);
    const description = Array.from(root.querySelector('.accordion-item__description')!.childNodes);
    const title = Array.from(root.querySelector('.accordion-item__title')!.childNodes);
    const icon = Array.from(root.querySelector('.accordion-icon-container')!.childNodes);

    mountAccordion(root);

    const now = (selector: string) => Array.from(root.querySelector(selector)!.childNodes);
    expect(now('.accordion-item__description')).toHaveLength(3);
    now('.accordion-item__description').forEach((node, i) => expect(node).toBe(description[i]));
    now('.accordion-item__title').forEach((node, i) => expect(node).toBe(title[i]));
    now('.accordion-icon-container').forEach((node, i) => expect(node).toBe(icon[i]));
  });

  it('puts the original nodes back, with no runtime attributes, after unmount', () => {
    const root = buildAccordion({ initialOpen: true }, THREE);
    const content = root.querySelector('.sqs-block-content')!;
    const originals = Array.from(content.childNodes);
    const html = root.outerHTML;
    const descriptions = Array.from(root.querySelectorAll('.accordion-item__description'), (d) =>
      Array.from(d.childNodes),
    );

    const unmount = mountAccordion(root);
    buttons(root)[1].click(); // leave state and inline styles behind if cleanup were missing
    unmount();

    expect(Array.from(content.childNodes)).toEqual(originals);
    content.childNodes.forEach((node, i) => expect(node).toBe(originals[i]));
    expect(root.outerHTML).toBe(html);
    root.querySelectorAll('.accordion-item__description').forEach((d, i) => {
      d.childNodes.forEach((node, j) => expect(node).toBe(descriptions[i][j]));
    });
    expect(root.querySelectorAll('[aria-expanded], [role], [style], [id]')).toHaveLength(0);
  });

  it('mounts again on the restored markup (global destroy, then init)', () => {
    const root = buildAccordion({ initialOpen: true }, THREE);
    mountAccordion(root)();

    mountAccordion(root);

    expect(openStates(root)).toEqual([true, false, false]);
    expect(root.querySelector('.accordion-item__title')!.textContent).toBe('Question one');
  });
});

describe('an accordion with no items', () => {
  it('mounts, renders the empty list and restores the markup on unmount', () => {
    const root = buildAccordion({ initialOpen: true }, []);
    const html = root.outerHTML;

    const unmount = mountAccordion(root);
    expect(root.querySelectorAll('ul.accordion-items-container')).toHaveLength(1);
    expect(root.querySelectorAll('li')).toHaveLength(0);

    unmount();
    expect(root.outerHTML).toBe(html);
  });

  it('mounts on a block with no list at all', () => {
    const root = buildAccordion({}, []);
    root.querySelector('ul')!.remove();

    expect(() => mountAccordion(root)).not.toThrow();
    expect(root.querySelector('.sqs-block-content > ul.accordion-items-container')).not.toBeNull();
  });
});

describe('iconStyle', () => {
  it('falls back to the plus icon for an unknown style when the server sent no icon', () => {
    const root = buildAccordion({ iconStyle: 'sparkles' }, [{ title: 'A', icon: '' }]);
    mountAccordion(root);

    const icon = root.querySelector('.accordion-icon-container')!;
    expect(icon.querySelector('.plus > .plus__horizontal-line')).not.toBeNull();
    expect(icon.querySelector('.plus > .plus__vertical-line')).not.toBeNull();
  });

  it('draws the arrow icon for "arrow" when the server sent no icon', () => {
    const root = buildAccordion({ iconStyle: 'arrow' }, [{ title: 'A', icon: '' }]);
    mountAccordion(root);

    const icon = root.querySelector('.accordion-icon-container')!;
    expect(icon.querySelector('.arrow')).not.toBeNull();
    expect(icon.querySelector('.plus')).toBeNull();
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
    document.addEventListener('site-runtime:accordion-toggle', (event) => {
      seen.push({ target: event.target, detail: (event as CustomEvent).detail });
    });

    buttons(root)[1].click();

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
