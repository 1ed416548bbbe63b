import { AUTOCOMPLETE_DEBOUNCE_MS, createAddressAutocomplete } from '../../../src/blocks/form/address-autocomplete';
import { usesAutocomplete } from '../../../src/blocks/form/address-autocomplete-start';
import { readFields } from '../../../src/blocks/form/fields';
import { DataLayerError } from '../../../src/core/data-layer';
import { PLACES_AUTOCOMPLETE_PATH, PLACES_DETAILS_PATH } from '../../../src/core/site-calls/places';
import { advance, useFakeClock } from '../fake-clock';

useFakeClock();

const ADDRESS = `<fieldset class="form-item fields address" id="address-1"><legend class="title">Address</legend>
  ${['address1', 'address2', 'city', 'state-province', 'zip', 'country']
    .map(
      (part) =>
        `<div class="field ${part}"><label>${part}<input type="text" class="field-element" name="${part}"></label></div>`,
    )
    .join('')}</fieldset>`;

const PREDICTIONS = {
  predictions: [
    { placeId: 'p1', description: '1 Broadway, New York' },
    { placeId: 'p2', description: '2 Broadway' },
  ],
};
const DETAILS = {
  result: { addressComponents: { line1: '1 Broadway', city: 'New York', state: 'NY', zip: '10004', country: 'US' } },
};

type Call = { method: string; path: string; query: Record<string, unknown>; signal?: AbortSignal };

/** A data layer whose answers the test gives: a function per path. */
function setup(
  answer: (call: Call) => Promise<unknown> = (call) =>
    Promise.resolve(call.path === PLACES_DETAILS_PATH ? DETAILS : PREDICTIONS),
) {
  document.body.innerHTML = `<form>${ADDRESS}</form>`;
  const html = document.body.innerHTML;
  const [field] = readFields(document.querySelector('form')!);
  const input = field.parts[0].control as HTMLInputElement;
  const calls: Call[] = [];
  const layer = {
    request: jest.fn(
      (method: string, path: string, options: { query: Record<string, unknown>; signal?: AbortSignal }) => {
        const call = { method, path, query: options.query, signal: options.signal };
        calls.push(call);
        return answer(call);
      },
    ),
  } as never;
  const report = jest.fn();
  const autocomplete = createAddressAutocomplete({ input, parts: field.parts, report, layer, timers: globalThis });
  input.focus();
  const type = async (value: string) => {
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await advance(AUTOCOMPLETE_DEBOUNCE_MS);
  };
  const key = (name: string) =>
    input.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));
  const options = () => Array.from(document.querySelectorAll('[role=option]'));
  const value = (name: string) => (document.querySelector(`input[name=${name}]`) as HTMLInputElement).value;
  return { html, input, calls, report, autocomplete, type, key, options, value };
}

describe('which address fields opt in (docs/blocks/form.md "Address autocomplete")', () => {
  const field = (attrs = '') => {
    document.body.innerHTML = `<form>${ADDRESS.replace('id="address-1"', `id="address-1" ${attrs}`)}</form>`;
    return readFields(document.querySelector('form')!)[0];
  };
  it('the block JSON entry with the field id says so, before the markup', () => {
    expect(usesAutocomplete(field(), { fields: [{ id: 'address-1', autocomplete: true }] })).toBe(true);
    expect(
      usesAutocomplete(field('data-autocomplete="true"'), { fields: [{ id: 'address-1', autocomplete: false }] }),
    ).toBe(false);
    expect(usesAutocomplete(field(), { fields: [{ id: 'other', autocomplete: true }] })).toBe(false);
  });
  it('without an entry, the data-autocomplete attribute; else off', () => {
    expect(usesAutocomplete(field('data-autocomplete="true"'), {})).toBe(true);
    expect(usesAutocomplete(field(), {})).toBe(false);
    expect(usesAutocomplete(field(), { fields: 'nonsense' })).toBe(false);
  });
});

