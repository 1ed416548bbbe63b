import { mountBanner, type BannerHandle } from '../../../src/features/cookie-banner/banner';
import { BANNER_LABEL } from '../../../src/features/cookie-banner/banner-view';
import { readBannerSettings } from '../../../src/features/cookie-banner/settings';
import { clearReducedMotion, mockReducedMotion } from '../ui/helpers';
import { recordUncaught } from '../uncaught';
import { banner, button, settle } from './helpers';

let handle: BannerHandle | undefined;
const onChoose = jest.fn();
/** Mounts the real UI with `settings` (raw cookieSettings) and waits for its text. */
async function show(settings: Record<string, unknown> = {}) {
  handle = mountBanner({ doc: document, win: window, settings: readBannerSettings(settings), onChoose });
  await settle();
  return banner()!;
}

afterEach(async () => {
  handle?.unmount();
  handle = undefined;
  onChoose.mockClear();
  clearReducedMotion();
  await settle();
  document.body.replaceChildren();
});

describe('ARIA per variant', () => {
  it('a BAR is a region labelled "Cookie banner"', async () => {
    const el = await show({ cookieBannerVariant: 'BAR' });
    expect(el.getAttribute('role')).toBe('region');
    expect(el.getAttribute('aria-label')).toBe(BANNER_LABEL);
  });

  it('a POPUP is a non-modal dialog labelled and described by its title and text', async () => {
    const el = await show({ cookieBannerVariant: 'POPUP', cookieBannerText: 'We bake cookies.' });
    expect(el.getAttribute('role')).toBe('dialog');
    expect(el.getAttribute('aria-modal')).toBe('false');
    expect(document.getElementById(el.getAttribute('aria-labelledby')!)!.textContent).toBe(BANNER_LABEL);
    expect(document.getElementById(el.getAttribute('aria-describedby')!)!.textContent).toBe('We bake cookies.');
  });

  it('the text is a polite live region, filled after the banner is on the page', async () => {
    handle = mountBanner({ doc: document, win: window, settings: readBannerSettings({}), onChoose });
    const text = banner()!.querySelector('.site-runtime-cookie-banner__text')!;
    expect(text.getAttribute('aria-live')).toBe('polite');
    expect(text.textContent).toBe('');
    await settle();
    expect(text.textContent).toMatch(/^By using this website/);
  });

  it('does not take focus when it appears', async () => {
    const outside = document.createElement('input');
    document.body.append(outside);
    outside.focus();
    await show();
    expect(document.activeElement).toBe(outside);
  });
});

