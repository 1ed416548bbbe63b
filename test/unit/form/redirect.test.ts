import { safeRedirect } from '../../../src/blocks/form/redirect';

const here = { href: 'https://site.example/contact?x=1' };

describe('safeRedirect: never a script or data URL', () => {
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    '\u0000javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'javascript://site.example/%0Aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'mailto:someone@example.com',
    'ftp://files.example.com/x',
    'blob:https://site.example/uuid',
    'file:///etc/passwd',
  ])('refuses %p', (url) => {
    expect(safeRedirect(url, here)).toBeNull();
  });
});

describe('safeRedirect: never another host by a relative-looking URL', () => {
  it.each([
    '//evil.example',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    ' //evil.example',
    '/\t/evil.example',
    'http:evil.example',
    'http:/evil.example',
  ])('refuses %p', (url) => {
    expect(safeRedirect(url, here)).toBeNull();
  });
});

describe('safeRedirect: http(s) and same-site paths are followed', () => {
  it.each([
    ['https://other.example/thanks', 'https://other.example/thanks'],
    ['http://other.example/', 'http://other.example/'],
    ['HTTPS://Other.Example/Thanks', 'https://other.example/Thanks'],
    ['  https://site.example/done  ', 'https://site.example/done'],
  ])('follows the absolute %p', (url, expected) => {
    expect(safeRedirect(url, here)).toBe(expected);
  });

  it.each([
    ['/thanks', 'https://site.example/thanks'],
    ['thanks', 'https://site.example/thanks'],
    ['../a/b?c=1#d', 'https://site.example/a/b?c=1#d'],
    ['?sent=1', 'https://site.example/contact?sent=1'],
    ['#done', 'https://site.example/contact?x=1#done'],
    // Same scheme without slashes: the parser reads a path of this site.
    ['https:thanks', 'https://site.example/thanks'],
  ])('follows the relative %p on this site', (url, expected) => {
    expect(safeRedirect(url, here)).toBe(expected);
  });
});

describe('safeRedirect: nothing to follow', () => {
  it.each([undefined, null, 42, {}, '', '   ', 'http://'])('%p → null', (url) => {
    expect(safeRedirect(url, here)).toBeNull();
  });
});