describe('suggestions as the visitor types', () => {
  it('asks once after the quiet time, with the tracking context, and lists the predictions', async () => {
    const { input, calls, type, options } = setup();
    input.value = '1 B';
    input.dispatchEvent(new Event('input'));
    await type('1 Broad');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'GET',
      path: PLACES_AUTOCOMPLETE_PATH,
      query: { input: '1 Broad', productPage: 'form', productSection: 'address' },
    });
    expect(options().map((o) => o.textContent)).toEqual(['1 Broadway, New York', '2 Broadway']);
    expect(input.getAttribute('role')).toBe('combobox');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(document.querySelector('[role=status]')!.textContent).toBe('2 address suggestions');
  });

  it('fewer than three characters ask nothing', async () => {
    const { calls, type } = setup();
    await type('1 ');
    expect(calls).toHaveLength(0);
  });

  it('a newer text aborts the older call: its late answer is dropped', async () => {
    const pending: { call: Call; resolve(value: unknown): void }[] = [];
    const { type, options } = setup((call) => new Promise((resolve) => pending.push({ call, resolve })));
    await type('1 Bro');
    await type('2 Bro');
    expect(pending[0].call.signal?.aborted).toBe(true);
    pending[1].resolve({ predictions: [{ placeId: 'n', description: 'Newer' }] });
    pending[0].resolve(PREDICTIONS);
    await advance(0);
    expect(options().map((o) => o.textContent)).toEqual(['Newer']);
  });

  it('a failed call closes nothing it should not: no list, no report, the text stays', async () => {
    const { input, report, type, options } = setup(() =>
      Promise.reject(new DataLayerError('server', 'boom', { url: '' })),
    );
    await type('1 Broad');
    expect(options()).toHaveLength(0);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.value).toBe('1 Broad');
    expect(report).not.toHaveBeenCalled();
  });
});

describe('choosing a suggestion fills the parts', () => {
  it('Down then Enter calls details with the place and the context, and fills line 1, city, state, ZIP, country', async () => {
    const { calls, type, key, value, input } = setup();
    await type('1 Broad');
    key('ArrowDown');
    expect(key('Enter')).toBe(false); // prevented: the form does not submit
    await advance(0);
    expect(calls[1]).toMatchObject({
      path: PLACES_DETAILS_PATH,
      query: { placeId: 'p1', productPage: 'form', productSection: 'address' },
    });
    expect(['address1', 'address2', 'city', 'state-province', 'zip', 'country'].map(value)).toEqual([
      '1 Broadway',
      '',
      'New York',
      'NY',
      '10004',
      'US',
    ]);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('Escape closes the list and is consumed; with the list closed it is left to the page', async () => {
    const { input, type, key, options } = setup();
    await type('1 Broad');
    expect(key('Escape')).toBe(false);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(options().filter((option) => !option.closest('[hidden]'))).toHaveLength(0);
    expect(key('Escape')).toBe(true);
    expect(input.value).toBe('1 Broad');
  });

  it('Enter without an active option lets the form submit', async () => {
    const { type, key } = setup();
    await type('1 Broad');
    expect(key('Enter')).toBe(true);
  });

  it('a failed details call keeps what was typed; a malformed answer is reported', async () => {
    const failing = setup((call) =>
      call.path === PLACES_DETAILS_PATH
        ? Promise.reject(new DataLayerError('server', 'x', { url: '' }))
        : Promise.resolve(PREDICTIONS),
    );
    await failing.type('1 Broad');
    failing.key('ArrowDown');
    failing.key('Enter');
    await advance(0);
    expect(failing.value('address1')).toBe('1 Broad');
    expect(failing.value('city')).toBe('');
    expect(failing.report).not.toHaveBeenCalled();

    const malformed = setup((call) => Promise.resolve(call.path === PLACES_DETAILS_PATH ? {} : PREDICTIONS));
    await malformed.type('1 Broad');
    malformed.key('ArrowDown');
    malformed.key('Enter');
    await advance(0);
    expect(malformed.value('address1')).toBe('1 Broad');
    expect(malformed.report).toHaveBeenCalledTimes(1);
  });

  it('an answer that comes after the visitor typed on is dropped', async () => {
    let resolveDetails: (value: unknown) => void = () => undefined;
    const { type, key, value, input } = setup((call) =>
      call.path === PLACES_DETAILS_PATH
        ? new Promise((resolve) => (resolveDetails = resolve))
        : Promise.resolve(PREDICTIONS),
    );
    await type('1 Broad');
    key('ArrowDown');
    key('Enter');
    input.value = '1 Broadw';
    input.dispatchEvent(new Event('input'));
    resolveDetails(DETAILS);
    await advance(0);
    expect(value('address1')).toBe('1 Broadw');
    expect(value('city')).toBe('');
  });
});

describe('destroy', () => {
  it('puts the server markup back', async () => {
    const { html, type, autocomplete } = setup();
    await type('1 Broad');
    autocomplete.destroy();
    expect(document.body.innerHTML).toBe(html);
  });
});
