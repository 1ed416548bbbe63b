import { defaultPageContext } from '../../../src/core/page-context';
import type { PageContext } from '../../../src/core/types';
import { configUrl, safeFramePath } from '../../../src/features/owner/config-url';
import { NOREDIRECT_KEY, shouldRedirectToConfig } from '../../../src/features/owner/config-redirect';
import { isViewerOnly } from '../../../src/core/page-roles';

const page = (overrides: Partial<PageContext> = {}): PageContext => ({ ...defaultPageContext(), ...overrides });
const owner = () => page({ authenticatedAccount: { id: 'a1' }, websiteRoles: { admin: true } });
const here = (pathname: string, search = '') => ({ pathname, search, origin: 'https://www.example.com' });

describe('config URL', () => {
  it('is /config/?frameUrl={path+search} on this site', () => {
    expect(configUrl(page(), here('/blog/post', '?a=1&b=2'))).toBe(
      'https://www.example.com/config/?frameUrl=%2Fblog%2Fpost%3Fa%3D1%26b%3D2',
    );
  });

  it('is on the identifier subdomain when the context gives identifier and app domain', () => {
    const p = page({ appDomain: 'builder.test' });
    p.website.identifier = 'acme';
    expect(configUrl(p, here('/'))).toBe('https://acme.builder.test/config/?frameUrl=%2F');
  });

  it.each([
    ['//evil.example', '/evil.example'],
    ['/\\evil.example', '/evil.example'],
    ['///x//y', '/x//y'],
    ['/', '/'],
  ])('frameUrl never leaves the site: %s → %s', (pathname, expected) => {
    expect(safeFramePath({ pathname, search: '' })).toBe(expected);
    const frameUrl = new URL(configUrl(page(), here(pathname))).searchParams.get('frameUrl')!;
    // Resolved against the site, it stays on the site.
    expect(new URL(frameUrl, 'https://www.example.com').host).toBe('www.example.com');
  });
});

describe('config redirect (spec §2)', () => {
  const session = () => {
    const data = new Map<string, unknown>();
    return { get: (k: string) => data.get(k), set: (k: string, v: unknown) => void data.set(k, v), data };
  };
  const env = (overrides: Partial<Parameters<typeof shouldRedirectToConfig>[1]> = {}) => ({
    location: { hostname: 'www.example.com', search: '' },
    isTop: true,
    session: session(),
    ...overrides,
  });

  it('sends a signed-in account with site settings at top level to the config area', () => {
    expect(shouldRedirectToConfig(owner(), env())).toBe(true);
  });

  it('not an anonymous visitor, nor an account without roles here', () => {
    expect(shouldRedirectToConfig(page(), env())).toBe(false);
    expect(shouldRedirectToConfig(page({ authenticatedAccount: { id: 'a' } }), env())).toBe(false);
  });

  it('not in developer mode, nor on a cloneable site', () => {
    const dev = owner();
    dev.website.developerMode = true;
    const clone = owner();
    clone.website.cloneable = true;
    expect(shouldRedirectToConfig(dev, env())).toBe(false);
    expect(shouldRedirectToConfig(clone, env())).toBe(false);
  });

  it.each([[{ viewer: true }], [[10]], [['Viewer']]])('not for a viewer-only account (%j)', (roles) => {
    const viewer = page({
      authenticatedAccount: { id: 'v' },
      websiteRoles: roles as unknown as Record<string, unknown>,
    });
    expect(isViewerOnly(viewer)).toBe(true);
    expect(shouldRedirectToConfig(viewer, env())).toBe(false);
  });

  it('a viewer who is also an editor is redirected', () => {
    const both = page({
      authenticatedAccount: { id: 'v' },
      websiteRoles: [10, 4] as unknown as Record<string, unknown>,
    });
    expect(shouldRedirectToConfig(both, env())).toBe(true);
  });

  it.each(['localhost', '127.0.0.1', '[::1]', 'shop.localhost'])('not on %s', (hostname) => {
    expect(shouldRedirectToConfig(owner(), env({ location: { hostname, search: '' } }))).toBe(false);
  });

  it('not inside a frame (the editor shows the site in one)', () => {
    expect(shouldRedirectToConfig(owner(), env({ isTop: false }))).toBe(false);
  });

  it('not with ?noredirect, which is remembered for the session', () => {
    const store = session();
    expect(
      shouldRedirectToConfig(owner(), env({ session: store, location: { hostname: 'x.com', search: '?noredirect' } })),
    ).toBe(false);
    expect(store.data.get(NOREDIRECT_KEY)).toBe(true);
    expect(shouldRedirectToConfig(owner(), env({ session: store }))).toBe(false);
    expect(shouldRedirectToConfig(owner(), env())).toBe(true); // another session
  });
});
