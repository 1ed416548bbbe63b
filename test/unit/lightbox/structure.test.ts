import {
  $,
  cleanPage,
  counter,
  dialog,
  flush,
  image,
  item,
  mockMedia,
  open,
  openWith,
  useDesktopPage,
  viewport,
} from './helpers';

useDesktopPage();

describe('spec §2: a full-screen modal dialog with close, previous and next controls', () => {
  it('is a modal dialog named by the title, default Gallery', async () => {
    open();
    const el = dialog()!;
    expect(el.getAttribute('aria-modal')).toBe('true');
    expect(el.getAttribute('aria-label')).toBe('Gallery');
    expect(el.parentElement!.parentElement).toBe(document.body);
    expect(el.style.position).toBe('fixed');
    await cleanPage();
    open({ title: 'Summer trip' });
    expect(dialog()!.getAttribute('aria-label')).toBe('Summer trip');
  });

  it('has real buttons with names for close, previous and next', () => {
    open();
    const buttons = Array.from(dialog()!.querySelectorAll('button'));
    expect(buttons.map((b) => [b.type, b.getAttribute('aria-label')])).toEqual([
      ['button', 'Close'],
      ['button', 'Previous'],
      ['button', 'Next'],
    ]);
  });

  it('shows an "n / N" counter', () => {
    open({ index: 1 });
    expect(counter()).toBe('2 / 3');
  });

  it('a single item has no previous or next control', () => {
    open({}, 1);
    expect($('.sqs-lightbox-previous')).toBeNull();
    expect($('.sqs-lightbox-next')).toBeNull();
    expect(counter()).toBe('1 / 1');
  });
});

describe('the image: sized for the screen, its box reserved before it loads', () => {
  it('has srcset, sizes and a src from the host widths in the item size format', () => {
    open();
    const img = image()!;
    expect(img.getAttribute('srcset')).toContain('/images/photo1-1500x1000.png?format=1500w 1500w');
    expect(img.getAttribute('srcset')).not.toContain('2500w');
    // 1280 × 800 minus 100 px padding: 1080 × 600 of room, a 3:2 image gets 900 × 600
    expect(img.sizes).toBe('900px');
    expect(img.getAttribute('src')).toBe('/images/photo1-1500x1000.png?format=1000w');
  });

  it('reserves the fitted box from the intrinsic width and height', () => {
    open();
    const img = image()!;
    expect([img.style.width, img.style.height]).toEqual(['900px', '600px']);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1500', '1000']);
  });

  it('follows a resize', async () => {
    open();
    viewport(1000, 700);
    await flush();
    // room 800 × 500: 750 × 500
    expect(image()!.style.width).toBe('750px');
  });

  it('takes its alt text from the item, else the title', () => {
    openWith({ items: [item(1), item(2, { alt: '' })], index: 0, theme: 'dark' });
    expect(image()!.alt).toBe('Alt 1');
    document.querySelector<HTMLButtonElement>('.sqs-lightbox-next')!.click();
    expect(image()!.alt).toBe('Title 2');
  });
});

describe('the caption is text, never HTML', () => {
  it('shows title and description as text', () => {
    open();
    expect($('.sqs-lightbox-meta .meta-title')!.textContent).toBe('Title 1');
    expect($('.sqs-lightbox-meta .meta-description')!.textContent).toBe('Description 1');
  });

  it('a title full of markup appears as those characters and creates no element', () => {
    const evil = '<img src=x onerror=alert(1)>';
    openWith({ items: [item(1, { title: evil, description: '<b>bold</b>', alt: evil })], index: 0, theme: 'dark' });
    const meta = $('.sqs-lightbox-meta')!;
    expect(meta.querySelector('.meta-title')!.textContent).toBe(evil);
    expect(meta.querySelector('.meta-description')!.textContent).toBe('<b>bold</b>');
    expect(meta.querySelector('img, b')).toBeNull();
    expect(document.querySelectorAll('img')).toHaveLength(1);
  });

  it('an item without title and description has no caption', () => {
    openWith({ items: [item(1, { title: '', description: '' })], index: 0, theme: 'dark' });
    expect($('.sqs-lightbox-meta')).toBeNull();
  });
});

describe('spec §2: on mobile the caption is behind a toggle', () => {
  it('on a 432 px screen the caption starts hidden and the toggle shows and hides it', async () => {
    viewport(432, 800);
    open();
    const toggle = $<HTMLButtonElement>('.sqs-lightbox-toggle')!;
    const meta = $('.sqs-lightbox-meta')!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(meta.hidden).toBe(true);
    toggle.click();
    await flush();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(meta.hidden).toBe(false);
    toggle.click();
    await flush();
    expect(meta.hidden).toBe(true);
  });

  it('a device without hover counts as mobile whatever its width', () => {
    mockMedia('(hover: none)');
    open();
    expect($('.sqs-lightbox-toggle')).not.toBeNull();
  });

  it('on desktop there is no toggle and the caption shows', () => {
    mockMedia('(pointer: fine)');
    open();
    expect($('.sqs-lightbox-toggle')).toBeNull();
    expect($('.sqs-lightbox-meta')!.hidden).toBe(false);
  });

  it('an item without an image shows its caption even on mobile', () => {
    viewport(400, 800);
    openWith({ items: [item(1, { src: '' })], index: 0, theme: 'dark' });
    expect(image()).toBeNull();
    expect($('.sqs-lightbox-meta')!.hidden).toBe(false);
  });
});

