import { ACTIVE_LABEL_CLASS, MENU_TAB_EVENT, mount } from '../../../src/blocks/menu/index';
import { runUnmount } from '../../../src/loader/runtime/unmount';

const MENU = (labels: string[], menus = labels) => `<div class="sqs-block menu-block"><div class="sqs-block-content">
  <div class="menu-block"><div class="menu-selects"><div class="menu-select-labels">
  ${labels.map((l) => `<div class="menu-select-label">${l}</div>`).join('')}
  </div></div><div class="menus">
  ${menus.map((m) => `<div class="menu-wrapper"><p>${m} dishes</p></div>`).join('')}
  </div></div></div></div>`;

function setup(labels = ['Lunch', 'Dinner', 'Drinks'], menus?: string[]) {
  document.body.innerHTML = MENU(labels, menus);
  const html = document.body.innerHTML;
  const root = document.querySelector<HTMLElement>('.sqs-block')!;
  const changes: number[] = [];
  root.addEventListener(MENU_TAB_EVENT, (event) => changes.push((event as CustomEvent).detail.index));
  const unmount = mount(root);
  const tabs = Array.from(root.querySelectorAll<HTMLElement>('.menu-select-label'));
  const panels = Array.from(root.querySelectorAll<HTMLElement>('.menu-wrapper'));
  return { root, tabs, panels, changes, html, unmount };
}

const key = (element: Element, name: string) => {
  const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event.defaultPrevented;
};
const selected = (tabs: HTMLElement[]) => tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true');
const shown = (panels: HTMLElement[]) => panels.map((panel) => !panel.hidden);

describe('the WAI-ARIA tabs pattern on the server markup', () => {
  it('tablist, tabs and panels are tied by their ids', () => {
    const { root, tabs, panels } = setup();
    expect(root.querySelector('.menu-select-labels')!.getAttribute('role')).toBe('tablist');
    tabs.forEach((tab, i) => {
      expect(tab.getAttribute('role')).toBe('tab');
      expect(tab.getAttribute('aria-controls')).toBe(panels[i].id);
      expect(panels[i].getAttribute('role')).toBe('tabpanel');
      expect(panels[i].getAttribute('aria-labelledby')).toBe(tab.id);
    });
    expect(new Set([...tabs, ...panels].map((el) => el.id)).size).toBe(6);
  });
  it('the first tab is active at start: selected, in the Tab sequence, its menu alone shown', () => {
    const { tabs, panels, changes } = setup();
    expect(selected(tabs)).toBe(0);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    expect(tabs[0].classList.contains(ACTIVE_LABEL_CLASS)).toBe(true);
    expect(shown(panels)).toEqual([true, false, false]);
    expect(changes).toEqual([]);
  });
});

describe('keyboard: arrows move with wraparound, Home/End, Enter and Space select', () => {
  it('Right and Left move the focus, wrapping at both ends, without selecting', () => {
    const { tabs } = setup();
    tabs[0].focus();
    expect(key(tabs[0], 'ArrowLeft')).toBe(true);
    expect(document.activeElement).toBe(tabs[2]);
    key(tabs[2], 'ArrowRight');
    expect(document.activeElement).toBe(tabs[0]);
    key(tabs[0], 'ArrowRight');
    expect(document.activeElement).toBe(tabs[1]);
    expect(selected(tabs)).toBe(0);
  });
  it('Home and End go to the first and the last tab', () => {
    const { tabs } = setup();
    key(tabs[1], 'End');
    expect(document.activeElement).toBe(tabs[2]);
    key(tabs[2], 'Home');
    expect(document.activeElement).toBe(tabs[0]);
  });
  it.each(['Enter', ' '])('%j selects the focused tab and shows its menu', (name) => {
    const { tabs, panels, changes } = setup();
    expect(key(tabs[2], name)).toBe(true);
    expect(selected(tabs)).toBe(2);
    expect(shown(panels)).toEqual([false, false, true]);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, -1, 0]);
    expect(changes).toEqual([2]);
  });
  it('a click selects; selecting the selected tab again changes nothing', () => {
    const { tabs, changes } = setup();
    tabs[1].click();
    tabs[1].click();
    expect(selected(tabs)).toBe(1);
    expect(changes).toEqual([1]);
  });
  it('other keys and modified keys are left to the browser', () => {
    const { tabs } = setup();
    expect(key(tabs[0], 'a')).toBe(false);
    const event = new KeyboardEvent('keydown', { key: 'ArrowRight', altKey: true, bubbles: true, cancelable: true });
    tabs[0].dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});

describe('markup', () => {
  it('destroy puts the server markup back exactly', () => {
    const { tabs, html, unmount } = setup();
    tabs[2].click();
    runUnmount(unmount);
    expect(document.body.innerHTML).toBe(html);
  });
  it('a single menu (or no labels) is left alone', () => {
    const { html, unmount } = setup(['Lunch']);
    expect(unmount).toBeUndefined();
    expect(document.body.innerHTML).toBe(html);
  });
  it('labels and menus are paired up to the shorter list', () => {
    const { tabs, panels } = setup(['A', 'B', 'C'], ['A', 'B']);
    expect(tabs[2].hasAttribute('role')).toBe(false);
    expect(panels.map((panel) => panel.getAttribute('role'))).toEqual(['tabpanel', 'tabpanel']);
  });
});
