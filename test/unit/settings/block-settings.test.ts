import { readAttributeBoolean, readBlockSettings, readNumber, readOneOf } from '../../../src/shared/block-settings';

describe('readNumber', () => {
  it.each<[unknown, Parameters<typeof readNumber>[1], number | undefined]>([
    [5, {}, 5],
    [' 2.5 ', {}, 2.5],
    ['', {}, undefined],
    ['  ', {}, undefined],
    ['abc', {}, undefined],
    [NaN, {}, undefined],
    [Infinity, {}, undefined],
    [true, {}, undefined],
    [-1, { min: 0 }, undefined],
    [0, { min: 0 }, 0],
    [11, { max: 10 }, undefined],
    ['250px', { integer: true }, 250],
    ['3.9', { integer: true }, 3],
    [3.9, { integer: true }, 3],
    ['0', { min: 1, integer: true }, undefined],
    ['px', { integer: true }, undefined],
  ])('%p with %p → %p', (value, rule, expected) => {
    expect(readNumber(value, rule)).toBe(expected);
  });
});

describe('readOneOf', () => {
  const THEMES = ['light', 'dark'] as const;
  it.each<[unknown, string | undefined]>([
    ['light', 'light'],
    [' Dark ', 'dark'],
    ['LIGHT', 'light'],
    ['grey', undefined],
    ['', undefined],
    [1, undefined],
    [null, undefined],
  ])('%p → %p (the canonical spelling)', (value, expected) => {
    expect(readOneOf(value, THEMES)).toBe(expected);
  });
});

describe('readBlockSettings: every setting falls back to the spec’s default', () => {
  it('reads each kind of value', () => {
    const settings = readBlockSettings({ open: 'true', count: '4', theme: 'Dark', title: 'Hi', size: 12 });
    expect(settings.boolean('open', false)).toBe(true);
    expect(settings.number('count', 1, { integer: true })).toBe(4);
    expect(settings.oneOf('theme', ['light', 'dark'], 'light')).toBe('dark');
    expect(settings.text('title', '')).toBe('Hi');
    expect(settings.text('size', '')).toBe('12');
    expect(settings.invalid).toEqual([]);
  });

  it('absent, null and empty values take the default and are not invalid', () => {
    const settings = readBlockSettings({ a: null, b: '' });
    expect([settings.boolean('a', true), settings.number('b', 7), settings.text('c', 'x')]).toEqual([true, 7, 'x']);
    expect(settings.invalid).toEqual([]);
  });

  it('unreadable values take the default and are listed, in the order read', () => {
    const settings = readBlockSettings({ open: 'yes', count: 'many', theme: 'grey', title: {} });
    expect(settings.oneOf('theme', ['light', 'dark'], 'light')).toBe('light');
    expect(settings.boolean('open', false)).toBe(false);
    expect(settings.number('count', 3)).toBe(3);
    expect(settings.text('title', 'T')).toBe('T');
    expect(settings.invalid).toEqual(['theme', 'open', 'count', 'title']);
  });

  it('a setting the builder writes under several names: the first present wins, its name listed if unreadable', () => {
    const settings = readBlockSettings({ 'thumbnails-per-row': 3, labels: 'maybe', showControls: '' });
    expect(settings.number(['thumbnailsPerRow', 'thumbnails-per-row'], 4)).toBe(3);
    expect(settings.boolean(['showLabels', 'labels'], true)).toBe(true);
    // An empty value is absent: the next name is read.
    expect(settings.boolean(['showControls', 'controls'], false)).toBe(false);
    expect(settings.invalid).toEqual(['labels']);
  });

  it.each([null, undefined, 'text', 5, ['a']])('a config that is not an object (%p) reads as {}', (config) => {
    expect(readBlockSettings(config).boolean('open', true)).toBe(true);
  });
});

describe('readAttributeBoolean: a setting the 7.1 builder wrote as an attribute', () => {
  const list = (html: string) => {
    const holder = document.createElement('div');
    holder.innerHTML = html;
    return holder.firstElementChild;
  };

  it.each<[string, boolean | undefined]>([
    ['<ul data-flag="true"></ul>', true],
    ['<ul data-flag=" TRUE "></ul>', true],
    ['<ul data-flag="false"></ul>', false],
    ['<ul data-flag=""></ul>', false],
    ['<ul data-flag></ul>', false],
    ['<ul data-flag="yes"></ul>', undefined],
    ['<ul></ul>', undefined],
  ])("%s → %p (empty is the builder's false; absent leaves it to the JSON)", (html, expected) => {
    expect(readAttributeBoolean(list(html), 'data-flag')).toBe(expected);
  });

  it('reads a missing element as absent', () => {
    expect(readAttributeBoolean(null, 'data-flag')).toBeUndefined();
  });
});