describe('themes: light and dark, readable colours', () => {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map(
      (i) => parseInt(hex.length === 4 ? hex[(i + 1) / 2].repeat(2) : hex.slice(i, i + 2), 16) / 255,
    );
    const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  };
  const contrast = (a: string, b: string) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi + 0.05) / (lo + 0.05);
  };
  const hex = (rgb: string) =>
    `#${(rgb.match(/\d+/g) ?? [])
      .slice(0, 3)
      .map((n) => Number(n).toString(16).padStart(2, '0'))
      .join('')}`;

  it.each(['dark', 'light'] as const)(
    '%s: the theme class, and text on the overlay with contrast of at least 4.5:1',
    (theme) => {
      open({ theme });
      const el = dialog()!;
      expect(el.classList.contains(`sqs-lightbox-theme-${theme}`)).toBe(true);
      const overlay = $('.sqs-lightbox-overlay')!;
      expect(contrast(hex(el.style.color), hex(overlay.style.background))).toBeGreaterThanOrEqual(4.5);
      expect(overlay.style.opacity).toBe('0.95');
    },
  );

  it('an unknown theme is dark', () => {
    open({ theme: 'sepia' as 'dark' });
    expect(dialog()!.classList.contains('sqs-lightbox-theme-dark')).toBe(true);
  });
});

describe('robust against odd input', () => {
  it('an empty list opens nothing and returns a handle that does nothing', () => {
    const onClose = jest.fn();
    const handle = openWith({ items: [], index: 3, theme: 'dark', onClose });
    expect(dialog()).toBeNull();
    expect(handle.index).toBe(-1);
    handle.goTo(1);
    handle.close();
    handle.destroy();
    expect(onClose).not.toHaveBeenCalled();
    expect(document.body.children).toHaveLength(0);
  });

  it.each([
    [3, 0],
    [-1, 2],
    [7, 1],
    [1.7, 1],
    [Number.NaN, 0],
  ])('index %p of 3 items shows item %p', (index, shown) => {
    const { handle } = open({ index });
    expect(handle.index).toBe(shown);
    expect(counter()).toBe(`${shown + 1} / 3`);
  });

  it('a video item shows its thumbnail image like an image item', () => {
    openWith({ items: [item(1, { type: 'video' })], index: 0, theme: 'dark' });
    expect(image()!.getAttribute('src')).toContain('/images/photo1-1500x1000.png');
  });
});

describe('plain DOM under a strict CSP: no UI library, no HTML parsing', () => {
  it('opens, steps and closes with react, react-dom and preact unavailable', () => {
    jest.isolateModules(() => {
      for (const name of ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'preact', 'preact/hooks']) {
        jest.doMock(name, () => {
          throw new Error(`${name} imported`);
        });
      }
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { openLightbox } = require('../../../src/shared/lightbox') as typeof import('../../../src/shared/lightbox');
      const report = jest.fn();
      const handle = openLightbox(document, { items: [item(1), item(2)], index: 0, theme: 'dark', report });
      document.querySelector<HTMLButtonElement>('.sqs-lightbox-next')!.click();
      expect(counter()).toBe('2 / 2');
      handle.destroy();
      expect(report).not.toHaveBeenCalled();
    });
  });

  it('sets no innerHTML and inserts no HTML while it opens, steps, toggles and closes', async () => {
    const innerHTML = jest.spyOn(Element.prototype, 'innerHTML', 'set');
    const insertAdjacentHTML = jest.spyOn(Element.prototype, 'insertAdjacentHTML');
    try {
      viewport(400, 800);
      const { handle } = open();
      $<HTMLButtonElement>('.sqs-lightbox-next')!.click();
      $<HTMLButtonElement>('.sqs-lightbox-toggle')!.click();
      viewport(1280, 800);
      handle.close();
      await flush();
      expect(innerHTML).not.toHaveBeenCalled();
      expect(insertAdjacentHTML).not.toHaveBeenCalled();
    } finally {
      innerHTML.mockRestore();
      insertAdjacentHTML.mockRestore();
    }
  });
});

describe('laying out again keeps what the visitor is on', () => {
  it('the caption toggle keeps focus when pressed (it is updated, not rebuilt)', () => {
    viewport(400, 800);
    open();
    const toggle = $<HTMLButtonElement>('.sqs-lightbox-toggle')!;
    toggle.focus();
    toggle.click();
    expect(document.activeElement).toBe(toggle);
    expect($('.sqs-lightbox-toggle')).toBe(toggle);
  });

  it('a resize does not rewrite the live region (no second announcement) nor replace the image', () => {
    open();
    $<HTMLButtonElement>('.sqs-lightbox-next')!.click();
    const status = $('.sqs-lightbox-status')!;
    const text = status.firstChild;
    const img = image();
    viewport(1000, 700);
    expect(status.firstChild).toBe(text);
    expect(image()).toBe(img);
    expect(status.textContent).toBe('2 of 3');
  });

  it('a resize across the mobile width adds the toggle and hides the caption, and back', () => {
    open();
    expect($('.sqs-lightbox-toggle')).toBeNull();
    viewport(400, 800);
    expect($('.sqs-lightbox-toggle')).not.toBeNull();
    expect($('.sqs-lightbox-meta')!.hidden).toBe(true);
    expect(Array.from($('.sqs-lightbox-content')!.children).map((el) => el.className)).toEqual([
      'sqs-lightbox-slide',
      'sqs-lightbox-counter',
      'sqs-lightbox-close',
      'sqs-lightbox-previous',
      'sqs-lightbox-next',
      'sqs-lightbox-toggle',
      'sqs-lightbox-meta',
      'sqs-lightbox-status',
    ]);
    viewport(1280, 800);
    expect($('.sqs-lightbox-toggle')).toBeNull();
    expect($('.sqs-lightbox-meta')!.hidden).toBe(false);
  });
});
