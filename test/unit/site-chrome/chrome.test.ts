import type { PageContext } from '../../../src/core/types';
import {
  BAR_CLOSE_EVENT,
  DISMISSAL_STORAGE_KEY,
  fingerprint,
  startAnnouncementBar,
} from '../../../src/features/announcement-bar/index';
import { MAP_SEARCH_URL, readInfoItems, startOverlays } from '../../../src/features/overlays/index';

const page = (overrides: Record<string, unknown> = {}, settings: Record<string, unknown> = {}) =>
  ({
    showAnnouncementBar: false,
    authenticatedAccount: null,
    websiteSettings: { ssBadgeType: 0, mobileInfoBarSettings: {}, ...settings },
    ...overrides,
  }) as unknown as PageContext;

afterEach(() => {
  localStorage.clear();
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('announcement bar', () => {
  const BAR = `<div class="sqs-announcement-bar" hidden><p class="sqs-announcement-bar-text">Free shipping this week</p></div><main>Page</main>`;
  const setup = (context = page({ showAnnouncementBar: true })) => {
    document.body.innerHTML = BAR;
    const html = document.body.innerHTML;
    const stop = startAnnouncementBar(context);
    const bar = document.querySelector<HTMLElement>('.sqs-announcement-bar')!;
    return { bar, html, stop };
  };
  it('with showAnnouncementBar it shows fixed at the top (over the page), labelled, with a close button', () => {
    const { bar } = setup();
    expect(bar.hidden).toBe(false);
    expect([bar.style.position, bar.style.top]).toEqual(['fixed', '0px']);
    expect(bar.getAttribute('role')).toBe('region');
    expect(bar.querySelector('button')!.getAttribute('aria-label')).toBe('Close announcement');
  });
  it('for a signed-in account too; for a visitor without the setting, not', () => {
    expect(setup(page({ authenticatedAccount: { id: 'a' } })).bar.hidden).toBe(false);
    expect(setup(page()).bar.hidden).toBe(true);
  });
  it('closing hides it, fires the event and is remembered; a new text shows again', () => {
    const { bar, html } = setup();
    const heard: Event[] = [];
    document.addEventListener(BAR_CLOSE_EVENT, (event) => heard.push(event), { once: true });
    bar.querySelector('button')!.click();
    expect(document.body.innerHTML).toBe(html);
    expect(heard).toHaveLength(1);
    expect(localStorage.getItem(DISMISSAL_STORAGE_KEY)).toBe(fingerprint('Free shipping this week'));
    expect(setup().bar.hidden).toBe(true);
    localStorage.setItem(DISMISSAL_STORAGE_KEY, fingerprint('Last week'));
    expect(setup().bar.hidden).toBe(false);
  });
  it('stop puts the server markup back', () => {
    const { html, stop } = setup();
    stop();
    expect(document.body.innerHTML).toBe(html);
  });
});

describe('announcement bar built from the page context (7.0 pages write no bar markup)', () => {
  const SETTINGS = {
    style: 2,
    text: '<p class="" style="white-space:pre-wrap;">Free shipping <strong>this week</strong> <a href="/shop">shop</a></p><script>window.__ran = 1</script>',
    clickthroughUrl: { url: '/contact', newWindow: false },
  };
  const settingsPage = (bar: Record<string, unknown> = SETTINGS, overrides: Record<string, unknown> = {}) =>
    page({ showAnnouncementBar: true, ...overrides }, { announcementBarSettings: bar });
  beforeEach(() => {
    document.body.innerHTML = '<header><div class="sqs-announcement-bar-dropzone"></div></header><main>Page</main>';
  });

  it('builds the bar in the dropzone from the settings: safe rich text, the click-through link, the style as a class', () => {
    startAnnouncementBar(settingsPage());
    const bar = document.querySelector<HTMLElement>('.sqs-announcement-bar-dropzone > .sqs-announcement-bar')!;
    expect(bar.hidden).toBe(false);
    expect(bar.classList.contains('sqs-announcement-bar--style-2')).toBe(true);
    const link = bar.querySelector<HTMLAnchorElement>('a.sqs-announcement-bar-url')!;
    expect(link.getAttribute('href')).toBe('/contact');
    expect(link.hasAttribute('target')).toBe(false);
    // The owner's own link is unwrapped inside the bar's link; the script never reaches the page.
    expect(link.querySelector('.sqs-announcement-bar-text')!.innerHTML.replace(/ style="[^"]*"/g, '')).toBe(
      '<p>Free shipping <strong>this week</strong> shop</p>',
    );
    expect(bar.querySelector('script')).toBeNull();
    expect(bar.querySelector('button.sqs-announcement-bar-close')!.getAttribute('aria-label')).toBe(
      'Close announcement',
    );
    expect([bar.style.position, bar.style.top]).toEqual(['fixed', '0px']);
  });

  it('a new-window click-through opens with noopener; an unsafe one is dropped, the text kept', () => {
    startAnnouncementBar(
      settingsPage({ ...SETTINGS, clickthroughUrl: { url: 'https://example.com/', newWindow: true } }),
    );
    const link = document.querySelector<HTMLAnchorElement>('a.sqs-announcement-bar-url')!;
    expect([link.target, link.rel]).toEqual(['_blank', 'noopener']);
    document.body.innerHTML = '<main>Page</main>';
    startAnnouncementBar(settingsPage({ ...SETTINGS, clickthroughUrl: { url: 'javascript:alert(1)' } }));
    expect(document.querySelector('a.sqs-announcement-bar-url')).toBeNull();
    expect(document.querySelector('.sqs-announcement-bar-text a')!.getAttribute('href')).toBe('/shop');
  });

  it('nothing without showAnnouncementBar (visitor), without text, or once closed; stop removes what it built', () => {
    startAnnouncementBar(settingsPage(SETTINGS, { showAnnouncementBar: false }));
    startAnnouncementBar(settingsPage({ ...SETTINGS, text: '<p>&nbsp;</p>' }));
    expect(document.querySelector('.sqs-announcement-bar')).toBeNull();
    const stop = startAnnouncementBar(settingsPage());
    stop();
    expect(document.body.innerHTML).toBe(
      '<header><div class="sqs-announcement-bar-dropzone"></div></header><main>Page</main>',
    );
    startAnnouncementBar(settingsPage());
    document.querySelector<HTMLElement>('.sqs-announcement-bar-close')!.click();
    expect(document.querySelector('.sqs-announcement-bar')).toBeNull();
    startAnnouncementBar(settingsPage());
    expect(document.querySelector('.sqs-announcement-bar')).toBeNull();
  });

  it("the server's bar markup wins over the settings", () => {
    document.body.innerHTML =
      '<div class="sqs-announcement-bar" hidden><p class="sqs-announcement-bar-text">Served</p></div>';
    startAnnouncementBar(settingsPage());
    expect(document.querySelectorAll('.sqs-announcement-bar')).toHaveLength(1);
    expect(document.querySelector('.sqs-announcement-bar')!.textContent).toContain('Served');
  });
});

describe('mobile info bar items (real mailto:, tel: and map links)', () => {
  it('email, phone, location and business hours, in that order', () => {
    expect(
      readInfoItems({
        email: 'hello@example.com',
        phone: '+1 (555) 123-4567',
        location: { addressTitle: 'Café', addressLine1: '1 Main St', addressCountry: 'USA' },
        businessHours: { monday: { text: '9am–5pm' }, tuesday: '9am–1pm', sunday: '' },
      }),
    ).toEqual([
      { kind: 'email', label: 'Email', href: 'mailto:hello@example.com' },
      { kind: 'phone', label: 'Call', href: 'tel:+1555123-4567' },
      { kind: 'location', label: 'Map', href: `${MAP_SEARCH_URL}${encodeURIComponent('Café, 1 Main St, USA')}` },
      { kind: 'hours', label: 'Hours', lines: ['Monday: 9am–5pm', 'Tuesday: 9am–1pm'] },
    ]);
  });
  it('items that would be broken links are left out (spec §5 link checks)', () => {
    expect(readInfoItems({ email: 'not an email', phone: '12', location: '', businessHours: [] })).toEqual([]);
  });
});

describe('the overlays manager', () => {
  const MARKUP = `<a class="sqs-site-badge" hidden href="https://example.com/">Made with Example</a>
    <div class="sqs-licensed-assets-notice" hidden>Licensed images not purchased</div><main>Page</main>`;
  /** A matchMedia whose (max-width: 1024px) the test flips. */
  function media(initial: boolean) {
    const list = Object.assign(new EventTarget(), { matches: initial, media: '(max-width: 1024px)' });
    window.matchMedia = ((query: string) => {
      expect(query).toBe('(max-width: 1024px)');
      return list;
    }) as unknown as typeof window.matchMedia;
    return (matches: boolean) => {
      list.matches = matches;
      list.dispatchEvent(new Event('change'));
    };
  }
  const setup = (context: PageContext) => {
    document.body.removeAttribute('style'); // an earlier test's bar, never stopped
    document.body.innerHTML = MARKUP;
    const html = document.body.innerHTML;
    const stop = startOverlays(context, window);
    return {
      html,
      stop,
      badge: document.querySelector<HTMLElement>('.sqs-site-badge')!,
      notice: document.querySelector<HTMLElement>('.sqs-licensed-assets-notice')!,
      bar: () => document.querySelector('nav.sqs-mobile-info-bar'),
    };
  };
  it('the badge shows with ssBadgeType > 0, fixed bottom right; not with 0', () => {
    const shown = setup(page({}, { ssBadgeType: 2 }));
    expect(shown.badge.hidden).toBe(false);
    expect(shown.badge.style.position).toBe('fixed');
    expect(shown.badge.classList.contains('sqs-site-badge--2')).toBe(true);
    expect(setup(page()).badge.hidden).toBe(true);
  });
  it('the licensed-assets notice shows to signed-in accounts only', () => {
    expect(setup(page({ authenticatedAccount: { id: 'a' } }, { hasUnlicensedAssets: true })).notice.hidden).toBe(false);
    expect(setup(page({}, { hasUnlicensedAssets: true })).notice.hidden).toBe(true);
  });
  it('the info bar shows at ≤ 1024 px and goes when the viewport widens; the hours are a disclosure', () => {
    const flip = media(true);
    const { bar } = setup(
      page({}, { mobileInfoBarSettings: { phone: '555-1234', businessHours: 'Mon–Fri 9–5' }, ssBadgeType: 1 }),
    );
    expect(Array.from(bar()!.querySelectorAll('a')).map((a) => a.getAttribute('href'))).toEqual(['tel:555-1234']);
    const hours = bar()!.querySelector('button')!;
    const panel = document.getElementById(hours.getAttribute('aria-controls')!)!;
    expect([hours.getAttribute('aria-expanded'), panel.hidden]).toEqual(['false', true]);
    hours.click();
    expect([hours.getAttribute('aria-expanded'), panel.hidden]).toEqual(['true', false]);
    flip(false);
    expect(bar()).toBeNull();
    flip(true);
    expect(bar()).not.toBeNull();
  });
  it('wider than 1024 px, no info bar', () => {
    media(false);
    expect(setup(page({}, { mobileInfoBarSettings: { phone: '555-1234' } })).bar()).toBeNull();
  });
  it('stop removes the bar and puts the server markup back', () => {
    media(true);
    const { html, stop } = setup(
      page(
        { authenticatedAccount: {} },
        { ssBadgeType: 1, hasUnlicensedAssets: true, mobileInfoBarSettings: { email: 'a@b.co' } },
      ),
    );
    stop();
    // Attribute order aside (a removed and re-added `hidden` goes last), the markup is the server's.
    const sorted = (markup: string) => {
      const box = document.createElement('div');
      box.innerHTML = markup;
      box.querySelectorAll('*').forEach((el) =>
        Array.from(el.attributes)
          .sort((a, b) => a.name.localeCompare(b.name))
          .forEach((attr) => (el.removeAttribute(attr.name), el.setAttribute(attr.name, attr.value))),
      );
      return box.innerHTML;
    };
    expect(sorted(document.body.innerHTML)).toBe(sorted(html));
    expect(document.body.hasAttribute('style')).toBe(false);
  });
});
