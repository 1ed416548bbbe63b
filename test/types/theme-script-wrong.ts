/**
 * The same script with mistakes a theme author could make: the build test
 * expects the declarations to reject each one (so the check can fail).
 */
import type { BlockModule } from '../../dist/site-runtime';

const runtime = window.SiteRuntime!;
runtime.register({ name: 'clock', strategy: 'soon', load: () => ({}) });
runtime.ready('not a function');
export const wrong: BlockModule = { mount: (root: number) => root };
void runtime.services().then((services) => services.noSuchService());
