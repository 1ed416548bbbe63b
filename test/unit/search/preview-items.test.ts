import { fetchPreview, PREVIEW_PATH, readItems } from '../../../src/blocks/search/preview-items';

const BASE = 'https://example.com/search.html';

describe('the preview answer (docs/blocks/search.md)', () => {
  it('keeps well-formed items, resolves paths against the page, drops unsafe links and untitled items', () => {
    const items = readItems(
      {
        items: [
          { title: 'Menu', url: '/menu.html', excerpt: 'Lunch' },
          { title: 'Bad', url: 'javascript:alert(1)', excerpt: '' },
          { title: '', url: '/empty' },
          null,
          { title: 'No excerpt', url: 'https://other.example/x' },
        ],
      },
      BASE,
      10,
    );
    expect(items).toEqual([
      { title: 'Menu', url: 'https://example.com/menu.html', excerpt: 'Lunch' },
      { title: 'No excerpt', url: 'https://other.example/x', excerpt: '' },
    ]);
  });

  it('stops at the limit', () => {
    const many = Array.from({ length: 9 }, (_, i) => ({ title: `T${i}`, url: `/p${i}` }));
    expect(readItems({ items: many }, BASE, 3).map((i) => i.title)).toEqual(['T0', 'T1', 'T2']);
  });

  it('an answer without an items array is an error, not an empty list', () => {
    expect(() => readItems({ results: [] }, BASE, 5)).toThrow(/no items array/);
    expect(() => readItems(null, BASE, 5)).toThrow(/no items array/);
  });

  it('asks the data layer for GET /api/search/preview?q= with the signal', async () => {
    const get = jest.fn().mockResolvedValue({ items: [{ title: 'Menu', url: '/menu.html' }] });
    const signal = new AbortController().signal;
    const items = await fetchPreview({ get }, 'bread', signal, BASE, 5);
    expect(get).toHaveBeenCalledWith(PREVIEW_PATH, { query: { q: 'bread' }, signal });
    expect(PREVIEW_PATH).toBe('/api/search/preview');
    expect(items).toHaveLength(1);
  });
});
