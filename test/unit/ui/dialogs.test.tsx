import { escapeManagerFor } from '../../../src/core/escape';
import {
  DIALOG_HOST_ATTRIBUTE,
  DIALOG_PADDING,
  DIALOG_WIDTH,
  DIALOG_Z_INDEX_BASE,
  alert,
  confirm,
} from '../../../src/core/ui';
import { clearReducedMotion, flushMicrotasks, installFakeAnimate, mockReducedMotion } from './helpers';

const dialogs = () => Array.from(document.querySelectorAll<HTMLElement>('[role="alertdialog"]'));
const topDialog = () => dialogs()[dialogs().length - 1];
const button = (label: string, dialog = topDialog()) =>
  Array.from(dialog.querySelectorAll('button')).find((b) => b.textContent === label) as HTMLButtonElement;
const hosts = () => Array.from(document.querySelectorAll<HTMLElement>(`[${DIALOG_HOST_ATTRIBUTE}]`));
const overlayOf = (dialog: HTMLElement) => dialog.parentElement as HTMLElement;

function pressEscape() {
  document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  jest.advanceTimersByTime(10); // spec §9: the escape manager acts after 10 ms
}

function pressTab(from: Element, shiftKey = false) {
  const event = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true });
  from.dispatchEvent(event);
  return event;
}

function clickBackdrop(dialog: HTMLElement) {
  const overlay = overlayOf(dialog);
  overlay.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  overlay.dispatchEvent(new MouseEvent('click', { bubbles: true }));
}

/** Lets the fade-out end and the host go (jsdom has no WAAPI, so the fade is instant). */
async function settle() {
  await flushMicrotasks();
  jest.advanceTimersByTime(0);
  await flushMicrotasks();
}

let opener: HTMLButtonElement;

beforeEach(() => {
  jest.useFakeTimers();
  opener = document.createElement('button');
  opener.textContent = 'Open';
  document.body.append(opener);
  opener.focus();
});

afterEach(async () => {
  await settle();
  escapeManagerFor(document).destroy();
  document.body.replaceChildren();
  jest.useRealTimers();
  clearReducedMotion();
});

describe('confirm resolves with the visitor answer', () => {
  it('resolves true when the confirm button is pressed', async () => {
    const answer = confirm({ title: 'Delete?', message: 'This cannot be undone.' });
    button('OK').click();
    await expect(answer).resolves.toBe(true);
  });

  it('resolves false when the cancel button is pressed', async () => {
    const answer = confirm({ title: 'Delete?', message: 'Sure?' });
    button('Cancel').click();
    await expect(answer).resolves.toBe(false);
  });

  it('resolves false on Escape, through the escape manager', async () => {
    const answer = confirm({ title: 'Delete?', message: 'Sure?' });
    pressEscape();
    await expect(answer).resolves.toBe(false);
  });

  it('resolves false on a backdrop click (a reject)', async () => {
    const answer = confirm({ title: 'Delete?', message: 'Sure?' });
    clickBackdrop(topDialog());
    await expect(answer).resolves.toBe(false);
  });

  it('ignores a press that starts in the dialog and ends on the backdrop', async () => {
    let settled = false;
    void confirm({ title: 'Delete?', message: 'Sure?' }).then(() => (settled = true));
    const dialog = topDialog();
    dialog.querySelector('p')!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    overlayOf(dialog).dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await flushMicrotasks();
    expect(settled).toBe(false);
    expect(dialogs()).toHaveLength(1);
  });

  it('uses the given button texts, OK and Cancel by default', () => {
    void confirm({ title: 'A', message: 'B', confirmText: 'Delete', cancelText: 'Keep' });
    expect(Array.from(topDialog().querySelectorAll('button'), (b) => b.textContent)).toEqual(['Keep', 'Delete']);
    void confirm({ title: 'A', message: 'B' });
    expect(Array.from(topDialog().querySelectorAll('button'), (b) => b.textContent)).toEqual(['Cancel', 'OK']);
  });

  it('answers once: a second press after the first changes nothing', async () => {
    const answer = confirm({ title: 'A', message: 'B' });
    const ok = button('OK');
    const cancel = button('Cancel');
    ok.click();
    cancel.click();
    await expect(answer).resolves.toBe(true);
  });
});

