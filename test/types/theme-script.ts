/**
 * A theme author's script, typechecked against dist/site-runtime.d.ts by
 * test/build/types.test.ts: what README "The global API" and "Adding a block
 * of your own" promise must type-check as written there.
 */
import type { BlockContext, BlockModule, Services } from '../../dist/site-runtime';

const runtime = window.SiteRuntime!;
const stop = runtime.ready(() => {
  const { website, pageType, authenticatedAccount } = runtime.context;
  console.log(website.id, pageType.toFixed(0), authenticatedAccount === null);
});
stop();
runtime.onError((error, message, { block, element, phase }) => console.log(error, message, block, element, phase));

export const clock: BlockModule = {
  mount(root: HTMLElement, { config, page, report }: BlockContext) {
    const timer = setInterval(() => (root.textContent = new Date().toLocaleTimeString()), 1000);
    if (config.twelveHour === true) report(new Error('not yet'), 'twelve-hour clocks are not supported');
    console.log(page.websiteSettings.storeSettings);
    return () => clearInterval(timer);
  },
};
runtime.register({ name: 'clock', strategy: 'visible', load: () => clock });
runtime.register({ name: 'clock2', selector: '[data-clock]', types: [1001], load: async () => clock });

void runtime.services().then((services: Services) => {
  const escape = services.escapeManagerFor(document);
  const remove = escape.push({ element: document.body, closeOnOutsideClick: true, close: () => undefined });
  remove();
  console.log(services.formatMoney({ value: '1234.5', currency: 'EUR' }));
  return services.confirm({ title: 'Leave?', message: 'Your cart is saved.' });
});
