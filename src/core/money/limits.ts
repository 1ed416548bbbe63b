/** Product limits (spec §5 "Validation rules", §9 "Money"). */

/** The largest product price, in minor units (spec §5: 100,000,000). */
export const MAX_PRODUCT_PRICE = 100_000_000;

/** The longest SKU, in characters (spec §5: 60). */
export const MAX_SKU_LENGTH = 60;
