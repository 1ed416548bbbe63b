import { importChunk, loaderUrl } from '../../../src/loader/chunks';

describe('chunk URLs', () => {
  it('the loader URL is the src of the loader script when currentScript is gone', () => {
    document.head.innerHTML = '<script src="https://cdn.example.net/x/loader.js"></script>';
    expect(loaderUrl(document)).toBe('https://cdn.example.net/x/loader.js');
    document.head.innerHTML = '';
    expect(loaderUrl(document)).toBe(document.baseURI);
  });
});

describe('chunk loading', () => {
  it('resolves with the module', async () => {
    const module = { mount() {} };
    await expect(importChunk('https://cdn.test/a.js', async () => module)).resolves.toBe(module);
  });

  it('retries once with a cache-busting query, then succeeds', async () => {
    const module = { mount() {} };
    const importer = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(module);
    await expect(importChunk('https://cdn.test/a.js', importer)).resolves.toBe(module);
    expect(importer.mock.calls).toEqual([['https://cdn.test/a.js'], ['https://cdn.test/a.js?retry=1']]);
  });

  it('fails after the retry fails', async () => {
    const importer = jest.fn().mockRejectedValue(new TypeError('offline'));
    await expect(importChunk('https://cdn.test/a.js', importer)).rejects.toThrow('offline');
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('times out a load that never answers (spec: 120000 ms), then retries', async () => {
    jest.useFakeTimers();
    try {
      const importer = jest.fn(() => new Promise(() => {}));
      const result = importChunk('https://cdn.test/a.js', importer);
      const settled = jest.fn();
      result.catch(settled);
      await jest.advanceTimersByTimeAsync(119999);
      expect(importer).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(importer).toHaveBeenCalledTimes(2);
      await jest.advanceTimersByTimeAsync(120000);
      expect(settled).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringMatching(/timed out/) }));
    } finally {
      jest.useRealTimers();
    }
  });
});
