import {
  billingDurationPhrase,
  billingPeriodPhrase,
  cartBadgeSpeech,
  cartBadgeText,
  cartQuantityLabel,
  recurringPricePhrase,
} from '../../../src/core/money';

describe('cart plural wording (spec §9: one item or more)', () => {
  it('says "item" for one and "items" otherwise', () => {
    expect(cartQuantityLabel(1)).toBe('1 item');
    expect(cartQuantityLabel(2)).toBe('2 items');
    expect(cartQuantityLabel(0)).toBe('0 items');
  });

  it('never shows a negative, fractional or NaN count', () => {
    expect(cartQuantityLabel(-3)).toBe('0 items');
    expect(cartQuantityLabel(2.7)).toBe('2 items');
    expect(cartQuantityLabel(NaN)).toBe('0 items');
  });
});

describe('cart badge (spec §9: caps at 100 shown as "100+"; §8 speech)', () => {
  it('shows the count up to 100 and "100+" above', () => {
    expect(cartBadgeText(7)).toBe('7');
    expect(cartBadgeText(100)).toBe('100');
    expect(cartBadgeText(101)).toBe('100+');
  });

  it('speaks the count, and "More than 100 items in cart" above 100', () => {
    expect(cartBadgeSpeech(1)).toBe('1 item in cart');
    expect(cartBadgeSpeech(100)).toBe('100 items in cart');
    expect(cartBadgeSpeech(250)).toBe('More than 100 items in cart');
  });

  it('an infinite count is past the cap, not zero', () => {
    expect(cartBadgeText(Infinity)).toBe('100+');
    expect(cartBadgeSpeech(Infinity)).toBe('More than 100 items in cart');
  });
});

describe('recurring price phrases (spec §3 Product: billingPeriod, numBillingCycles)', () => {
  const price = { value: '10', currency: 'USD' };

  it('says "every month" for a period of one', () => {
    expect(recurringPricePhrase(price, { billingPeriod: { value: 1, unit: 'month' }, numBillingCycles: 0 })).toBe(
      '$10.00 every month',
    );
  });

  it('counts periods longer than one', () => {
    expect(billingPeriodPhrase({ value: 2, unit: 'week' })).toBe('every 2 weeks');
    expect(billingPeriodPhrase({ value: 3, unit: 'year' })).toBe('every 3 years');
  });

  it('adds how long the plan runs when it has a number of cycles', () => {
    const plan = { billingPeriod: { value: 1, unit: 'month' }, numBillingCycles: 6 };
    expect(recurringPricePhrase(price, plan)).toBe('$10.00 every month for 6 months');
    expect(billingDurationPhrase({ billingPeriod: { value: 2, unit: 'week' }, numBillingCycles: 3 })).toBe(
      'for 6 weeks',
    );
    expect(billingDurationPhrase({ billingPeriod: { value: 1, unit: 'year' }, numBillingCycles: 1 })).toBe(
      'for 1 year',
    );
  });

  it('says nothing about duration for 0 cycles (indefinite) or none given', () => {
    expect(billingDurationPhrase({ billingPeriod: { value: 1, unit: 'month' }, numBillingCycles: 0 })).toBe('');
    expect(billingDurationPhrase({ billingPeriod: { value: 1, unit: 'month' } })).toBe('');
  });

  it('reads an unknown unit as a month and a period below one as one', () => {
    expect(billingPeriodPhrase({ value: 1, unit: 'fortnight' })).toBe('every month');
    expect(billingPeriodPhrase({ value: 0, unit: 'WEEK' })).toBe('every week');
  });

  it('formats the price with the money options', () => {
    const plan = { billingPeriod: { value: 1, unit: 'year' } };
    expect(recurringPricePhrase({ value: '99.99', currency: 'NOK' }, plan, { hideCents: true })).toBe(
      '100 kr every year',
    );
  });

  it('throws the formatMoney TypeError for a price that is not money', () => {
    expect(() => recurringPricePhrase(10, { billingPeriod: { value: 1, unit: 'month' } })).toThrow(
      'formatMoney requires a money object',
    );
  });
});
