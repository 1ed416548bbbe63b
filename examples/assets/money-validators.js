/**
 * The money and validators page: every input is followed live by what the
 * services' pure functions answer for it. Buttons with `data-fill` put an
 * example value in an input. Everything comes from `await SiteRuntime.services()`.
 */
(() => {
  'use strict';

  const byId = (id) => document.getElementById(id);
  /** @param {string} id */
  const valueOf = (id) => /** @type {HTMLInputElement} */ (byId(id)).value;
  /** @param {string} id */
  const checked = (id) => /** @type {HTMLInputElement} */ (byId(id)).checked;
  /** @param {unknown} error */
  const describe = (error) => (error && error.message ? `${error.name}: ${error.message}` : String(error));
  /** @param {string} id @param {string} text */
  const put = (id, text) => {
    byId(id).textContent = text;
  };

  /** Calls `update` now and whenever one of the inputs changes. */
  function follow(ids, update) {
    for (const id of ids) {
      byId(id).addEventListener('input', update);
      byId(id).addEventListener('change', update);
    }
    update();
  }

  /** @param {HTMLSelectElement} select @param {readonly string[]} values @param {(value: string) => string} label */
  function fillSelect(select, values, label) {
    select.replaceChildren(
      ...values.map((value) => {
        const option = document.createElement('option');
        option.value = value;
        option.textContent = label(value);
        return option;
      }),
    );
  }

  /** @param {any} s the services */
  function wireMoney(s) {
    const currency = /** @type {HTMLSelectElement} */ (byId('money-currency'));
    fillSelect(currency, s.CURRENCY_CODES, (code) => `${code} (${s.CURRENCIES[code].symbol})`);
    const store = s.defaultCurrency(window.SiteRuntime.context);
    currency.value = store;
    put('money-default', store);
    put('money-count', String(s.CURRENCY_CODES.length));

    fillSelect(/** @type {HTMLSelectElement} */ (byId('plan-unit')), s.BILLING_PERIOD_UNITS, (unit) => unit);
    byId('plan-unit').value = 'month';

    const money = () => ({ value: valueOf('money-amount'), currency: currency.value });
    const options = () => ({ hideCents: checked('money-hide-cents') });

    follow(['money-amount', 'money-currency', 'money-hide-cents'], () => {
      try {
        put('money-output', s.formatMoney(money(), options()));
      } catch (error) {
        put('money-output', describe(error));
      }
      updatePlan();
    });

    function updatePlan() {
      const plan = {
        billingPeriod: { value: Number(valueOf('plan-period')), unit: valueOf('plan-unit') },
        numBillingCycles: Number(valueOf('plan-cycles')),
      };
      try {
        put('plan-output', s.recurringPricePhrase(money(), plan, options()));
      } catch (error) {
        put('plan-output', describe(error));
      }
    }
    follow(['plan-period', 'plan-unit', 'plan-cycles'], updatePlan);

    follow(['cart-quantity'], () => {
      const n = Number(valueOf('cart-quantity'));
      put('cart-label', s.cartQuantityLabel(n));
      put('cart-badge', s.cartBadgeText(n));
      put('cart-speech', s.cartBadgeSpeech(n));
    });
  }

  /** @param {any} s the services */
  function wireValidators(s) {
    follow(['email-input', 'email-required'], () => {
      const message = s.validateEmail(valueOf('email-input'), { required: checked('email-required') });
      put('email-output', message === null ? 'valid (null)' : message);
    });

    follow(['zip-input'], () => {
      put('zip-output', s.isUsZip(valueOf('zip-input')) ? 'valid' : 'not valid: a US zip is exactly 5 digits');
    });

    follow(['sku-input'], () => {
      const sku = valueOf('sku-input');
      const length = s.characterCount(sku);
      put('sku-output', `${s.isValidSku(sku) ? 'valid' : 'not valid'} (${length} / ${s.MAX_SKU_LENGTH} characters)`);
    });
    byId('sku-generate').addEventListener('click', () => {
      const input = /** @type {HTMLInputElement} */ (byId('sku-input'));
      input.value = s.generateSku();
      input.dispatchEvent(new Event('input'));
    });

    follow(['link-input'], () => {
      const result = s.checkLink(valueOf('link-input'));
      put('link-category', result.category);
      put('link-valid', String(result.valid));
      put('link-reason', result.reason ?? '(none)');
    });

    follow(['slug-input'], () => {
      const slug = s.blogUrlSlug(valueOf('slug-input'));
      put('slug-output', slug === '' ? '(empty)' : slug);
    });

    follow(['tag-input'], () => {
      const text = valueOf('tag-input');
      put('tag-count', String(s.characterCount(text.trim())));
      put('tag-valid', `${s.isValidTag(text)} (at most ${s.MAX_TAG_LENGTH})`);
      put('category-valid', `${s.isValidCategory(text)} (at most ${s.MAX_CATEGORY_LENGTH})`);
    });
  }

  /** Example buttons: put their value in their input, as if typed. */
  function wireExamples() {
    document.querySelectorAll('button[data-fill]').forEach((button) => {
      button.addEventListener('click', () => {
        const input = /** @type {HTMLInputElement} */ (byId(button.getAttribute('data-fill')));
        input.value = button.getAttribute('data-value') ?? '';
        input.dispatchEvent(new Event('input'));
        input.focus();
      });
    });
  }

  async function start() {
    const state = byId('services-state');
    if (!window.SiteRuntime || typeof window.SiteRuntime.services !== 'function') {
      state.textContent = 'runtime not loaded (is dist/ built? run npm run build)';
      return;
    }
    try {
      const s = await window.SiteRuntime.services();
      const needed = [
        'formatMoney',
        'defaultCurrency',
        'cartQuantityLabel',
        'cartBadgeText',
        'cartBadgeSpeech',
        'recurringPricePhrase',
        'validateEmail',
        'isUsZip',
        'isValidSku',
        'generateSku',
        'checkLink',
        'blogUrlSlug',
        'isValidTag',
        'isValidCategory',
        'characterCount',
      ];
      const missing = needed.filter((name) => typeof s[name] !== 'function');
      if (!Array.isArray(s.CURRENCY_CODES) || !s.CURRENCIES || !Array.isArray(s.BILLING_PERIOD_UNITS)) {
        missing.push('CURRENCY_CODES, CURRENCIES or BILLING_PERIOD_UNITS');
      }
      if (missing.length > 0) throw new Error(`services() has no ${missing.join(', ')}`);
      wireMoney(s);
      wireValidators(s);
      wireExamples();
      state.textContent = 'loaded';
    } catch (error) {
      state.textContent = `failed: ${describe(error)}`;
    }
  }

  // The loader is deferred like this script and comes first, so SiteRuntime is there already.
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
})();
