import { start as startCounts } from '../../../src/features/embeds/comment-counts';
import { googleFamilies, googleFontsUrl, lostFamilies, missingFamilies } from '../../../src/features/embeds/fonts';
import { enabledServices, shareList, start as startShare } from '../../../src/features/embeds/share-buttons';
import { thirdPartyFor } from '../../../src/core/third-party';
import type { FeatureContext } from '../../../src/core/types';
import { flush, pageWith, RESTRICTIVE } from './helpers';
import { noPageErrors } from '../no-page-errors';

const feature = (page = pageWith()) => {
  const reports: string[] = [];
  const ctx: FeatureContext = {
    name: 'embeds',
    page,
    report: (_e, m) => reports.push(String(m)),
    onError: () => () => {},
    pageErrors: noPageErrors,
  };
  return { ctx, reports };
};

beforeEach(() => {
  thirdPartyFor(document).destroy();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('fonts (spec §7: one stylesheet, repeated family parameters)', () => {
  it('one family parameter per font, strings as they are, objects with their weights', () => {
    expect(
      googleFamilies(['Lora', { family: 'Inter', weights: [700, '400', 400] }, { name: 'Roboto' }, '', 3]),
    ).toEqual(['Lora', 'Inter:wght@400;700', 'Roboto']);
    expect(googleFamilies(undefined)).toEqual([]);
  });

  it('the URL repeats family and swaps the display', () => {
    const url = new URL(googleFontsUrl(pageWith(), ['Lora', 'Inter:wght@400;700']));
    expect(url.origin + url.pathname).toBe('https://fonts.googleapis.com/css2');
    expect(url.searchParams.getAll('family')).toEqual(['Lora', 'Inter:wght@400;700']);
    expect(url.searchParams.get('display')).toBe('swap');
  });

  it('finds the requested Typekit families the kit no longer has', () => {
    expect(missingFamilies(['proxima-nova', { family: 'Brandon-Grotesque' }], [{ family: '"proxima-nova"' }])).toEqual([
      'Brandon-Grotesque',
    ]);
    expect(missingFamilies(undefined, [])).toEqual([]);
  });
});

describe('the Typekit check looks twice before reporting (WebKit registers the faces late)', () => {
  /** A document whose font set holds what `looks` says, one entry per look: WebKit's late faces. */
  const lateFaces = (looks: string[][]) => {
    let look = -1;
    const doc = {
      defaultView: { requestAnimationFrame: (callback: () => void) => void setTimeout(callback) },
      fonts: {
        get ready() {
          look += 1;
          return Promise.resolve();
        },
        [Symbol.iterator]: () =>
          (looks[Math.min(look, looks.length - 1)] ?? []).map((family) => ({ family }))[Symbol.iterator](),
      },
    };
    return doc as unknown as Document;
  };

  it('a family missing at the first look but there at the second is not lost', async () => {
    expect(await lostFamilies(lateFaces([[], ['proxima-nova']]), ['proxima-nova'])).toEqual([]);
  });

  it('a family missing at both looks is', async () => {
    expect(await lostFamilies(lateFaces([[], ['proxima-nova']]), ['proxima-nova', 'brandon-grotesque'])).toEqual([
      'brandon-grotesque',
    ]);
  });
});

describe('comment counts (spec §3, §7)', () => {
  const withCount = () => (document.body.innerHTML = '<a href="/post#disqus_thread">Comments</a>');
  const settings = { websiteSettings: { commentsEnabled: true, disqusShortname: 'my-site' } };

  it('loads the count script once, by shortname, with the id Disqus looks for', () => {
    withCount();
    startCounts(feature(pageWith(settings)).ctx);
    startCounts(feature(pageWith(settings)).ctx);
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0].src).toBe('https://my-site.disqus.com/count.js');
    expect(scripts[0].id).toBe('dsq-count-scr');
  });

  it('loads nothing with comments off or no shortname', () => {
    withCount();
    startCounts(feature(pageWith({ websiteSettings: { commentsEnabled: false, disqusShortname: 'x' } })).ctx);
    startCounts(feature(pageWith({ websiteSettings: { commentsEnabled: true } })).ctx);
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });

  it('waits for Accept under a restrictive policy', async () => {
    withCount();
    startCounts(feature(pageWith({ ...settings, ...RESTRICTIVE })).ctx);
    await flush();
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });
});

describe('share buttons: real links, no script', () => {
  it('enabled services in a fixed order, from an object or a list', () => {
    expect(enabledServices({ email: true, facebook: true, twitter: false })).toEqual(['facebook', 'email']);
    expect(enabledServices(['linkedin', 'x-unknown'])).toEqual(['linkedin']);
    expect(enabledServices(undefined)).toEqual([]);
  });

  it("each link leads to the service's share page with the URL and title, in a new tab said so", () => {
    const list = shareList(document, ['facebook', 'twitter', 'email'], 'https://example.com/a b', 'A & B');
    const links = [...list.querySelectorAll('a')];
    expect(list.getAttribute('aria-label')).toBe('Share');
    expect(links[0].href).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fexample.com%2Fa%20b');
    expect(links[0].textContent).toBe('Share on Facebook (opens in a new tab)');
    expect(links[0].rel).toBe('noopener noreferrer');
    expect(links[1].href).toContain('text=A%20%26%20B');
    expect(links[2].href).toBe('mailto:?subject=A%20%26%20B&body=https%3A%2F%2Fexample.com%2Fa%20b');
    expect(links[2].target).toBe('');
  });

  it('fills every holder and takes the lists out when stopped', () => {
    document.body.innerHTML =
      '<div class="sqs-share-buttons" data-url="https://example.com/p" data-title="P"></div><div class="sqs-share-buttons"></div>';
    const stop = startShare(
      feature(pageWith({ website: { shareButtonOptions: { facebook: true } } })).ctx,
    ) as () => void;
    expect(document.querySelectorAll('.sqs-share-buttons-list')).toHaveLength(2);
    stop();
    expect(document.querySelectorAll('.sqs-share-buttons-list')).toHaveLength(0);
  });
});
