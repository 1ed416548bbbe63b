import { safeHref, sanitizeBannerHtml } from '../../../src/features/cookie-banner/safe-html';

describe('the owner text keeps only text, p, br, strong, em and safe links', () => {
  it('keeps the allowed elements with their text', () => {
    expect(
      sanitizeBannerHtml('<p>We use <strong>cookies</strong>.<br><em>Read</em> <a href="/privacy">our policy</a></p>'),
    ).toEqual([
      {
        tag: 'p',
        children: [
          'We use ',
          { tag: 'strong', children: ['cookies'] },
          '.',
          { tag: 'br', children: [] },
          { tag: 'em', children: ['Read'] },
          ' ',
          { tag: 'a', href: '/privacy', children: ['our policy'] },
        ],
      },
    ]);
  });

  it('unwraps other elements but keeps their text', () => {
    expect(sanitizeBannerHtml('<div><span class="x">Hello</span> <b>world</b></div>')).toEqual(['Hello', ' ', 'world']);
  });

  it('drops a <script> with its content', () => {
    expect(sanitizeBannerHtml('Hi<script>alert(1)</script><style>p{}</style>!')).toEqual(['Hi', '!']);
  });

  it('drops every attribute but a link href (onclick, style, target)', () => {
    const [link] = sanitizeBannerHtml(
      '<a href="https://example.com/p" onclick="alert(1)" style="color:red" target="_top">P</a>',
    );
    expect(link).toEqual({ tag: 'a', href: 'https://example.com/p', children: ['P'] });
  });

  it('plain text stays as it is, entities decoded', () => {
    expect(sanitizeBannerHtml('Fish &amp; chips < 5')).toEqual(['Fish & chips < 5']);
  });

  it('bounds the work on a huge text', () => {
    const nodes = sanitizeBannerHtml('<em>x</em>'.repeat(5000));
    expect(nodes.length).toBeLessThanOrEqual(500);
  });
});

describe('link targets: http(s) and relative URLs only', () => {
  it.each([
    'https://example.com/privacy',
    'http://example.com',
    '/privacy',
    'privacy.html',
    '#cookies',
    '?a=1',
    '//cdn.example.com/p',
  ])('%s is kept', (href) => expect(safeHref(href)).toBe(href));

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    'mailto:a@b.c',
    '',
  ])('%p is dropped', (href) => expect(safeHref(href)).toBeUndefined());

  it('a javascript: link keeps its text but loses its href', () => {
    expect(sanitizeBannerHtml('<a href="javascript:alert(1)">Click</a>')).toEqual([
      { tag: 'a', href: undefined, children: ['Click'] },
    ]);
  });
});
