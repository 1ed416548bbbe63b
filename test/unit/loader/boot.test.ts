import { boot } from '../../../src/loader/boot';

// Boot also starts the built-in features, whose chunks jsdom cannot import:
// their "failed to start" lines are expected here and kept off the output.
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));

describe('loader boot', () => {
  afterEach(() => {
    window.SiteRuntime?.destroy();
    delete window.SiteRuntime;
    document.body.innerHTML = '';
    jest.restoreAllMocks();
  });

  it('exposes one global runtime with the page context, initialised once the document is parsed', () => {
    document.body.innerHTML = '<script type="application/json" id="site-context">{"website":{"id":"w9"}}</script>';
    boot(window, document, { accordion: 'x' }, '1.2.3');
    const runtime = window.SiteRuntime!;
    expect(runtime.version).toBe('1.2.3');
    expect(runtime.context.website.id).toBe('w9');
    expect(runtime.state).toBe('initialised'); // jsdom's document is complete here
  });

  it('a second run logs "Detected second run" and does nothing else', () => {
    document.body.innerHTML = '<script type="application/json" id="site-context">{}</script>';
    boot(window, document, {}, '1');
    const first = window.SiteRuntime;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    boot(window, document, {}, '2');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Detected second run'));
    expect(window.SiteRuntime).toBe(first);
  });

  it('waits for DOMContentLoaded while the document is still loading', () => {
    document.body.innerHTML = '<script type="application/json" id="site-context">{}</script>';
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    boot(window, document, {}, '1');
    expect(window.SiteRuntime!.state).toBe('uninitialised');
    readyState.mockRestore();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(window.SiteRuntime!.state).toBe('initialised');
  });

  it('ready and destroy callbacks follow init and destroy', () => {
    document.body.innerHTML = '<script type="application/json" id="site-context">{}</script>';
    boot(window, document, {}, '1');
    const events: string[] = [];
    window.SiteRuntime!.ready(() => events.push('ready'));
    window.SiteRuntime!.onDestroy(() => events.push('destroy'));
    window.SiteRuntime!.destroy();
    window.SiteRuntime!.init();
    expect(events).toEqual(['ready', 'destroy', 'ready']);
  });

});

describe('loader boot: features and services', () => {
  afterEach(() => {
    window.SiteRuntime?.destroy();
    delete window.SiteRuntime;
    document.body.innerHTML = '';
  });

  it('services() and features load their chunks relative to the loader', async () => {
    document.head.innerHTML = '<script src="https://cdn.test/rt/loader.js"></script>';
    document.body.innerHTML =
      '<script type="application/json" id="site-context">{"authenticatedAccount":{"id":"a"}}</script>';
    // Under jest, import() becomes require(): the rejection names the URL it tried.
    jest.spyOn(console, 'error').mockImplementation(() => {});
    // The loader's table holds only hashes: chunks/{name}-{hash}.js.
    boot(window, document, { services: 'x', owner: 'y' }, '1');
    await expect(window.SiteRuntime!.services()).rejects.toThrow(/https:\/\/cdn\.test\/rt\/chunks\/services-x\.js/);
    document.head.innerHTML = '';
  });
});
