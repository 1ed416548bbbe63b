import { CURRENCIES, CURRENCY_CODES, formatMoney, isMoney } from '../../../src/core/money';

describe('currency table (spec §3 Currencies)', () => {
  it('supports the 27 codes the longer reading lists, in its order', () => {
    expect(CURRENCY_CODES).toEqual([
      'EUR',
      'USD',
      'AUD',
      'NOK',
      'CAD',
      'NZD',
      'DKK',
      'GBP',
      'HKD',
      'CHF',
      'MXN',
      'SGD',
      'SEK',
      'CZK',
      'ILS',
      'PHP',
      'RUB',
      'PLN',
      'THB',
      'MYR',
      'ARS',
      'BRL',
      'COP',
      'IDR',
      'INR',
      'JPY',
      'ZAR',
    ]);
  });

  it('uses 2 fraction digits for every currency except JPY, which has 0', () => {
    for (const code of CURRENCY_CODES) {
      expect(CURRENCIES[code].fractionDigits).toBe(code === 'JPY' ? 0 : 2);
    }
  });

  it('gives every currency a symbol and a template with both placeholders', () => {
    for (const code of CURRENCY_CODES) {
      const { symbol, template } = CURRENCIES[code];
      expect(symbol.length).toBeGreaterThan(0);
      expect(template).toContain('{symbol}');
      expect(template).toContain('{amount}');
    }
  });
});

describe('formatMoney: separators and rounding (spec §3, §9 Money)', () => {
  it('groups thousands with "," and uses "." for decimals', () => {
    expect(formatMoney({ value: '1234567.5', currency: 'USD' })).toBe('$1,234,567.50');
  });

  it('rounds to the currency fraction digits, half away from zero', () => {
    expect(formatMoney({ value: '10.005', currency: 'USD' })).toBe('$10.01');
    expect(formatMoney({ value: '10.004', currency: 'EUR' })).toBe('€10.00');
    expect(formatMoney({ value: '-10.005', currency: 'USD' })).toBe('-$10.01');
    expect(formatMoney({ value: '1234.5', currency: 'JPY' })).toBe('¥1,235');
  });

  it('keeps every digit of a 15-digit decimal string', () => {
    expect(formatMoney({ value: '123456789012345.67', currency: 'USD' })).toBe('$123,456,789,012,345.67');
  });
});

describe('formatMoney: symbol templates', () => {
  it('puts kr after the amount', () => {
    expect(formatMoney({ value: 10, currency: 'NOK' })).toBe('10.00 kr');
    expect(formatMoney({ value: 10, currency: 'SEK' })).toBe('10.00 kr');
    expect(formatMoney({ value: 10, currency: 'DKK' })).toBe('10.00 kr');
  });

  it('puts other symbols before the amount', () => {
    expect(formatMoney({ value: 10, currency: 'GBP' })).toBe('£10.00');
    expect(formatMoney({ value: 10, currency: 'AUD' })).toBe('A$10.00');
    expect(formatMoney({ value: 10, currency: 'CHF' })).toBe('CHF 10.00');
  });

  it('puts the minus sign before the whole amount, and never shows -0', () => {
    expect(formatMoney({ value: -5, currency: 'USD' })).toBe('-$5.00');
    expect(formatMoney({ value: -5, currency: 'NOK' })).toBe('-5.00 kr');
    expect(formatMoney({ value: '-0.001', currency: 'USD' })).toBe('$0.00');
    expect(formatMoney({ value: -0, currency: 'USD' })).toBe('$0.00');
  });
});

describe('formatMoney: the minor-unit shape', () => {
  it('reads cents as hundredths, and JPY cents as yen', () => {
    expect(formatMoney({ cents: 123456, currency: 'USD' })).toBe('$1,234.56');
    expect(formatMoney({ cents: 5, currency: 'USD' })).toBe('$0.05');
    expect(formatMoney({ cents: -5, currency: 'USD' })).toBe('-$0.05');
    expect(formatMoney({ cents: 1500, currency: 'JPY' })).toBe('¥1,500');
  });
});

describe('formatMoney: hidden cents', () => {
  it('drops the fraction, rounding to whole units', () => {
    expect(formatMoney({ value: '10.00', currency: 'USD' }, { hideCents: true })).toBe('$10');
    expect(formatMoney({ value: '10.49', currency: 'USD' }, { hideCents: true })).toBe('$10');
    expect(formatMoney({ value: '10.50', currency: 'USD' }, { hideCents: true })).toBe('$11');
  });
});

describe('formatMoney: 15 integer digits by default', () => {
  it('accepts 15 integer digits', () => {
    expect(formatMoney({ value: '999999999999999', currency: 'USD' })).toBe('$999,999,999,999,999.00');
  });

  it('throws a RangeError past 15, counting after rounding', () => {
    expect(() => formatMoney({ value: '1000000000000000', currency: 'USD' })).toThrow(RangeError);
    expect(() => formatMoney({ value: '999999999999999.999', currency: 'USD' })).toThrow(/16 integer digits/);
  });

  it('takes another limit from the options', () => {
    expect(() => formatMoney({ value: 12345, currency: 'USD' }, { maxIntegerDigits: 4 })).toThrow(RangeError);
    expect(formatMoney({ value: 1234, currency: 'USD' }, { maxIntegerDigits: 4 })).toBe('$1,234.00');
  });
});

describe('formatMoney: what is not a money object', () => {
  it.each([
    ['undefined', undefined],
    ['a number', 10],
    ['a string', '$10'],
    ['null', null],
    ['an array', [10, 'USD']],
  ])('throws "formatMoney requires a money object" for %s', (_name, value) => {
    expect(() => formatMoney(value)).toThrow(new TypeError('formatMoney requires a money object'));
  });

  it('names an unsupported currency instead of guessing one', () => {
    expect(() => formatMoney({ value: 1, currency: 'XYZ' })).toThrow(/supported currency \(got XYZ\)/);
    expect(() => formatMoney({ value: 1 })).toThrow(TypeError);
  });

  it('refuses a value that is not a finite number or a decimal string', () => {
    for (const value of [NaN, Infinity, '12abc', '', '1,000', null]) {
      expect(() => formatMoney({ value, currency: 'USD' })).toThrow(/finite number or a decimal string/);
    }
  });

  it('reads the currency code in any case', () => {
    expect(formatMoney({ value: 1, currency: 'usd' })).toBe('$1.00');
  });

  it('isMoney agrees with formatMoney', () => {
    expect(isMoney({ value: '1.00', currency: 'USD' })).toBe(true);
    expect(isMoney({ cents: 100, currency: 'EUR' })).toBe(true);
    expect(isMoney({ cents: 'x', currency: 'EUR' })).toBe(false);
    expect(isMoney({ value: 1, currency: 'XXX' })).toBe(false);
  });
});
