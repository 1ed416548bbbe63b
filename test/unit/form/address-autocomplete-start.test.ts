/**
 * The lazy start of the address autocomplete (docs/blocks/form.md "Address
 * autocomplete"): the chunk is asked for only at the first focus of or input
 * in an opted-in address line 1, once, and the form's undo stops it whether
 * it has arrived or not. The chunk is mocked: what it does is
 * address-autocomplete.test.ts's.
 */
import type { AddressAutocompleteOptions } from '../../../src/blocks/form/address-autocomplete';
import { armAddressAutocomplete } from '../../../src/blocks/form/address-autocomplete-start';
import { readFields } from '../../../src/blocks/form/fields';
import { createMarkupUndo } from '../../../src/shared/markup-undo';

// `mock…`: the only names jest lets a hoisted jest.mock factory reach.
const mockDestroy = jest.fn();
const mockCreate = jest.fn((_options: AddressAutocompleteOptions) => ({ destroy: mockDestroy }));
jest.mock('../../../src/blocks/form/address-autocomplete', () => ({
  createAddressAutocomplete: (options: AddressAutocompleteOptions) => mockCreate(options),
}));

const address = (id: string, prefix = '') =>
  `<fieldset class="form-item fields address" id="${id}"><legend>Address</legend>
  ${['address1', 'city']
    .map((part) => `<div class="field ${part}"><label>${part}<input type="text" name="${prefix}${part}"></label></div>`)
    .join('')}</fieldset>`;

/** Two address fields, `shipping` opted in by the block JSON; armed. */
function arm() {
  document.body.innerHTML = `<form>${address('shipping')}${address('billing', 'billing-')}</form>`;
  const undo = createMarkupUndo();
  const report = jest.fn();
  armAddressAutocomplete(
    readFields(document.querySelector('form')!),
    { fields: [{ id: 'shipping', autocomplete: true }] },
    undo,
    report,
  );
  const input = (name: string) => document.querySelector(`input[name=${name}]`) as HTMLInputElement;
  return { undo, report, shipping: input('address1'), billing: input('billing-address1') };
}

/** Let the mocked `import()` settle (a few promise turns, no timers). */
const settle = async () => {
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
};

beforeEach(() => {
  mockCreate.mockClear();
  mockDestroy.mockClear();
});

describe('the autocomplete starts only at an opted-in address line 1', () => {
  it('nothing at arming, nothing at a plain address field; once at the first focus', async () => {
    const { shipping, billing, report } = arm();
    billing.focus();
    billing.dispatchEvent(new Event('input', { bubbles: true }));
    await settle();
    expect(mockCreate).not.toHaveBeenCalled();
    shipping.focus();
    shipping.dispatchEvent(new Event('input', { bubbles: true }));
    shipping.blur();
    shipping.focus();
    await settle();
    expect(mockCreate).toHaveBeenCalledTimes(1);
    expect(mockCreate.mock.calls[0][0]).toMatchObject({ input: shipping, typed: false });
    expect(report).not.toHaveBeenCalled();
  });

  it('started by typing (focus came before the form): it asks at once for what is there', async () => {
    const { shipping } = arm();
    shipping.dispatchEvent(new Event('input', { bubbles: true }));
    await settle();
    expect(mockCreate.mock.calls[0][0]).toMatchObject({ typed: true });
  });
});

describe("the form's undo stops it", () => {
  it('after it arrived: destroyed, and a later focus starts nothing', async () => {
    const { shipping, undo } = arm();
    shipping.focus();
    await settle();
    undo.restore();
    expect(mockDestroy).toHaveBeenCalledTimes(1);
    shipping.blur();
    shipping.focus();
    await settle();
    expect(mockCreate).toHaveBeenCalledTimes(1);
  });

  it('before it arrived: it never starts', async () => {
    const { shipping, undo } = arm();
    shipping.focus();
    undo.restore();
    await settle();
    expect(mockCreate).not.toHaveBeenCalled();
  });
});
