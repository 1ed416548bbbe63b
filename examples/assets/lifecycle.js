/**
 * The lifecycle page: drives window.SiteRuntime (add and remove blocks,
 * destroy, init), registers a custom `clock` block, and shows the runtime's
 * state and each block's data-block-state.
 */
(() => {
  'use strict';

  const byId = (id) => document.getElementById(id);

  /** @param {string} text */
  function note(text) {
    const item = document.createElement('li');
    item.textContent = `${new Date().toLocaleTimeString()}: ${text}`;
    byId('event-log').append(item);
  }

  /** Runs one runtime call, so a missing method or a throw shows on the page instead of stopping it. */
  function attempt(label, action) {
    // Noted first, so callbacks the call runs (ready, onDestroy) are listed after it.
    note(label);
    try {
      action();
    } catch (error) {
      note(`… which failed: ${error && error.message ? error.message : error}`);
    }
    showState();
  }

  /** The clock: a custom block, to show that register() takes any descriptor. */
  const clockBlock = {
    name: 'clock',
    load: async () => ({
      mount(root, context) {
        const label =
          context && context.config && typeof context.config.label === 'string' ? context.config.label : 'Time';
        const content = root.querySelector('.sqs-block-content') || root;
        const fallback = content.querySelector('.clock-block__fallback');
        const line = document.createElement('p');
        const time = document.createElement('time');
        const tick = () => {
          const now = new Date();
          time.dateTime = now.toISOString();
          time.textContent = now.toLocaleTimeString();
        };
        line.append(`${label}: `, time);
        if (fallback) fallback.hidden = true;
        content.append(line);
        tick();
        const timer = setInterval(tick, 1000);
        return () => {
          // Unmounted (removed, or the runtime destroyed): stop ticking and put the markup back.
          clearInterval(timer);
          line.remove();
          if (fallback) fallback.hidden = false;
        };
      },
    }),
  };

  function showState() {
    const runtime = window.SiteRuntime;
    const state = runtime ? runtime.state : undefined;
    byId('runtime-state').textContent = typeof state === 'string' ? state : (JSON.stringify(state) ?? 'undefined');
    const blocks = Array.from(document.querySelectorAll('#blocks .sqs-block'));
    byId('block-states').textContent = blocks
      .map(
        (block, index) =>
          `${index + 1}. ${blockName(block)}: ${block.getAttribute('data-block-state') || 'not mounted'}`,
      )
      .join(' · ');
  }

  /** @param {Element} block */
  function blockName(block) {
    return block.classList.contains('clock-block')
      ? 'clock'
      : block.classList.contains('accordion-block')
        ? 'accordion'
        : 'block';
  }

  function addAccordion() {
    const template = /** @type {HTMLTemplateElement} */ (byId('accordion-template'));
    const block = template.content.firstElementChild.cloneNode(true);
    byId('blocks').append(block);
    // The accordion loads when visible (its strategy): bring it into view so it becomes ready.
    block.scrollIntoView({ block: 'nearest' });
  }

  function removeLastBlock() {
    const blocks = document.querySelectorAll('#blocks .sqs-block');
    const last = blocks[blocks.length - 1];
    if (!last) throw new Error('no block left');
    const markup = last.nextElementSibling;
    if (markup && markup.classList.contains('example-markup')) markup.remove();
    last.remove();
  }

  /** @param {any} runtime */
  function start(runtime) {
    note(`window.SiteRuntime found (state: ${runtime.state})`);
    attempt('ready(fn) called', () => runtime.ready(() => note('a ready callback ran')));
    attempt('onDestroy(fn) called', () => runtime.onDestroy(() => note('an onDestroy callback ran')));
    attempt('register({ name: "clock" }) called', () => runtime.register(clockBlock));
    byId('add-block').addEventListener('click', () => attempt('accordion block added', addAccordion));
    byId('remove-block').addEventListener('click', () => attempt('last block removed', removeLastBlock));
    byId('destroy').addEventListener('click', () => attempt('destroy() called', () => runtime.destroy()));
    byId('init').addEventListener('click', () => attempt('init() called', () => runtime.init()));
    // data-block-state changes come from the runtime at its own pace: poll the view.
    setInterval(showState, 250);
    showState();
  }

  // The loader is deferred like this script and comes first, so SiteRuntime is
  // usually there already; if not, every deferred script has run by DOMContentLoaded.
  function whenParsed() {
    if (window.SiteRuntime) start(window.SiteRuntime);
    else byId('runtime-state').textContent = 'runtime not loaded (is dist/ built? run npm run build)';
  }
  if (window.SiteRuntime) start(window.SiteRuntime);
  else if (document.readyState === 'complete') whenParsed();
  else document.addEventListener('DOMContentLoaded', whenParsed, { once: true });
})();
