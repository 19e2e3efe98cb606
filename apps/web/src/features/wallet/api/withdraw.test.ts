import { errorCatalogue } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { promotionTriggerOf } from './withdraw';

const refusal = (data: unknown) =>
  new ApiError('x', { code: errorCatalogue.WITHDRAW_PROMOTION_ACTIVE.code, httpStatus: 409, data });

describe('promotionTriggerOf', () => {
  const expected = {
    isTrigger: true,
    promotionName: 'ฝากแรกของวัน',
    currentTurnover: '250.00',
    turnoverTarget: '1000.00',
  };

  it('reads the contract shape: the fields beside isTrigger', () => {
    expect(promotionTriggerOf(refusal(expected))).toEqual(expected);
  });

  it('reads a nested promotion too: {isTrigger, promotion: {…}}', () => {
    const { isTrigger, ...promotion } = expected;
    expect(promotionTriggerOf(refusal({ isTrigger, promotion }))).toEqual(expected);
  });

  it('is undefined for any other error; bad amounts fall back to the spec defaults', () => {
    expect(promotionTriggerOf(refusal(null))).toBeUndefined();
    expect(promotionTriggerOf(new Error('x'))).toBeUndefined();
    expect(promotionTriggerOf(refusal({ isTrigger: true, currentTurnover: 12 }))).toEqual({
      isTrigger: true,
      promotionName: '',
      currentTurnover: '0.00',
      turnoverTarget: '100.00',
    });
  });
});
