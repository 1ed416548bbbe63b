/**
 * The reference API's commerce and member calls: a real cart per visitor
 * (README "The cart call"), totals in integer minor units (property tests),
 * site-user sessions with the xsrfToken, reviews with every §8 message, the
 * lock screen, and every error forcible through the fail rules.
 */
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { get, startTestServers } from './helpers.mjs';
import { cartTotals, couponDiscount, lineTotal } from '../../server/cart-totals.mjs';

/** @type {Awaited<ReturnType<typeof startTestServers>>} */
let servers;
before(async () => {
  servers = await startTestServers();
});
afterEach(async () => {
  await get(`${servers.siteUrl}/__reference/fail`, { method: 'DELETE' });
});
after(() => servers.stop());

const CART = '/api/commerce/cart';

/** A visitor: keeps the cookies the API sets, like a browser. */
function visitor() {
  /** @type {Record<string, string>} */
  const jar = {};
  return {
    jar,
    /** @param {string} method @param {string} path @param {unknown} [json] @param {Record<string, string>} [headers] */
    async call(method, path, json, headers = {}) {
      const cookie = Object.entries(jar)
        .map(([name, value]) => `${name}=${value}`)
        .join('; ');
      const response = await get(`${servers.siteUrl}${path}`, {
        method,
        headers: { ...(json ? { 'Content-Type': 'application/json' } : {}), ...(cookie ? { cookie } : {}), ...headers },
        body: json ? JSON.stringify(json) : undefined,
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const eq = pair.indexOf('=');
        jar[pair.slice(0, eq)] = pair.slice(eq + 1);
      }
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    },
  };
}

describe('the cart call: one path, a real cart per visitor', () => {
  test('a visitor without a cart reads an empty one, and no cookie is set', async () => {
    const v = visitor();
    const { status, body } = await v.call('GET', CART);
    assert.equal(status, 200);
    assert.equal(body.cart.totalQuantity, 0);
    assert.deepEqual(body.cart.entries, []);
    assert.deepEqual(v.jar, {});
  });

  test('adding creates the cart, sets CART and hasCart, and the totals are integers', async () => {
    const v = visitor();
    const { status, body } = await v.call('POST', CART, { productId: 'espresso-cup', sku: 'SQ5000001', quantity: 3 });
    assert.equal(status, 200);
    assert.ok(v.jar.CART);
    assert.equal(v.jar.hasCart, 'true');
    assert.equal(body.cart.subtotalCents, 3150);
    assert.equal(body.cart.subtotalAmount.value, '31.50');
    assert.equal(body.cart.totalQuantity, 3);
    assert.equal(body.cart.entries[0].lineTotalCents, 3150);
    assert.equal(body.cart.requiresShipping, true);
  });

  test('two visitors have two carts', async () => {
    const a = visitor();
    const b = visitor();
    await a.call('POST', CART, { productId: 'espresso-cup', sku: 'SQ5000001', quantity: 1 });
    assert.equal((await b.call('GET', CART)).body.cart.totalQuantity, 0);
    assert.equal((await a.call('GET', CART)).body.cart.totalQuantity, 1);
  });

  test('the stock is a limit: sold out and "Only N available." are 409', async () => {
    const v = visitor();
    const soldOut = await v.call('POST', CART, { productId: 'linen-shirt', sku: 'SQ1000002', quantity: 1 });
    assert.deepEqual(soldOut, { status: 409, body: { error: 'Sold out.' } });
    const tooMany = await v.call('POST', CART, { productId: 'linen-shirt', sku: 'SQ1000001', quantity: 4 });
    assert.deepEqual(tooMany, { status: 409, body: { error: 'Only 3 available.' } });
    await v.call('POST', CART, { productId: 'linen-shirt', sku: 'SQ1000001', quantity: 2 });
    const over = await v.call('POST', CART, { productId: 'linen-shirt', sku: 'SQ1000001', quantity: 2 });
    assert.equal(over.status, 409);
  });

  test('a sale price is the unit price; a quantity that is not a whole number ≥ 1 is 400', async () => {
    const v = visitor();
    const { body } = await v.call('POST', CART, { productId: 'linen-shirt', sku: 'SQ1000001', quantity: 1 });
    assert.equal(body.cart.entries[0].unitPriceCents, 3900);
    for (const quantity of [0, -1, 1.5, '2']) {
      const refused = await v.call('POST', CART, { productId: 'linen-shirt', sku: 'SQ1000003', quantity });
      assert.equal(refused.status, 400, String(quantity));
    }
  });

  test('PUT sets a quantity, DELETE removes a line, and each change raises the revision', async () => {
    const v = visitor();
    const added = await v.call('POST', CART, { productId: 'espresso-cup', sku: 'SQ5000001', quantity: 1 });
    const id = added.body.cart.entries[0].id;
    const updated = await v.call('PUT', CART, { entryId: id, quantity: 5 });
    assert.equal(updated.body.cart.subtotalCents, 5250);
    assert.ok(updated.body.cart.revision > added.body.cart.revision);
    const removed = await v.call('DELETE', `${CART}?entryId=${id}`);
    assert.equal(removed.body.cart.totalQuantity, 0);
    assert.ok(removed.body.cart.revision > updated.body.cart.revision);
    assert.equal((await v.call('DELETE', `${CART}?entryId=${id}`)).status, 404);
  });

  test('coupons: a known code discounts in whole cents, an unknown one is listed as invalid', async () => {
    const v = visitor();
    await v.call('POST', CART, { productId: 'espresso-cup', sku: 'SQ5000001', quantity: 1 });
    const { body } = await v.call('PUT', CART, { couponCode: 'save10' });
    assert.equal(body.cart.discountCents, 105);
    assert.equal(body.cart.grandTotalCents, 945);
    const bad = await v.call('PUT', CART, { couponCode: 'NOPE' });
    assert.deepEqual(bad.body.cart.invalidCoupons, [{ code: 'NOPE' }]);
  });

  test('a subscription answers a cartToken of its own and leaves the cart alone', async () => {
    const v = visitor();
    const { status, body } = await v.call('POST', CART, {
      productId: 'coffee-club',
      sku: 'SQ3000001',
      quantity: 1,
      subscribe: true,
    });
    assert.equal(status, 200);
    assert.match(body.cartToken, /^\w{16,}$/);
    assert.deepEqual(v.jar, {});
  });

  test('every §8 failure can be forced on the cart call', async () => {
    const v = visitor();
    for (const status of [500, 503]) {
      await v.call('POST', '/__reference/fail', { path: CART, status, times: 1 });
      assert.equal((await v.call('GET', CART)).status, status);
    }
  });
});

describe('money totals in integer minor units (property tests)', () => {
  const line = fc.record({
    unitPriceCents: fc.integer({ min: 0, max: 100_000_000 }),
    quantity: fc.integer({ min: 0, max: 1000 }),
  });
  const coupon = fc.oneof(
    fc.record({ percent: fc.integer({ min: 0, max: 100 }) }),
    fc.record({ amountCents: fc.integer({ min: 0, max: 100_000 }) }),
  );

  test('every total is a safe integer and the subtotal is the exact sum of unit × quantity', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), fc.array(coupon, { maxLength: 3 }), (lines, coupons) => {
        const totals = cartTotals(lines, coupons);
        for (const value of Object.values(totals)) assert.ok(Number.isSafeInteger(value) && value >= 0);
        const expected = lines.reduce((sum, l) => sum + BigInt(l.unitPriceCents) * BigInt(l.quantity), 0n);
        assert.equal(BigInt(totals.subtotalCents), expected);
        assert.ok(totals.discountCents <= totals.subtotalCents);
        assert.equal(totals.grandTotalCents, totals.subtotalCents - totals.discountCents);
      }),
    );
  });

  test('the order of the lines never changes a total (no float drift)', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), (lines) => {
        assert.deepEqual(cartTotals([...lines].reverse()), cartTotals(lines));
      }),
    );
  });

  test('a percent discount is the floor of the exact value; never more than what is left', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 100 }), (subtotal, percent) => {
        const discount = couponDiscount({ percent }, subtotal);
        assert.ok(discount * 100 <= subtotal * percent && (discount + 1) * 100 > subtotal * percent);
      }),
    );
  });

  test('a line past the safe integers is refused, not rounded', () => {
    assert.throws(() => lineTotal(Number.MAX_SAFE_INTEGER, 2), RangeError);
    assert.throws(() => lineTotal(10.5, 2), RangeError);
  });
});

