import { drawShortRef, SHORT_REF_DRAWS } from '#platform/ids/short-ref';

/** Draws before giving up; a collision is already rare, so the loop ends on the first draw. */
export const PAYMENT_REF_DRAWS = SHORT_REF_DRAWS;

/** A member-visible payment reference: `D…` for a deposit, `W…` for a withdrawal. */
export const drawPaymentRef = (prefix: 'D' | 'W'): string => drawShortRef(prefix);