describe('alert resolves when dismissed', () => {
  it.each([
    ['its button', () => button('Got it').click()],
    ['Escape', pressEscape],
    ['a backdrop click', () => clickBackdrop(topDialog())],
  ])('resolves on %s', async (_how, dismiss) => {
    const done = alert({ title: 'Saved', message: 'All good.', buttonText: 'Got it' });
    dismiss();
    await expect(done).resolves.toBeUndefined();
  });

  it("has one button, 'OK' by default", () => {
    void alert({ title: 'Saved', message: 'All good.' });
    expect(Array.from(topDialog().querySelectorAll('button'), (b) => b.textContent)).toEqual(['OK']);
  });
});

describe('the dialogs follow the WAI-ARIA dialog pattern', () => {
  it('is a modal alertdialog labelled by its title and described by its message', () => {
    void confirm({ title: 'Delete the page?', message: 'It goes to the trash.' });
    const dialog = topDialog();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const title = document.getElementById(dialog.getAttribute('aria-labelledby')!);
    const message = document.getElementById(dialog.getAttribute('aria-describedby')!);
    expect(title?.textContent).toBe('Delete the page?');
    expect(message?.textContent).toBe('It goes to the trash.');
  });

  it('gives two open dialogs different ids', () => {
    void alert({ title: 'One', message: 'first' });
    void alert({ title: 'Two', message: 'second' });
    const [first, second] = dialogs();
    expect(first.getAttribute('aria-labelledby')).not.toBe(second.getAttribute('aria-labelledby'));
  });

  it('moves focus to Cancel when a confirm opens (the safe choice)', () => {
    void confirm({ title: 'A', message: 'B' });
    expect(document.activeElement).toBe(button('Cancel'));
  });

  it('moves focus to the button when an alert opens', () => {
    void alert({ title: 'A', message: 'B' });
    expect(document.activeElement).toBe(button('OK'));
  });

  it('wraps Tab from the last button to the first', () => {
    void confirm({ title: 'A', message: 'B' });
    button('OK').focus();
    const event = pressTab(button('OK'));
    expect(event.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(button('Cancel'));
  });

  it('wraps Shift+Tab from the first button to the last', () => {
    void confirm({ title: 'A', message: 'B' });
    pressTab(button('Cancel'), true);
    expect(document.activeElement).toBe(button('OK'));
  });

  it('lets Tab move normally between the buttons', () => {
    void confirm({ title: 'A', message: 'B' });
    expect(pressTab(button('Cancel')).defaultPrevented).toBe(false);
  });

  it('keeps Tab inside an alert with a single button', () => {
    void alert({ title: 'A', message: 'B' });
    pressTab(button('OK'));
    expect(document.activeElement).toBe(button('OK'));
  });

  it('returns focus to the element that had it when the dialog closes', async () => {
    const answer = confirm({ title: 'A', message: 'B' });
    button('OK').click();
    await answer;
    expect(document.activeElement).toBe(opener);
  });

  it('leaves focus alone when the opener has left the page', async () => {
    const answer = confirm({ title: 'A', message: 'B' });
    opener.remove();
    button('OK').click();
    await answer;
    expect(document.activeElement).not.toBe(opener);
  });
});

describe('the dialogs have the spec §9 size and stacking', () => {
  it('is 350 px wide with 20 px padding', () => {
    void alert({ title: 'A', message: 'B' });
    expect(DIALOG_WIDTH).toBe(350);
    expect(DIALOG_PADDING).toBe(20);
    expect(topDialog().style.width).toBe('350px');
    expect(topDialog().style.padding).toBe('20px');
  });

  it('puts the first dialog at z-index 30000 and a second one above it', () => {
    void alert({ title: 'One', message: 'first' });
    void confirm({ title: 'Two', message: 'second' });
    const [first, second] = dialogs().map((dialog) => Number(overlayOf(dialog).style.zIndex));
    expect(DIALOG_Z_INDEX_BASE).toBe(30000);
    expect([first, second]).toEqual([30000, 30001]);
  });

  it('starts again from 30000 once every dialog has gone', async () => {
    const done = alert({ title: 'One', message: 'first' });
    button('OK').click();
    await done;
    await settle();
    void alert({ title: 'Two', message: 'second' });
    expect(Number(overlayOf(topDialog()).style.zIndex)).toBe(30000);
  });

  it('mounts each dialog in a fresh element at the end of the body and removes it after closing', async () => {
    const done = alert({ title: 'A', message: 'B' });
    expect(hosts()).toHaveLength(1);
    expect(document.body.lastElementChild).toBe(hosts()[0]);
    button('OK').click();
    await done;
    await settle();
    expect(hosts()).toHaveLength(0);
    expect(dialogs()).toHaveLength(0);
  });
});

describe('stacked dialogs close last-in first-out', () => {
  it('closes the top dialog on Escape, then the one below on the next Escape', async () => {
    const first = confirm({ title: 'First', message: 'below' });
    const openFirst = button('Cancel');
    const second = alert({ title: 'Second', message: 'above' });
    pressEscape();
    await expect(second).resolves.toBeUndefined();
    await settle();
    expect(dialogs().map((d) => d.querySelector('h2')!.textContent)).toEqual(['First']);
    expect(document.activeElement).toBe(openFirst); // focus went back into the first dialog
    pressEscape();
    await expect(first).resolves.toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('unregisters a closed dialog from the escape manager', async () => {
    const done = alert({ title: 'A', message: 'B' });
    expect(escapeManagerFor(document).size).toBe(1);
    button('OK').click();
    await done;
    expect(escapeManagerFor(document).size).toBe(0);
  });
});

describe('the dialogs respect prefers-reduced-motion', () => {
  let fake: ReturnType<typeof installFakeAnimate>;
  beforeEach(() => (fake = installFakeAnimate()));
  afterEach(() => fake.restore());

  it('fades and scales in when motion is allowed', () => {
    mockReducedMotion(false);
    void alert({ title: 'A', message: 'B' });
    expect(fake.runs.map((run) => Object.keys(run.keyframes[0]))).toEqual([['opacity'], ['transform']]);
    expect(fake.runs[1].keyframes[0].transform).toBe('scale(0.94)');
    expect(fake.runs.every((run) => run.options.duration === 300)).toBe(true);
  });

  it('does not animate when the visitor asks for reduced motion', async () => {
    mockReducedMotion(true);
    const done = alert({ title: 'A', message: 'B' });
    button('OK').click();
    await done;
    await settle();
    expect(fake.runs).toHaveLength(0);
    expect(hosts()).toHaveLength(0);
  });

  it('removes the dialog after its fade-out, or after the 600 ms fallback when the fade never ends', async () => {
    mockReducedMotion(false);
    const done = alert({ title: 'A', message: 'B' });
    button('OK').click();
    await done;
    await flushMicrotasks();
    expect(hosts()).toHaveLength(1); // still fading (the fake animation never finishes)
    jest.advanceTimersByTime(600);
    await flushMicrotasks();
    expect(hosts()).toHaveLength(0);
  });
});

describe('bad input', () => {
  it('shows non-string texts as text and missing ones as empty', () => {
    void confirm({ title: 42 as unknown as string, message: undefined });
    expect(topDialog().querySelector('h2')!.textContent).toBe('42');
    expect(topDialog().querySelector('p')!.textContent).toBe('');
  });
});
