import type { PageContext } from '../../../src/core/types';
import { POPUP_EVENTS, shouldShowPopup, startPopup, type PopupRecord } from '../../../src/features/popup-overlay/index';
import { createRecordStore, DAY_MS, RECORD_STORAGE_KEY } from '../../../src/features/popup-overlay/record';
import { readPopupSettings, type PopupSettings } from '../../../src/features/popup-overlay/settings';
import { FORM_SUCCESS_EVENT } from '../../../src/shared/form-events';

const settings = (overrides: Partial<PopupSettings> = {}): PopupSettings => ({
  style: 'dark',
  enableMobile: false,
  version: 1,
  showUntilSignup: false,
  displayFrequency: 7,
  ...overrides,
});
const record = (overrides: Partial<PopupRecord> = {}): PopupRecord => ({
  closedDate: 0,
  key: 'site',
  version: 1,
  submitted: false,
  ...overrides,
});

describe('when the popup shows (spec §3, §4: closed date + displayFrequency days)', () => {
  it('shows without a record, or with a record of another site or version (a version bump shows it again)', () => {
    expect(shouldShowPopup(settings(), null, 'site', 0)).toBe(true);
    expect(shouldShowPopup(settings(), record({ key: 'other' }), 'site', 0)).toBe(true);
    expect(shouldShowPopup(settings({ version: 2 }), record(), 'site', 0)).toBe(true);
  });
  it('shows again only once displayFrequency days have passed since the close', () => {
    expect(shouldShowPopup(settings(), record(), 'site', 7 * DAY_MS - 1)).toBe(false);
    expect(shouldShowPopup(settings(), record(), 'site', 7 * DAY_MS)).toBe(true);
    expect(shouldShowPopup(settings({ displayFrequency: 0 }), record(), 'site', 0)).toBe(true);
  });
  it('-1 means never again after a close', () => {
    expect(shouldShowPopup(settings({ displayFrequency: -1 }), record(), 'site', 1e15)).toBe(false);
  });
  it('a signup ends it for good with showUntilSignup; without it the frequency still counts', () => {
    expect(shouldShowPopup(settings({ showUntilSignup: true }), record({ submitted: true }), 'site', 1e15)).toBe(false);
    expect(shouldShowPopup(settings(), record({ submitted: true }), 'site', 7 * DAY_MS)).toBe(true);
  });
  it('shown but never closed: shows again', () => {
    expect(shouldShowPopup(settings(), record({ closedDate: null }), 'site', 0)).toBe(true);
  });
});

describe('settings and the stored record', () => {
  const page = (popupOverlaySettings: object) => ({ websiteSettings: { popupOverlaySettings } }) as PageContext;
  it('reads the settings with their defaults; unknown styles read as none', () => {
    expect(readPopupSettings(page({}))).toEqual({
      style: 'none',
      enableMobile: false,
      version: 0,
      showUntilSignup: false,
      displayFrequency: -1,
    });
    expect(readPopupSettings(page({ style: 'DARK', enableMobile: 'true', version: '3', displayFrequency: 2 }))).toEqual(
      expect.objectContaining({ style: 'dark', enableMobile: true, version: 3, displayFrequency: 2 }),
    );
    expect(readPopupSettings(page({ style: 'neon' })).style).toBe('none');
  });
  it('a malformed or foreign record reads as none; a throwing storage never throws', () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    };
    const store = createRecordStore(storage);
    data.set(RECORD_STORAGE_KEY, '{nope');
    expect(store.read()).toBeNull();
    data.set(RECORD_STORAGE_KEY, JSON.stringify({ key: 1 }));
    expect(store.read()).toBeNull();
    store.write(record());
    expect(store.read()).toEqual(record());
    const broken = createRecordStore({
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => undefined,
    });
    expect(broken.read()).toBeNull();
    expect(() => broken.write(record())).not.toThrow();
  });
});

