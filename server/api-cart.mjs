/**
 * The reference cart (README "The cart call"): one path, `/api/commerce/cart`,
 * a real cart per visitor named by the `CART` cookie, stock spent against the
 * catalogue, coupons, and totals in integer minor units (./cart-totals.mjs).
 * Every answer is the whole cart, `{ cart }`, with the fields of spec §3.
 */
import { randomToken } from './http-helpers.mjs';
import { createCatalogue } from './commerce-catalogue.mjs';
import { COUPONS, cartTotals, lineTotal } from './cart-totals.mjs';

/** The cart call. */
export const CART_PATH = '/api/commerce/cart';

/** Carts kept at most; the oldest are forgotten first. */
const MAX_CARTS = 1000;

/** @typedef {import('./fail-rules.mjs').Answer} Answer */
/** @typedef {import('./api-forms.mjs').Call} Call */
/** @typedef {{ id: string, productId: string, sku: string, quantity: number }} Line */
/** @typedef {{ id: string, created: number, lines: Line[], coupons: string[], invalidCoupons: string[], revision: number }} StoredCart */

/** Cents as a decimal string, in integers (`1050` → `'10.50'`). @param {number} cents */
const decimal = (cents) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** @param {number} status @param {string} error @returns {Answer} */
const refuse = (status, error) => ({ status, json: { error } });

/** The cookies that name a new cart (spec §3 "hasCart, CART"); not HttpOnly: the runtime reads them. */
const cartCookies = (token) => [`CART=${token}; Path=/; SameSite=Lax`, `hasCart=true; Path=/; SameSite=Lax`];

