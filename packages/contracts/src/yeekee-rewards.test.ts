import { describe, expect, it } from 'vitest';
import { th } from './messages';
import {
  updateYeekeeMarketRequestSchema,
  yeekeeMarketDefaults,
  yeekeeShooterRewardsInputSchema,
} from './yeekee';

const issues = (value: unknown) =>
  yeekeeShooterRewardsInputSchema
    .safeParse(value)
    .error?.issues.map(({ path, message }) => ({ path, message }));

describe('Yeekee shooter rewards as staff send them', () => {
  it("accepts rewards that are off with a market's stored zeros, so its other settings can be saved", () => {
    const off = { enabled: false, positions: [], amount: '0.00', minStake: '0.00' };
    expect(yeekeeShooterRewardsInputSchema.parse(off)).toEqual({ ...off, amount: 0n, minStake: 0n });
    const market = { name: 'จับยี่กี', isEnabled: true, ...yeekeeMarketDefaults, shooterRewards: off };
    expect(updateYeekeeMarketRequestSchema.safeParse(market).success).toBe(true);
  });

  it('asks for a position and amounts above zero once they are on, in Thai', () => {
    expect(issues({ enabled: true, positions: [], amount: '0', minStake: '0.00' })).toEqual([
      { path: ['positions'], message: 'กรุณาระบุตำแหน่งที่ได้รางวัลอย่างน้อย 1 ตำแหน่ง' },
      { path: ['amount'], message: th.amountInvalid },
      { path: ['minStake'], message: th.amountInvalid },
    ]);
    expect(
      yeekeeShooterRewardsInputSchema.parse({
        enabled: true,
        positions: [1, 16],
        amount: '50',
        minStake: 20,
      }),
    ).toEqual({ enabled: true, positions: [1, 16], amount: 5000n, minStake: 2000n });
  });

  it('refuses a malformed amount whether on or off', () => {
    expect(issues({ enabled: false, positions: [], amount: '1.005', minStake: '0' })).toEqual([
      { path: ['amount'], message: th.amountInvalid },
    ]);
  });
});
