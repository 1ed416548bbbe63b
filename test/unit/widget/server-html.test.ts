import { parseServerHtml } from '../../../src/shared/server-html';

const render = (html: string) => {
  const holder = document.createElement('div');
  holder.append(parseServerHtml(document, html));
  return holder;
};

describe('server HTML is inserted with nothing that runs', () => {
  it('keeps ordinary markup as it is', () => {
    const html =
      '<ul class="tour-dates"><li><time datetime="2026-12-04">Dec 4</time> <a href="/e/x">Tickets</a></li></ul>';
    expect(render(html).innerHTML).toBe(html);
  });

  it('drops scripts and other runnable elements with their content', () => {
    const out = render(
      '<p>a</p><script>bad()</script><object data="x"></object><embed src="x"><base href="/"><p>b</p>',
    );
    expect(out.innerHTML).toBe('<p>a</p><p>b</p>');
  });

  it('removes every inline handler, srcdoc and non-http(s) URL', () => {
    const out = render(
      '<img src="/a.png" onerror="bad()" alt=""><a href="javascript:bad()" onclick="bad()">x</a>' +
        '<a href=" java\tscript:bad()">y</a><iframe srcdoc="<script>bad()</script>" title="t"></iframe>' +
        '<svg><a xlink:href="javascript:bad()"><text>z</text></a><animate attributeName="href" to="javascript:bad()"/></svg>',
    );
    expect(out.querySelector('img')!.getAttributeNames().sort()).toEqual(['alt', 'src']);
    out.querySelectorAll('a').forEach((a) => {
      expect(a.hasAttribute('href')).toBe(false);
      expect(a.hasAttribute('onclick')).toBe(false);
    });
    expect(out.querySelector('iframe')!.hasAttribute('srcdoc')).toBe(false);
    expect(out.querySelector('animate')).toBeNull();
    expect(out.innerHTML).not.toMatch(/bad\(\)/);
  });

  it('keeps http(s) and relative links', () => {
    const out = render('<a href="https://example.com/">a</a><a href="/events">b</a><a href="#top">c</a>');
    expect(Array.from(out.querySelectorAll('a'), (a) => a.getAttribute('href'))).toEqual([
      'https://example.com/',
      '/events',
      '#top',
    ]);
  });

  it('the nodes belong to the page document, not connected until inserted', () => {
    const fragment = parseServerHtml(document, '<p>x</p>');
    expect(fragment.ownerDocument).toBe(document);
    expect(fragment.firstElementChild!.isConnected).toBe(false);
  });
});

describe('the parser never makes an inline handler (a CSP checks them as they are parsed, in any document)', () => {
  /** Every attribute name the DOMParser produced while `html` was parsed, before any clean-up. */
  const parsedNames = (html: string) => {
    const names: string[] = [];
    const original = DOMParser.prototype.parseFromString;
    const spy = jest.spyOn(DOMParser.prototype, 'parseFromString').mockImplementation(function (
      this: DOMParser,
      ...args: Parameters<DOMParser['parseFromString']>
    ) {
      const parsed = original.apply(this, args);
      parsed.querySelectorAll('*').forEach((element) => names.push(...element.getAttributeNames()));
      return parsed;
    });
    try {
      return { names, out: render(html) };
    } finally {
      spy.mockRestore();
    }
  };

  it('whatever separates the handler from what comes before it', () => {
    const { names, out } = parsedNames(
      '<img src="/a.png" onerror="bad()" alt=""><a href="/x"onclick="bad()">a</a><svg/onload="bad()"></svg>' +
        "<p title='t'\tONMOUSEOVER=bad()>b</p><img src=/b.png\nonload=bad()>",
    );
    expect(names.filter((name) => /^on/i.test(name))).toEqual([]);
    expect(names.length).toBeGreaterThan(5);
    out
      .querySelectorAll('*')
      .forEach((element) => expect(element.getAttributeNames().join()).not.toMatch(/on|\ufdd0/i));
    expect(out.innerHTML).not.toMatch(/bad\(\)/);
  });

  it('text, attribute values, comments and end tags that hold "on" come out as they were', () => {
    const html =
      '<p title="one /on \'on">only one of /one</p><!-- on and on --><on-air class="on">live on air</on-air>' +
      '<a href="/one">go on</a><style>.on { color: red }</style>';
    const { out } = parsedNames(html);
    expect(out.innerHTML).toBe(html);
    expect(out.querySelector('on-air')!.parentElement).toBe(out);
  });

  it('a noncharacter sent by the server cannot pass for the mark', () => {
    expect(render('<p>a\ufdd0b</p><img alt="" \ufdd0onerror="bad()">').innerHTML).toBe('<p>ab</p><img alt="">');
  });
});