/** Creates the cart handlers with their own catalogue and carts. */
export function createCartHandlers({ websiteId = '64b0c0ffee0000000000a001', catalogue = createCatalogue() } = {}) {
  /** @type {Map<string, StoredCart>} */
  const carts = new Map();
  /** @type {Map<string, Line>} subscription carts by token */
  const subscriptions = new Map();
  // One counter for every cart: a revision never goes back, whichever cart it names.
  let revision = 0;

  const find = (productId, sku) => {
    const product = catalogue.find((p) => p.id === productId);
    const variant = product?.variants.find((v) => v.sku === sku);
    return product && variant ? { product, variant } : null;
  };
  const unitPrice = (variant) => (variant.onSale && variant.salePrice ? variant.salePrice : variant.price);
  const limitOf = (variant) => (variant.unlimited ? null : (variant.qtyInStock ?? 0));

  /** @param {StoredCart} cart */
  function answer(cart) {
    const entries = cart.lines.flatMap((line) => {
      const found = find(line.productId, line.sku);
      if (!found) return [];
      const unitPriceCents = unitPrice(found.variant);
      return [
        {
          id: line.id,
          productId: line.productId,
          sku: line.sku,
          title: found.product.title,
          productType: found.product.productType,
          optionValues: found.variant.optionValues ?? [],
          quantity: line.quantity,
          unitPriceCents,
          lineTotalCents: lineTotal(unitPriceCents, line.quantity),
          maxQuantity: limitOf(found.variant),
        },
      ];
    });
    const coupons = cart.coupons.map((code) => COUPONS[code]);
    const totals = cartTotals(entries, coupons);
    const digital = entries.filter((entry) => entry.productType === 'DIGITAL').length;
    const physical = entries.filter((entry) => entry.productType === 'PHYSICAL').length;
    return {
      id: cart.id,
      websiteId,
      orderId: '',
      created: cart.created,
      isPurchased: false,
      entries,
      shippingOptions: [],
      applicableTaxRules: [],
      coupons,
      validCoupons: coupons,
      invalidCoupons: cart.invalidCoupons.map((code) => ({ code })),
      selectedShippingOption: null,
      shippingLocation: null,
      ...totals,
      subtotalAmount: { value: decimal(totals.subtotalCents), currency: 'USD' },
      hasDigital: digital > 0,
      purelyDigital: entries.length > 0 && digital === entries.length,
      requiresShipping: physical > 0,
      revision: cart.revision,
    };
  }

  /** @param {StoredCart} cart @param {string[]} [cookies] @returns {Answer} */
  const ok = (cart, cookies) => ({
    status: 200,
    json: { cart: answer(cart) },
    ...(cookies ? { headers: { 'Set-Cookie': cookies } } : {}),
  });

  /** @param {Record<string, string>} cookies */
  const current = (cookies) => (cookies.CART ? carts.get(cookies.CART) : undefined);

  function create() {
    const cart = { id: randomToken(), created: Date.now(), lines: [], coupons: [], invalidCoupons: [], revision: 0 };
    carts.set(cart.id, cart);
    if (carts.size > MAX_CARTS) carts.delete(carts.keys().next().value);
    return cart;
  }

  /** A quantity the cart accepts: a whole number ≥ 1 within the stock. */
  function checkQuantity(variant, quantity) {
    if (!Number.isSafeInteger(quantity) || quantity < 1) return refuse(400, 'Enter a quantity of 1 or more.');
    const limit = limitOf(variant);
    if (limit !== null && quantity > limit) return refuse(409, limit === 0 ? 'Sold out.' : `Only ${limit} available.`);
    return null;
  }

  /** @param {Call} call @returns {Answer} */
  function add({ body, cookies }) {
    const { productId, sku, quantity, subscribe } = body && typeof body === 'object' ? body : {};
    const found = find(productId, sku);
    if (!found) return refuse(404, 'This product is no longer available.');
    if (subscribe === true) {
      if (!found.product.subscriptionPlan) return refuse(400, 'This product is not a subscription.');
      const cartToken = randomToken();
      subscriptions.set(cartToken, { id: randomToken(), productId, sku, quantity: 1 });
      return { status: 200, json: { cartToken } };
    }
    let cart = current(cookies);
    const fresh = !cart;
    const line = cart?.lines.find((l) => l.sku === sku && l.productId === productId);
    // The quantity asked for, then the line's new total against the stock.
    const refusal =
      checkQuantity(found.variant, quantity) ?? checkQuantity(found.variant, (line?.quantity ?? 0) + quantity);
    if (refusal) return refusal;
    cart ??= create();
    if (line) line.quantity += quantity;
    else cart.lines.push({ id: randomToken(), productId, sku, quantity });
    cart.revision = ++revision;
    return ok(cart, fresh ? cartCookies(cart.id) : undefined);
  }

  /** @param {Call} call @returns {Answer} */
  function update({ body, cookies }) {
    const cart = current(cookies);
    const { entryId, quantity, couponCode } = body && typeof body === 'object' ? body : {};
    if (!cart) return refuse(404, 'Your cart has expired.');
    if (typeof couponCode === 'string') {
      const code = couponCode.trim().toUpperCase();
      if (COUPONS[code] && !cart.coupons.includes(code)) cart.coupons.push(code);
      else if (!COUPONS[code]) cart.invalidCoupons.push(code);
      cart.revision = ++revision;
      return ok(cart);
    }
    const line = cart.lines.find((l) => l.id === entryId);
    const found = line && find(line.productId, line.sku);
    if (!line || !found) return refuse(404, 'This item is no longer in your cart.');
    const refusal = checkQuantity(found.variant, quantity);
    if (refusal) return refusal;
    line.quantity = quantity;
    cart.revision = ++revision;
    return ok(cart);
  }

  /** @param {Call} call @returns {Answer} */
  function remove({ query, cookies }) {
    const cart = current(cookies);
    const id = query.get('entryId');
    const index = cart ? cart.lines.findIndex((l) => l.id === id) : -1;
    if (!cart || index < 0) return refuse(404, 'This item is no longer in your cart.');
    cart.lines.splice(index, 1);
    cart.revision = ++revision;
    return ok(cart);
  }

  /** @param {Call} call @returns {Answer} */
  function read({ cookies }) {
    const cart = current(cookies);
    if (cart) return ok(cart);
    const none = { id: '', created: 0, lines: [], coupons: [], invalidCoupons: [], revision: 0 };
    return { status: 200, json: { cart: answer(none) } };
  }

  return { read, add, update, remove, subscriptions };
}
