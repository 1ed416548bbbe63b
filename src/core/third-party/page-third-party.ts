import { createThirdPartyLoader, type ThirdPartyLoader } from './third-party-loader';

// One loader per page, like the escape manager: every block's chunk must share
// the same loads, and a WeakMap keyed by document leaves no state for tests to reset.
const loaders = new WeakMap<Document, ThirdPartyLoader>();

/** The page's third-party loader, created on first use. */
export function thirdPartyFor(doc: Document = document): ThirdPartyLoader {
  let loader = loaders.get(doc);
  if (!loader) {
    const created = createThirdPartyLoader(doc);
    loader = {
      ...created,
      destroy() {
        loaders.delete(doc);
        created.destroy();
      },
    };
    loaders.set(doc, loader);
  }
  return loader;
}
