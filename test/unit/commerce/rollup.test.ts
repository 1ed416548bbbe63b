/** spec §8 "Console-only": a missing commerce rollup warns and exits. */
import type { FeatureContext } from '../../../src/core/types';
import { start } from '../../../src/features/cart-page/start-cart-page';
import { commerceRollupMissing, MISSING_COMMERCE_ROLLUP } from '../../../src/shared/commerce/rollup';

const WARNING = `[site-runtime] ${MISSING_COMMERCE_ROLLUP}`;

describe('the commerce rollup', () => {
  it('rollups listed without a commerce one: one warning, and commerce does nothing', () => {
    const log = { warn: jest.fn() };
    expect(commerceRollupMissing({ rollups: { 'site-bundle': {} } }, log)).toBe(true);
    expect(log.warn).toHaveBeenCalledWith(WARNING);
  });

  it.each([
    ['rollups absent', undefined],
    ['the commerce rollup listed', { 'squarespace-commerce': { js: '/c.js' } }],
  ])('%s: commerce runs, nothing said', (_, rollups) => {
    const log = { warn: jest.fn() };
    expect(commerceRollupMissing({ rollups }, log)).toBe(false);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('the cart page exits without touching its root or calling the cart', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const fetch = jest.fn();
    window.fetch = fetch;
    document.body.innerHTML = '<div id="sqs-cart-root"></div>';
    const page = { rollups: { other: {} } } as unknown as FeatureContext['page'];
    expect(start({ page, report: jest.fn() } as unknown as FeatureContext)).toBeUndefined();
    expect(document.body.innerHTML).toBe('<div id="sqs-cart-root"></div>');
    expect(fetch).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(WARNING);
    warn.mockRestore();
  });
});
