/** The widest amount a money box must show whole: 8 baht digits and satang. */
export const WIDEST_AMOUNT = '10000000.00';

/**
 * The CSS width of a money input: one `ch` (the width of "0"; digits are tabular) per character of
 * `WIDEST_AMOUNT` and one spare, plus the box's padding and border, so "10000000.00" is never cut
 * off whatever the font size. Used by every money box in a table (VIP levels, a product's limits).
 */
export const moneyInputWidth = `calc(${WIDEST_AMOUNT.length + 1}ch + 1.75rem)`;
