import { escapeManagerFor, type EscapeManager } from '../../../src/core/escape';
import { DIALOG_HOST_ATTRIBUTE, INFORM_AUTO_HIDE, alert, inform } from '../../../src/core/ui';
import { flushMicrotasks } from './helpers';

const notices = () => Array.from(document.querySelectorAll<HTMLElement>('[role="status"]'));
const hosts = () => document.querySelectorAll(`[${DIALOG_HOST_ATTRIBUTE}]`);

/** The notice's text arrives one task after the empty live region. */
async function fill() {
  jest.advanceTimersByTime(0);
  await flushMicrotasks();
}

async function settle() {
  await flushMicrotasks();
  jest.advanceTimersByTime(0);
  await flushMicrotasks();
}

let opener: HTMLButtonElement;

beforeEach(() => {
  jest.useFakeTimers();
  opener = document.createElement('button');
  document.body.append(opener);
  opener.focus();
});

afterEach(async () => {
  await settle();
  escapeManagerFor(document).destroy();
  document.body.replaceChildren();
  jest.useRealTimers();
});

describe('the information dialog shows a notice', () => {
  it('shows the logout notice of spec §2', async () => {
    inform({ title: 'Logout Successful', message: 'You have been successfully logged out.' });
    await fill();
    expect(notices()[0].textContent).toBe('Logout SuccessfulYou have been successfully logged out.');
  });

  it('is a polite live region that is in the page before its text', async () => {
    inform({ title: 'Saved', message: 'Your changes are saved.' });
    const [notice] = notices();
    expect(notice.getAttribute('aria-live')).toBe('polite');
    expect(notice.getAttribute('aria-atomic')).toBe('true');
    expect(notice.textContent).toBe('');
    await fill();
    expect(notice.textContent).toContain('Your changes are saved.');
  });

  it('is not modal: no alertdialog, no aria-modal, no backdrop', () => {
    inform({ title: 'Saved', message: 'Done.' });
    expect(document.querySelector('[role="alertdialog"],[aria-modal]')).toBeNull();
    expect(notices()[0].parentElement!.getAttribute(DIALOG_HOST_ATTRIBUTE)).not.toBeNull();
  });

  it('sits top-right (the reading end: top-left right to left, issue 27), 350 px wide', () => {
    inform({ title: 'Saved', message: 'Done.' });
    const { style } = notices()[0];
    expect([style.position, style.top, style.getPropertyValue('inset-inline-end'), style.width]).toEqual([
      'fixed',
      '20px',
      '20px',
      '350px',
    ]);
    // No physical side, which would keep it on the right of a page read right to left.
    expect([style.left, style.right]).toEqual(['', '']);
  });

  it('does not steal focus', async () => {
    inform({ title: 'Saved', message: 'Done.' });
    await fill();
    expect(document.activeElement).toBe(opener);
  });
});

describe('the information dialog hides itself after 2000 ms', () => {
  it('is still shown just before 2000 ms and gone at 2000 ms', async () => {
    const { closed } = inform({ title: 'Saved', message: 'Done.' });
    let hidden = false;
    void closed.then(() => (hidden = true));
    expect(INFORM_AUTO_HIDE).toBe(2000);
    jest.advanceTimersByTime(1999);
    await flushMicrotasks();
    expect(hidden).toBe(false);
    jest.advanceTimersByTime(1);
    await settle();
    expect(hidden).toBe(true);
    expect(hosts()).toHaveLength(0);
  });

  it('takes another delay, and none with autoHide false', async () => {
    const quick = inform({ title: 'A', message: 'quick', autoHide: 500 });
    const kept = inform({ title: 'B', message: 'kept', autoHide: false });
    let keptClosed = false;
    void kept.closed.then(() => (keptClosed = true));
    jest.advanceTimersByTime(500);
    await expect(quick.closed).resolves.toBeUndefined();
    jest.advanceTimersByTime(60000);
    await flushMicrotasks();
    expect(keptClosed).toBe(false);
    kept.close();
    await expect(kept.closed).resolves.toBeUndefined();
  });

  it('falls back to 2000 ms for a delay that is not a number of ms', async () => {
    const { closed } = inform({ title: 'A', message: 'B', autoHide: Number.NaN });
    let hidden = false;
    void closed.then(() => (hidden = true));
    jest.advanceTimersByTime(1999);
    await flushMicrotasks();
    expect(hidden).toBe(false);
    jest.advanceTimersByTime(1);
    await flushMicrotasks();
    expect(hidden).toBe(true);
  });
});

describe('the information dialog closes early', () => {
  it('closes with close()', async () => {
    const notice = inform({ title: 'A', message: 'B' });
    notice.close();
    await expect(notice.closed).resolves.toBeUndefined();
    await settle();
    expect(hosts()).toHaveLength(0);
  });

  it('closes on Escape, through the escape manager', async () => {
    const notice = inform({ title: 'A', message: 'B' });
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    jest.advanceTimersByTime(10);
    await expect(notice.closed).resolves.toBeUndefined();
  });

  it('stacks above an open alert, and Escape closes the notice first', async () => {
    const done = alert({ title: 'Alert', message: 'below' });
    let alertClosed = false;
    void done.then(() => (alertClosed = true));
    const notice = inform({ title: 'Notice', message: 'above', autoHide: false });
    expect(notices()[0].style.zIndex).toBe('30001');
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    jest.advanceTimersByTime(10);
    await expect(notice.closed).resolves.toBeUndefined();
    expect(alertClosed).toBe(false);
  });
});

describe('a dialog that crashes', () => {
  /** An escape manager that fails when the dialog registers (in its layout effect). */
  const broken = {
    push() {
      throw new Error('escape broke');
    },
  } as unknown as EscapeManager;

  it('inform reports to the caller’s funnel, settles closed and removes its host', async () => {
    const report = jest.fn();
    const { closed } = inform({ title: 'Hi' }, { escape: broken, report });

    await expect(closed).resolves.toBeUndefined();
    expect(hosts()).toHaveLength(0);
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: 'escape broke' }), 'dialog crashed');
  });

  it('alert rejects: the caller awaiting it owns the error', async () => {
    await expect(alert({ title: 'Hi' }, { escape: broken })).rejects.toThrow('escape broke');
    expect(hosts()).toHaveLength(0);
  });
});
