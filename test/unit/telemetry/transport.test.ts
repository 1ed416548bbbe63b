/**
 * The transport within the browser's keepalive limit (issue 11 §6): a body
 * that fits goes with keepalive; one that does not, or that the browser
 * refuses over its quota, goes as a plain fetch while the page is visible;
 * on a hidden page a body too big for keepalive is not tried at all.
 */
import { byteLength, createTransport, KEEPALIVE_LIMIT } from '../../../src/telemetry/transport';
import { setVisibility } from './helpers';

afterEach(() => setVisibility('visible', false));

function transportWith(fetchImpl: jest.Mock) {
  return createTransport(window, fetchImpl);
}
const ok = () => jest.fn((_url: string, _init?: RequestInit) => Promise.resolve({ status: 204 }));
const big = 'x'.repeat(KEEPALIVE_LIMIT + 1);

describe('keepalive only for bodies within 64 KiB', () => {
  it('a body that fits goes with keepalive', async () => {
    const fetchImpl = ok();
    expect(await transportWith(fetchImpl).send('/api/x', 'small')).toBe(204);
    expect(fetchImpl.mock.calls[0][1]).toMatchObject({ keepalive: true });
  });

  it('a bigger body, page visible: a plain fetch', async () => {
    const fetchImpl = ok();
    expect(await transportWith(fetchImpl).send('/api/x', big)).toBe(204);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl.mock.calls[0][1]).toMatchObject({ keepalive: false });
  });

  it('a bigger body, page hidden: not tried (nothing could carry it), 0', async () => {
    setVisibility('hidden', false);
    const fetchImpl = ok();
    expect(await transportWith(fetchImpl).send('/api/x', big)).toBe(0);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('a keepalive fetch the browser refuses (its quota is in use), page visible: sent again as a plain fetch', async () => {
    const fetchImpl = ok().mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await transportWith(fetchImpl).send('/api/x', 'small')).toBe(204);
    expect(fetchImpl.mock.calls.map(([, init]) => init?.keepalive)).toEqual([true, false]);
  });

  it('refused on a hidden page: 0, no second try', async () => {
    setVisibility('hidden', false);
    const fetchImpl = ok().mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await transportWith(fetchImpl).send('/api/x', 'small')).toBe(0);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('a beacon only for a body that fits', async () => {
    const beacon = jest.fn(() => true);
    Object.defineProperty(window.navigator, 'sendBeacon', { configurable: true, value: beacon });
    const fetchImpl = ok();
    const transport = transportWith(fetchImpl);
    await transport.send('/api/x', 'small', { beacon: true });
    await transport.send('/api/x', big, { beacon: true });
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    delete (window.navigator as { sendBeacon?: unknown }).sendBeacon;
  });
});

describe('byteLength: UTF-8 bytes, never fewer', () => {
  it.each([
    ['ascii', 'abc', 3],
    ['two-byte', 'é', 2],
    ['three-byte', '€', 3],
    ['a surrogate pair (4 bytes) counts 6', '😀', 6],
  ])('%s', (_label, text, bytes) => {
    expect(byteLength(text)).toBe(bytes);
    expect(byteLength(text)).toBeGreaterThanOrEqual(Buffer.byteLength(text));
  });
});