describe('site-user sessions (spec §7)', () => {
  test('sign-in answers an xsrfToken; sign-out ends that session only with the token as a header', async () => {
    const v = visitor();
    const { body } = await v.call('POST', '/api/site-users/account/session', {
      email: 'ada@example.com',
      password: 'pw',
      rememberMe: false,
    });
    assert.match(body.xsrfToken, /^\w{16,}$/);
    const forged = await v.call('DELETE', '/api/site-users/account/session?cloneCart=false', undefined, {
      'X-XSRF-Token': 'forged',
    });
    assert.equal(forged.status, 403);
    const ok = await v.call('DELETE', '/api/site-users/account/session?cloneCart=false', undefined, {
      'X-XSRF-Token': body.xsrfToken,
    });
    assert.equal(ok.status, 204);
  });

  test('an account is created once, and signed in with a token', async () => {
    const v = visitor();
    const made = await v.call('POST', '/api/site-users/account', { email: 'grace@example.com', password: 'pw' });
    assert.equal(made.status, 200);
    assert.ok(made.body.xsrfToken && made.body.id);
    const again = await v.call('POST', '/api/site-users/account', { email: 'Grace@example.com', password: 'pw' });
    assert.equal(again.status, 409);
  });
});

describe('reviews: each §8 message on demand', () => {
  const review = (v, token, rating = 5) =>
    v.call('POST', '/api/commerce/product-reviews', { token, rating, title: 'Good', body: 'Lovely cup.' });

  test('a review is taken once; the second time is 409 "You have already reviewed this purchase"', async () => {
    const v = visitor();
    assert.equal((await review(v, 'order-1')).status, 200);
    assert.deepEqual((await review(v, 'order-1')).body, {
      code: 'ALREADY_REVIEWED',
      error: 'You have already reviewed this purchase',
    });
    assert.equal((await review(v, 'reviewed')).status, 409);
  });

  test('an expired request is 410; a missing rating 400', async () => {
    const v = visitor();
    assert.equal((await review(v, 'expired-1')).status, 410);
    assert.equal((await review(v, 'order-2', 0)).status, 400);
  });
});

describe('the lock screen', () => {
  test('the right password opens it; a wrong one is 401 with the reason', async () => {
    const v = visitor();
    assert.equal((await v.call('POST', '/api/auth/lock-screen', { password: 'open sesame' })).status, 200);
    assert.deepEqual(await v.call('POST', '/api/auth/lock-screen', { password: 'guess' }), {
      status: 401,
      body: { error: 'Incorrect password.' },
    });
  });
});
