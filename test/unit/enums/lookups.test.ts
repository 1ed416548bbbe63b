import * as enums from '../../../src/core/enums';
import {
  ALTERNATE_BLOCK_TYPES,
  BLOCK_TYPES,
  alternateBlockTypeName,
  blockTypeName,
  contentItemTypeName,
  contributorRoleName,
  isBlockType,
  isCollectionType,
  isValueOf,
  isViewerOnly,
  itemPublishStatusName,
  keyOf,
  measurementStandardName,
  pageTypeName,
  pageTypeOrDefault,
  productTypeName,
  specialPageKindName,
  valueOr,
  websiteStatusName,
  websiteTypeName,
  workflowStateLabel,
} from '../../../src/core/enums';

describe('the lookup helpers', () => {
  const table = { A: 1, B: 'b' } as const;
  it('find a value and its key, and fall back for anything else', () => {
    expect(isValueOf(table, 1)).toBe(true);
    expect(isValueOf(table, '1')).toBe(false);
    expect(valueOr(table, 'b', 'x')).toBe('b');
    expect(valueOr(table, 'c', 'x')).toBe('x');
    expect(keyOf(table, 1, undefined)).toBe('A');
    expect(keyOf(table, 'toString', undefined)).toBeUndefined();
  });
});

describe('page types (spec §2)', () => {
  it('know every code of the table', () => {
    expect(Object.values(enums.PAGE_TYPES)).toEqual([
      1, 2, 3, 50, 100, 101, 102, 103, 104, 105, 106, 200, 201, 202, 203, 204, 205, 206, 207, 208, 209, 300, 301,
    ]);
    expect(pageTypeName(50)).toBe('CONTENT_ITEM');
    expect(pageTypeName(209)).toBe('REVIEWS_REQUEST');
  });

  it('read an unknown or missing page type as 2 (page)', () => {
    expect(pageTypeOrDefault(999)).toBe(2);
    expect(pageTypeOrDefault('50')).toBe(2);
    expect(pageTypeOrDefault(undefined)).toBe(2);
    expect(pageTypeName(4)).toBe('PAGE');
  });

  it('list the untracked pages of §6', () => {
    expect(enums.UNTRACKED_PAGE_TYPES).toEqual([100, 103, 106]);
  });
});

describe('block types (spec §3: two lists that disagree)', () => {
  it('name the codes of the first list', () => {
    expect(BLOCK_TYPES).toMatchObject({
      FORM: 9,
      BUTTON: 53,
      SUMMARY_V2: 55,
      OPENTABLE_V2: 66,
      ACCORDION: 69,
      MARQUEE: 70,
    });
    expect(blockTypeName(69)).toBe('ACCORDION');
    expect(blockTypeName(68)).toBe('TOCK');
  });

  it('accept any whole number in 1-70, named or not', () => {
    expect(isBlockType(1)).toBe(true);
    expect(isBlockType(70)).toBe(true);
    expect(isBlockType(0)).toBe(false);
    expect(isBlockType(71)).toBe(false);
    expect(isBlockType(9.5)).toBe(false);
    expect(isBlockType('9')).toBe(false);
    expect(blockTypeName(12)).toBeUndefined();
  });

  it('keep the alternate list 1-20, where form is 16', () => {
    expect(Object.values(ALTERNATE_BLOCK_TYPES)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(alternateBlockTypeName(16)).toBe('FORM');
    expect(alternateBlockTypeName(9)).toBe('NAVIGATION');
    expect(alternateBlockTypeName(21)).toBeUndefined();
  });
});

describe('content enumerations (spec §3)', () => {
  it('collection types are whole numbers 1-24', () => {
    expect(isCollectionType(1)).toBe(true);
    expect(isCollectionType(24)).toBe(true);
    expect(isCollectionType(25)).toBe(false);
    expect(isCollectionType(0)).toBe(false);
  });

  it('content item types name known codes and call the rest OTHER', () => {
    expect(contentItemTypeName(22)).toBe('PROSE_MIRROR_TEXT');
    expect(contentItemTypeName(62)).toBe('LESSON');
    expect(contentItemTypeName(3)).toBe('OTHER');
  });

  it('special page kinds', () => {
    expect(specialPageKindName(3)).toBe('POPUP_OVERLAY');
    expect(specialPageKindName(4)).toBeUndefined();
  });

  it('link types carry the editor labels', () => {
    expect(Object.values(enums.LINK_TYPES)).toEqual(['Page', 'Web Address', 'Email', 'Phone', 'File']);
  });
});

describe('workflow states (spec §3: anything else = Unsupported)', () => {
  it.each([
    ['PUBLISHED', 'Available'],
    ['SCHEDULED', 'Scheduled'],
    ['DRAFT', 'Hidden'],
    ['X', 'Unsupported'],
    ['published', 'Unsupported'],
    ['toString', 'Unsupported'],
    [undefined, 'Unsupported'],
  ])('%s → %s', (state, label) => {
    expect(workflowStateLabel(state)).toBe(label);
  });
});

describe('item publish status and visibility (spec §3)', () => {
  it('numbers publish statuses 1-6', () => {
    expect(itemPublishStatusName(3)).toBe('NEEDS_REVIEW');
    expect(itemPublishStatusName(6)).toBe('DELETED');
    expect(itemPublishStatusName(7)).toBeUndefined();
    expect(enums.VISIBILITY_NAMES.NEEDS_REVIEW).toBe('needs_review');
  });
});

describe('website enumerations (spec §3)', () => {
  it('statuses skip 9 and 10', () => {
    expect(websiteStatusName(11)).toBe('LINKED');
    expect(websiteStatusName(14)).toBe('RESOLD_GRACE_PERIOD');
    expect(websiteStatusName(9)).toBeUndefined();
  });

  it('types and versions', () => {
    expect(websiteTypeName(3)).toBe('PARKING_PAGE');
    expect(websiteTypeName(6)).toBeUndefined();
    expect(enums.WEBSITE_VERSIONS).toEqual(['7', '7.1', '8']);
  });
});

describe('commerce enumerations (spec §3 Product)', () => {
  it('read a product type from its string or its number', () => {
    expect(productTypeName('DIGITAL')).toBe('DIGITAL');
    expect(productTypeName('gift_card')).toBe('GIFT_CARD');
    expect(productTypeName(2)).toBe('DIGITAL');
    expect(productTypeName(3)).toBe('SERVICE');
    expect(productTypeName(5)).toBe('PAYWALL');
  });

  it('leave an unknown product type unknown', () => {
    expect(productTypeName('BOOK')).toBeUndefined();
    expect(productTypeName(6)).toBeUndefined();
  });

  it('measurement standards: imperial 1 (lbs, inches), metric 2 (kg, cm)', () => {
    expect(measurementStandardName(1)).toBe('IMPERIAL');
    expect(enums.MEASUREMENT_STANDARDS.METRIC).toEqual({ code: 2, weight: 'kg', length: 'cm' });
    expect(measurementStandardName(3)).toBeUndefined();
  });
});

describe('contributor roles (spec §6)', () => {
  it('name role codes and leave 5 unused', () => {
    expect(contributorRoleName(1)).toBe('ADMIN');
    expect(contributorRoleName(13)).toBe('SCHEDULING_EDITOR');
    expect(contributorRoleName(5)).toBeUndefined();
  });

  it('a viewer-only account has only role 10', () => {
    expect(isViewerOnly([10])).toBe(true);
    expect(isViewerOnly([10, 10])).toBe(true);
    expect(isViewerOnly([10, 4])).toBe(false);
    expect(isViewerOnly([])).toBe(false);
  });
});