describe('accept types: OPT_IN shows Accept only, OPT_IN_AND_OUT Accept and Decline', () => {
  it('OPT_IN', async () => {
    await show({ cookieBannerAcceptType: 'OPT_IN', cookieBannerCtaVariant: 'BUTTON' });
    expect(button('decline')).toBeNull();
    expect(button('accept')!.textContent).toBe('Accept');
  });

  it('OPT_IN_AND_OUT, with the owner texts', async () => {
    await show({
      cookieBannerAcceptType: 'OPT_IN_AND_OUT',
      cookieBannerCtaVariant: 'TEXT',
      cookieBannerCtaText: 'Sure',
      cookieBannerOptOutCtaText: 'Nope',
    });
    expect([...banner()!.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Nope', 'Sure']);
    button('decline')!.click();
    button('accept')!.click();
    expect(onChoose.mock.calls).toEqual([['declined'], ['accepted']]);
  });
});

describe('CTA variants', () => {
  it('ICON buttons have the CTA text as accessible name and an icon hidden from assistive tech', async () => {
    await show({
      cookieBannerCtaVariant: 'ICON',
      cookieBannerAcceptType: 'OPT_IN_AND_OUT',
      cookieBannerCtaText: 'Allow',
    });
    expect(button('accept')!.getAttribute('aria-label')).toBe('Allow');
    expect(button('decline')!.getAttribute('aria-label')).toBe('Decline');
    expect(button('accept')!.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
    // An SVG attribute is kebab-case: `strokeWidth` would be ignored (a 1 px stroke).
    expect(button('accept')!.querySelector('path')!.getAttribute('stroke-width')).toBe('2');
  });

  it('BUTTON is filled, TEXT is not', async () => {
    await show({ cookieBannerCtaVariant: 'BUTTON', cookieBannerTheme: 'DARK' });
    expect(button('accept')!.style.backgroundColor).not.toBe('');
    handle!.unmount();
    await settle();
    await show({ cookieBannerCtaVariant: 'TEXT' });
    expect(button('accept')!.style.textDecoration).toBe('underline');
  });

  it('a focused button shows a focus ring in the theme’s colour, and loses it on blur', async () => {
    await show({ cookieBannerCtaVariant: 'BUTTON', cookieBannerTheme: 'LIGHT' });
    expect(button('accept')!.style.outline).not.toMatch(/solid/);
    button('accept')!.focus();
    expect(button('accept')!.style.outline).toBe('2px solid #111111');
    button('accept')!.blur();
    expect(button('accept')!.style.outline).toBe('none');
  });
});

describe('placement: it overlays the page (position: fixed) and never pushes content', () => {
  it.each([
    ['TOP', 'top'],
    ['BOTTOM', 'bottom'],
  ])('BAR at %s is full width at the %s edge', async (position, edge) => {
    const el = await show({ cookieBannerVariant: 'BAR', cookieBannerPosition: position });
    expect(el.style.position).toBe('fixed');
    expect(el.style.getPropertyValue(edge)).toBe('0px');
    expect([el.style.left, el.style.right]).toEqual(['0px', '0px']);
  });

  it.each([
    ['TOP_LEFT', 'top', 'inset-inline-start'],
    ['TOP_RIGHT', 'top', 'inset-inline-end'],
    ['BOTTOM_LEFT', 'bottom', 'inset-inline-start'],
    ['BOTTOM_RIGHT', 'bottom', 'inset-inline-end'],
  ])(
    'POPUP at %s sits in that corner (left the reading start: mirrored right to left, issue 27)',
    async (position, vertical, horizontal) => {
      const el = await show({ cookieBannerVariant: 'POPUP', cookieBannerPosition: position });
      expect(el.style.position).toBe('fixed');
      expect(el.style.getPropertyValue(vertical)).toBe('20px');
      expect(el.style.getPropertyValue(horizontal)).toBe('20px');
      // No physical side: under dir="rtl" the browser puts LEFT on the right.
      expect([el.style.left, el.style.right]).toEqual(['', '']);
      expect(el.getAttribute('data-position')).toBe(position);
    },
  );

  it.each([
    ['LIGHT', 'rgb(255, 255, 255)'],
    ['DARK', 'rgb(27, 27, 27)'],
  ])('theme %s sets the background', async (theme, background) => {
    expect((await show({ cookieBannerTheme: theme })).style.backgroundColor).toBe(background);
  });
});

describe('the owner text is rendered safely', () => {
  it('a <script>, an onclick and a javascript: href never reach the DOM', async () => {
    const el = await show({
      cookieBannerText:
        '<p onclick="alert(1)">Read <a href="javascript:alert(2)">this</a> and <a href="/privacy" onmouseover="x()">our policy</a><script>alert(3)</script><img src=x onerror="alert(4)"></p>',
    });
    const html = el.innerHTML;
    expect(el.querySelector('script, img, [onclick], [onmouseover]')).toBeNull();
    expect(html).not.toMatch(/javascript:|alert/);
    const links = [...el.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([null, '/privacy']);
    expect(el.querySelector('.site-runtime-cookie-banner__text')!.textContent).toBe('Read this and our policy');
  });

  it('keeps the allowed elements, with their styles', async () => {
    const el = await show({
      cookieBannerText: '<p>A <strong>b</strong> <em>c</em><br><a href="https://x.test/p">d</a></p>',
    });
    const text = el.querySelector('.site-runtime-cookie-banner__text')!;
    expect(text.innerHTML.replace(/ style="[^"]*"/g, '')).toBe(
      '<p>A <strong>b</strong> <em>c</em><br><a href="https://x.test/p">d</a></p>',
    );
    expect(text.querySelector('p')!.style.margin).toBe('0px');
    expect(text.querySelector('a')!.style.textDecoration).toBe('underline');
  });

  it('markup in the text stays text: nothing is written through an HTML sink', async () => {
    const innerHTML = jest.spyOn(Element.prototype, 'innerHTML', 'set');
    const insertAdjacentHTML = jest.spyOn(Element.prototype, 'insertAdjacentHTML');
    try {
      const el = await show({ cookieBannerText: '<p>Read &lt;b&gt;this&lt;/b&gt; <b>now</b></p>' });
      expect(el.querySelector('.site-runtime-cookie-banner__text')!.textContent).toBe('Read <b>this</b> now');
      expect(el.querySelector('b')).toBeNull();
      expect(innerHTML).not.toHaveBeenCalled();
      expect(insertAdjacentHTML).not.toHaveBeenCalled();
    } finally {
      innerHTML.mockRestore();
      insertAdjacentHTML.mockRestore();
    }
  });
});

describe('focus after a choice', () => {
  it('goes back to where it came from when it was inside the banner', async () => {
    const before = document.createElement('button');
    document.body.prepend(before);
    await show();
    before.focus();
    button('accept')!.focus();
    handle!.unmount();
    handle = undefined;
    expect(document.activeElement).toBe(before);
  });

  it('goes to the body when it came from nowhere', async () => {
    await show();
    button('accept')!.focus();
    handle!.unmount();
    handle = undefined;
    expect(document.activeElement).toBe(document.body);
  });

  it('is left alone when it was elsewhere', async () => {
    const other = document.createElement('input');
    document.body.append(other);
    await show();
    other.focus();
    handle!.unmount();
    handle = undefined;
    expect(document.activeElement).toBe(other);
  });
});

describe('motion', () => {
  it('slides in with the Web Animations API', async () => {
    mockReducedMotion(false);
    const animate = jest.fn();
    HTMLElement.prototype.animate = animate;
    await show();
    expect(animate).toHaveBeenCalledTimes(1);
    delete (HTMLElement.prototype as { animate?: unknown }).animate;
  });

  it('does not slide in when the visitor prefers reduced motion', async () => {
    mockReducedMotion(true);
    const animate = jest.fn();
    HTMLElement.prototype.animate = animate;
    await show();
    expect(animate).not.toHaveBeenCalled();
    delete (HTMLElement.prototype as { animate?: unknown }).animate;
  });
});

describe('unmount ends every listener and timer', () => {
  it('the text is never filled after an unmount in the same task', async () => {
    handle = mountBanner({ doc: document, win: window, settings: readBannerSettings({}), onChoose });
    const text = banner()!.querySelector('.site-runtime-cookie-banner__text')!;
    handle.unmount();
    await settle();
    expect(text.isConnected).toBe(false);
    expect(text.textContent).toBe('');
  });

  it('a removed button chooses nothing, and takes no focus ring', async () => {
    await show({ cookieBannerAcceptType: 'OPT_IN_AND_OUT' });
    const accept = button('accept')!;
    const ring = accept.style.outline;
    handle!.unmount();
    document.body.append(accept); // back on the page, so it can take focus
    accept.click();
    accept.focus();
    expect(onChoose).not.toHaveBeenCalled();
    expect(accept.style.outline).toBe(ring);
  });

  it('removes its host; a second unmount does nothing', async () => {
    await show();
    handle!.unmount();
    handle!.unmount(); // later calls do nothing
    expect(document.querySelector('[data-site-runtime-cookie-banner]')).toBeNull();
  });
});

describe('a crash of the banner goes to the feature’s funnel', () => {
  it('removes the banner and reports with the banner named', () => {
    const settings = readBannerSettings({});
    Object.defineProperty(settings, 'variant', {
      get() {
        throw new Error('bad settings');
      },
    });
    const report = jest.fn();

    handle = mountBanner({ doc: document, win: window, settings, onChoose, report });

    expect(document.querySelector('[data-site-runtime-cookie-banner]')).toBeNull();
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: 'bad settings' }), 'cookie banner crashed');
  });

  it('a throw while filling the text, a task later, removes it and reports it too', async () => {
    const report = jest.fn();
    handle = mountBanner({ doc: document, win: window, settings: readBannerSettings({}), onChoose, report });
    const text = banner()!.querySelector('.site-runtime-cookie-banner__text')!;
    const failure = new Error('cannot fill');
    jest.spyOn(text, 'append').mockImplementation(() => {
      throw failure;
    });
    await settle();
    expect(document.querySelector('[data-site-runtime-cookie-banner]')).toBeNull();
    expect(report).toHaveBeenCalledWith(failure, 'cookie banner crashed');
  });

  it('a funnel that throws does not throw out of the mount', () => {
    const settings = readBannerSettings({});
    Object.defineProperty(settings, 'theme', {
      get() {
        throw new Error('bad theme');
      },
    });
    const report = jest.fn(() => {
      throw new Error('funnel down');
    });
    expect(() => (handle = mountBanner({ doc: document, win: window, settings, onChoose, report }))).not.toThrow();
    expect(report).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[data-site-runtime-cookie-banner]')).toBeNull();
  });
});

describe('what a button throws (src/core/guard.ts)', () => {
  it('reaches the runtime with the real error and the button, is not rethrown, and the banner stays', async () => {
    const boom = new Error('the choice could not be stored');
    onChoose.mockImplementation(() => {
      throw boom;
    });
    await show({ cookieBannerAcceptType: 'OPT_IN_AND_OUT', cookieBannerCtaVariant: 'BUTTON' });
    const uncaught = recordUncaught();
    try {
      button('accept')!.click();
      button('decline')!.click();
    } finally {
      uncaught.stop();
      onChoose.mockReset();
    }
    expect(uncaught.taken).toEqual([
      { error: boom, element: button('accept') },
      { error: boom, element: button('decline') },
    ]);
    expect(uncaught.thrown).toEqual([]);
    expect(banner()).not.toBeNull();
  });
});