describe('the popup as a modal dialog', () => {
  const MARKUP = `<button id="opener">Opener</button>
    <div class="sqs-popup-overlay" hidden><div class="sqs-popup-overlay-content">
      <button class="sqs-popup-overlay-close" type="button" aria-label="Close">×</button>
      <h2>Join our list</h2>
      <div class="sqs-block newsletter-block"><form><input type="email" aria-label="Email"><button type="submit">Sign up</button></form></div>
    </div></div>`;

  function setup(
    popup: object = { style: 'dark', version: 1, displayFrequency: 7 },
    stored: PopupRecord | null = null,
  ) {
    document.body.innerHTML = MARKUP;
    const html = document.body.innerHTML;
    document.getElementById('opener')!.focus();
    let saved = stored;
    let now = 1000;
    const counted: number[] = [];
    const events: string[] = [];
    document.addEventListener(POPUP_EVENTS.close, (e) => events.push((e as CustomEvent).detail.reason), { once: true });
    const page = {
      website: { id: 'site' },
      websiteSettings: { popupOverlaySettings: popup },
    } as unknown as PageContext;
    const stop = startPopup(page, {
      win: window,
      store: { read: () => saved, write: (r) => void (saved = r) },
      now: () => now,
      count: (version) => (counted.push(version), () => undefined),
    });
    const overlay = document.querySelector<HTMLElement>('.sqs-popup-overlay')!;
    const panel = overlay.firstElementChild as HTMLElement;
    return {
      overlay,
      panel,
      html,
      stop,
      counted,
      events,
      saved: () => saved,
      later: (ms: number) => (now += ms),
    };
  }

  it('opens as a labelled modal dialog, focus moved in, counted once', () => {
    const { overlay, panel, counted } = setup();
    expect(overlay.hidden).toBe(false);
    expect(panel.getAttribute('role')).toBe('dialog');
    expect(panel.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(panel.getAttribute('aria-labelledby')!)!.textContent).toBe('Join our list');
    expect(document.activeElement).toBe(panel);
    expect(overlay.style.position).toBe('fixed');
    expect(counted).toEqual([1]);
  });
  it('Tab from the last control wraps to the first (focus trap)', () => {
    const { panel } = setup();
    const submit = panel.querySelector<HTMLElement>('[type=submit]')!;
    submit.focus();
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    submit.dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(panel.querySelector('.sqs-popup-overlay-close'));
  });
  it('the close button closes it: hidden again, focus returned, the closed date recorded', () => {
    const { overlay, panel, saved, events } = setup();
    panel.querySelector<HTMLElement>('.sqs-popup-overlay-close')!.click();
    expect(overlay.hidden).toBe(true);
    expect(panel.hasAttribute('role')).toBe(false);
    expect(document.activeElement!.id).toBe('opener');
    expect(saved()).toEqual({ key: 'site', version: 1, closedDate: 1000, submitted: false });
    expect(events).toEqual(['button']);
    expect(overlay.getAttribute('data-popup-state')).toBe('closed');
  });
  it('Escape closes it through the escape manager', async () => {
    const { overlay, events } = setup();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(overlay.hidden).toBe(true);
    expect(events).toEqual(['escape']);
  });
  it('a click on the backdrop closes it; one inside the panel does not', () => {
    const { overlay, panel } = setup();
    const press = (target: Element) => {
      target.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
      target.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    };
    press(panel);
    expect(overlay.hidden).toBe(false);
    press(overlay);
    expect(overlay.hidden).toBe(true);
  });
  it('a signup through its form is recorded (submitted), and with showUntilSignup it never shows again', () => {
    const first = setup({ version: 1, showUntilSignup: true, displayFrequency: 0 });
    first.panel
      .querySelector('.newsletter-block')!
      .dispatchEvent(new CustomEvent(FORM_SUCCESS_EVENT, { bubbles: true }));
    expect(first.saved()).toMatchObject({ submitted: true, closedDate: null });
    const again = setup({ version: 1, showUntilSignup: true, displayFrequency: 0 }, first.saved());
    expect(again.overlay.hidden).toBe(true);
    expect(again.counted).toEqual([]);
  });
  it('not shown with ?sqsscreenshot=true', () => {
    window.history.replaceState(null, '', '/?sqsscreenshot=true');
    try {
      const { overlay, counted } = setup();
      expect(overlay.hidden).toBe(true);
      expect(overlay.getAttribute('data-popup-state')).toBe('skipped');
      expect(counted).toEqual([]);
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
  it('not shown within displayFrequency days of a close', () => {
    const { overlay } = setup(undefined, record({ closedDate: 0 }));
    expect(overlay.hidden).toBe(true);
  });
  it('stop closes it without recording and puts the markup back', () => {
    const { stop, html, saved } = setup();
    stop();
    expect(document.body.innerHTML).toBe(html);
    expect(saved()).toBeNull();
  });
});
