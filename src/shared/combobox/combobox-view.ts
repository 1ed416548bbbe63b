/**
 * The DOM of a WAI-ARIA "combobox with listbox popup" (APG) on a page's own
 * text field: the popup under it (the options, or the failure with 'Try
 * again'), and a polite live region for the count. State only; the keys
 * are the caller's (the search preview, the form's address autocomplete).
 */
import { GENERIC_WORDS } from '../../core/words/generic';
import { uniqueId } from '../../core/ui/unique-id';
import type { MarkupUndo } from '../markup-undo';
import { say } from '../../core/message-format/page-words';
import { sayPlural } from '../../core/message-format/plural-words';

/** One option as the list shows it: a title, and a second line when there is one. */
export interface ComboboxItem {
  readonly title: string;
  readonly excerpt?: string;
}

/** The words of one combobox: the list's name and the live region's count. */
export interface ComboboxWords {
  /** The listbox's accessible name. */
  readonly label: string;
  /** Said when nothing was found. */
  readonly none: string;
  /** The count's message (a plural over `count`): its id and English, said here so one chunk carries the plural formatter. */
  readonly count: { readonly id: 'search.count' | 'address.count'; readonly english: string };
}

/** What {@link createComboboxView} needs besides the field. */
export interface ComboboxOptions<T extends ComboboxItem> {
  /** The class of the popup, and the prefix of every class and id inside it (`search-preview`). */
  readonly prefix: string;
  readonly words: ComboboxWords;
  /** An option was clicked. */
  choose(item: T): void;
  /** 'Try again' was clicked. */
  retry(): void;
}

/** Kept out of sight but read (the usual visually hidden rule). */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: '0',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  'white-space': 'nowrap',
  border: '0',
};

/** What {@link createComboboxView} returns. */
export interface ComboboxView<T extends ComboboxItem> {
  /** Whether the popup shows. */
  readonly expanded: boolean;
  /** Render `items` as options; open when there are any; announce the count. */
  showItems(items: readonly T[]): void;
  /** Open the popup on the failure message and 'Try again'; announce it. */
  showError(): void;
  /** Hide the popup (the options stay, for Down to open again). */
  close(): void;
  /** Nothing to show: no options, no announcement. */
  clear(): void;
  /** Down (1) or Up (-1): open if closed, move the active option, wrapping. */
  move(step: 1 | -1): void;
  /** Visual focus back on the text (Home, End, Left, Right, typing). */
  clearActive(): void;
  /** The active option, if one is active and shown. */
  active(): T | undefined;
  /** Whether `node` is part of the widget (field or popup). */
  contains(node: Node | null): boolean;
}

/** Element helper: a tag with a class and attributes. */
function make<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  cls: string,
  attrs: Record<string, string> = {},
) {
  const element = doc.createElement(tag);
  element.className = cls;
  for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
  return element;
}

/** The announcement for `count` results. */
export function countText(count: number, words: ComboboxWords): string {
  return count === 0 ? words.none : sayPlural(words.count.id, words.count.english as never, { count });
}

/** Builds the widget around `input`; `undo` puts the markup back. */
export function createComboboxView<T extends ComboboxItem>(
  input: HTMLInputElement,
  undo: MarkupUndo,
  on: ComboboxOptions<T>,
): ComboboxView<T> {
  const doc = input.ownerDocument;
  const { prefix, words } = on;
  const popup = make(doc, 'div', prefix);
  const list = make(doc, 'ul', `${prefix}-list`, {
    role: 'listbox',
    id: uniqueId(prefix),
    'aria-label': words.label,
  });
  const failure = make(doc, 'div', `${prefix}-error`);
  const message = make(doc, 'p', `${prefix}-error-message`);
  const retry = make(doc, 'button', `${prefix}-retry`, { type: 'button' });
  const status = make(doc, 'div', `${prefix}-status`, { role: 'status', 'aria-live': 'polite' });
  message.textContent = say('generic.unableToLoadResults', GENERIC_WORDS.unableToLoadResults);
  retry.textContent = say('generic.tryAgain', GENERIC_WORDS.tryAgain);
  failure.append(message, retry);
  popup.append(list, failure);
  popup.hidden = true;
  undo.style(status, VISUALLY_HIDDEN);
  input.after(undo.added(popup));
  popup.after(undo.added(status));
  undo.attr(input, 'role', 'combobox');
  undo.attr(input, 'aria-autocomplete', 'list');
  undo.attr(input, 'aria-expanded', 'false');
  undo.attr(input, 'aria-controls', list.id);
  undo.attr(input, 'autocomplete', 'off');
  undo.attr(input, 'aria-activedescendant', null);

  let items: readonly T[] = [];
  let active = -1;
  const options = () => Array.from(list.children) as HTMLElement[];
  const setExpanded = (open: boolean) => {
    popup.hidden = !open;
    input.setAttribute('aria-expanded', String(open));
  };
  const setActive = (index: number) => {
    active = index;
    options().forEach((option, i) => option.setAttribute('aria-selected', String(i === index)));
    const option = options()[index];
    if (option) {
      input.setAttribute('aria-activedescendant', option.id);
      option.scrollIntoView?.({ block: 'nearest' });
    } else input.removeAttribute('aria-activedescendant');
  };
  const option = (item: T) => {
    const li = make(doc, 'li', `${prefix}-option`, {
      role: 'option',
      id: uniqueId(`${prefix}-option`),
      'aria-selected': 'false',
    });
    const title = make(doc, 'span', `${prefix}-title`);
    title.textContent = item.title;
    li.append(title);
    if (item.excerpt) {
      const excerpt = make(doc, 'span', `${prefix}-excerpt`);
      excerpt.textContent = item.excerpt;
      li.append(excerpt);
    }
    return li;
  };
  // The field keeps the focus when the popup is clicked (APG: DOM focus stays on the combobox).
  undo.on(popup, 'mousedown', (event) => event.preventDefault());
  undo.on(list, 'click', (event) => {
    const index = options().findIndex((li) => li.contains(event.target as Node));
    if (items[index]) on.choose(items[index]);
  });
  undo.on(retry, 'click', () => on.retry());

  const view: ComboboxView<T> = {
    get expanded() {
      return !popup.hidden;
    },
    showItems(next) {
      items = next;
      failure.hidden = true;
      list.hidden = false;
      list.replaceChildren(...next.map(option));
      setActive(-1);
      setExpanded(next.length > 0);
      status.textContent = countText(next.length, words);
    },
    showError() {
      items = [];
      list.replaceChildren();
      list.hidden = true;
      failure.hidden = false;
      setActive(-1);
      setExpanded(true);
      status.textContent = say('generic.unableToLoadResults', GENERIC_WORDS.unableToLoadResults);
    },
    close() {
      setActive(-1);
      setExpanded(false);
    },
    clear() {
      view.showItems([]);
      status.textContent = '';
    },
    move(step) {
      if (!items.length) return;
      if (!view.expanded) {
        setExpanded(true);
        return setActive(step > 0 ? 0 : items.length - 1);
      }
      setActive(active < 0 ? (step > 0 ? 0 : items.length - 1) : (active + step + items.length) % items.length);
    },
    clearActive: () => setActive(-1),
    active: () => (view.expanded ? items[active] : undefined),
    contains: (node) => !!node && (node === input || popup.contains(node)),
  };
  return view;
}
