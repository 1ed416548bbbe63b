import { ownerTextNodes, safeHref } from '../../../src/shared/owner-html';

const bannerNodes = (html: string, doc: Document) =>
  ownerTextNodes(html, doc, { paragraphStyle: 'margin:0', linkStyle: 'color:inherit;text-decoration:underline' });

/** The owner text as the banner shows it: the rebuilt nodes in a fresh element, its HTML without the inline styles. */
function rendered(html: string): HTMLElement {
  const box = document.createElement('div');
  box.append(...bannerNodes(html, document));
  return box;
}
const markup = (html: string) => rendered(html).innerHTML.replace(/ style="[^"]*"/g, '');

describe('the owner text keeps only text, p, br, strong, em and safe links', () => {
  it('keeps the allowed elements with their text', () => {
    expect(markup('<p>We use <strong>cookies</strong>.<br><em>Read</em> <a href="/privacy">our policy</a></p>')).toBe(
      '<p>We use <strong>cookies</strong>.<br><em>Read</em> <a href="/privacy">our policy</a></p>',
    );
  });

  it('unwraps other elements but keeps their text', () => {
    expect(markup('<div><span class="x">Hello</span> <b>world</b></div>')).toBe('Hello world');
  });

  it('drops a <script> with its content', () => {
    expect(markup('Hi<script>alert(1)</script><style>p{}</style>!')).toBe('Hi!');
  });

  it('drops every attribute but a link href (onclick, style, target)', () => {
    const link = rendered(
      '<a href="https://example.com/p" onclick="alert(1)" style="color:red" target="_top">P</a>',
    ).firstElementChild!;
    expect(link.getAttributeNames().filter((name) => name !== 'style')).toEqual(['href']);
    expect(link.getAttribute('href')).toBe('https://example.com/p');
    expect((link as HTMLElement).style.color).toBe('inherit');
  });

  it('plain text stays as it is, entities decoded', () => {
    expect(bannerNodes('Fish &amp; chips < 5', document)).toEqual(['Fish & chips < 5']);
  });

  it('makes new elements of the page, none of the parsed document', () => {
    const [paragraph] = bannerNodes('<p>Hi</p>', document) as Node[];
    expect(paragraph.ownerDocument).toBe(document);
  });

  it('bounds the work on a huge text', () => {
    expect(bannerNodes('<em>x</em>'.repeat(5000), document).length).toBeLessThanOrEqual(500);
  });

  it('without a parser that accepts the text, shows it without its tags', () => {
    const parse = jest.spyOn(DOMParser.prototype, 'parseFromString').mockImplementation(() => {
      throw new TypeError('This document requires TrustedHTML assignment');
    });
    try {
      expect(bannerNodes('<p>We use <a href="/p">cookies</a>.</p>', document)).toEqual(['We use cookies.']);
    } finally {
      parse.mockRestore();
    }
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
    expect(markup('<a href="javascript:alert(1)">Click</a>')).toBe('<a>Click</a>');
  });
});

describe("inside a link of the caller's own", () => {
  it("unwraps the owner's links (no link in a link) and keeps their text", () => {
    const box = document.createElement('div');
    box.append(...ownerTextNodes('<p>Free shipping: <a href="/shop">shop now</a></p>', document, { links: false }));
    expect(box.innerHTML).toBe('<p>Free shipping: shop now</p>');
  });
});

describe('the marks that keep style="…" and on… from the parser (src/shared/inert-html.ts) never show', () => {
  it('text and links that merely look like those attributes come out as written', () => {
    const box = document.createElement('div');
    box.append(
      ...ownerTextNodes(
        '<p style="white-space:pre-wrap;">Go online, stylish "on" <a href="/on/style">on</a></p>',
        document,
      ),
    );
    expect(box.textContent).toBe('Go online, stylish "on" on');
    expect(box.querySelector('a')!.getAttribute('href')).toBe('/on/style');
    expect(box.innerHTML).not.toContain('\ufdd0');
  });
});
