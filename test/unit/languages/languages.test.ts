import { createMultilingual, readSiteLanguages } from '../../../src/core/site-calls';
import type { PageContext } from '../../../src/core/types';
import { LANGUAGE_CHOICE_KEY, sameLanguage, translationFor } from '../../../src/features/languages/choice';
import { startLanguages } from '../../../src/features/languages';

const page = { website: { language: 'en-US' } } as unknown as PageContext;

function storage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

/** A page in `lang` listing its translations. */
function pageIn(lang: string, translations: Record<string, string>) {
  document.documentElement.lang = lang;
  document.head.innerHTML = Object.entries(translations)
    .map(([locale, href]) => `<link rel="alternate" hreflang="${locale}" href="${href}">`)
    .join('');
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.documentElement.lang = '';
});

describe('a visitor’s language choice is respected where the site offers it', () => {
  it('a page in another language is replaced by its translation in the chosen one', () => {
    pageIn('en-US', { 'en-US': 'http://localhost/about', 'fr-FR': 'http://localhost/fr/about' });
    const replace = jest.fn();
    startLanguages({ page }, window, { storage: storage({ [LANGUAGE_CHOICE_KEY]: 'fr-FR' }), replace })();
    expect(replace).toHaveBeenCalledWith('http://localhost/fr/about');
  });

  it('stays: no choice, the page is in it already, or no translation of this page in it', () => {
    const replace = jest.fn();
    pageIn('fr-FR', { 'en-US': 'http://localhost/about', 'fr-FR': 'http://localhost/fr/about' });
    startLanguages({ page }, window, { storage: storage({ [LANGUAGE_CHOICE_KEY]: 'fr' }), replace })();
    startLanguages({ page }, window, { storage: storage(), replace })();
    pageIn('en-US', { 'en-US': 'http://localhost/about' });
    startLanguages({ page }, window, { storage: storage({ [LANGUAGE_CHOICE_KEY]: 'de-DE' }), replace })();
    expect(replace).not.toHaveBeenCalled();
  });

  it('a click on a language picker’s link (hreflang) records the choice', () => {
    pageIn('en-US', {});
    document.body.innerHTML = '<nav><a hreflang="pt-BR" href="#pt"><span>Português</span></a></nav>';
    const kept = storage();
    const stop = startLanguages({ page }, window, { storage: kept, replace: jest.fn() });
    document.querySelector('span')!.click();
    expect(kept.items.get(LANGUAGE_CHOICE_KEY)).toBe('pt-BR');
    stop();
  });

  it('the page’s language is <html lang>, else the context’s website.language', () => {
    pageIn('', { 'fr-FR': 'http://localhost/fr/about' });
    expect(translationFor('fr-FR', 'en-US', document)).toBe('http://localhost/fr/about');
    const replace = jest.fn();
    startLanguages({ page }, window, { storage: storage({ [LANGUAGE_CHOICE_KEY]: 'en' }), replace })();
    expect(replace).not.toHaveBeenCalled();
  });

  it.each([
    ['fr-FR', 'fr_fr', true],
    ['fr', 'fr-CA', true],
    ['fr-FR', 'fr-CA', false],
    ['pt-BR', 'en-US', false],
  ])('%s and %s: the same language? %p', (a, b, same) => expect(sameLanguage(a, b)).toBe(same));
});

describe('the site’s language list for themes (GET /api/multilingual/settings and /status)', () => {
  const layer = (answers: Record<string, unknown>) => ({
    request: jest.fn((_method: string, path: string) =>
      path in answers ? Promise.resolve(answers[path]) : Promise.reject(new Error('offline')),
    ),
  });

  it('reads both calls into one list', async () => {
    const calls = createMultilingual(
      layer({
        '/api/multilingual/settings': {
          enabled: true,
          defaultLocale: 'en-US',
          languages: [
            { locale: 'en-US', name: 'English', isDefault: true },
            { locale: 'fr-FR' },
            { name: 'no locale' },
          ],
        },
        '/api/multilingual/status': { status: 'READY' },
      }) as never,
    );
    expect(await readSiteLanguages(calls)).toEqual({
      enabled: true,
      defaultLocale: 'en-US',
      languages: [
        { locale: 'en-US', name: 'English', isDefault: true },
        { locale: 'fr-FR', name: 'fr-FR', isDefault: false },
      ],
      status: 'READY',
    });
  });

  it('a failed status is null; an empty answer is a site with no list', async () => {
    const calls = createMultilingual(layer({ '/api/multilingual/settings': null }) as never);
    expect(await readSiteLanguages(calls)).toEqual({ enabled: false, defaultLocale: '', languages: [], status: null });
  });
});
