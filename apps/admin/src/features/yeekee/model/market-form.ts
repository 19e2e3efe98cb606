import {
  type AdminYeekeeMarket,
  type CreateYeekeeMarketRequest,
  createYeekeeMarketRequestSchema,
  type UpdateYeekeeMarketRequest,
  updateYeekeeMarketRequestSchema,
  type YeekeeFormula,
  yeekeeFormulas,
  yeekeeMarketDefaults,
} from '@chokdee/contracts';
import { z } from 'zod';
import { yeekeeTh } from '../../../messages/yeekee';

/** What the market form's inputs hold: numbers from number inputs, the reward positions as typed ("1, 16"). */
export type MarketFormValues = {
  code: string;
  name: string;
  isEnabled: boolean;
  roundsPerDay: number;
  roundMinutes: number;
  firstCloseTime: string;
  shootWindowSeconds: number;
  minShots: number;
  maxShotsPerMember: number;
  shotCooldownSeconds: number;
  formula: YeekeeFormula;
  shooterRewards: { enabled: boolean; positions: string; amount: string; minStake: string };
};

/** The settings typed in number inputs (an empty one holds NaN). */
const numberFields = [
  'roundsPerDay',
  'roundMinutes',
  'shootWindowSeconds',
  'minShots',
  'maxShotsPerMember',
  'shotCooldownSeconds',
] as const;
export type NumberField = (typeof numberFields)[number];

/** A new market: the defaults of docs/domain/yeekee.md, shooter rewards off (positions: the last and the subtracted shot). */
export const newMarketValues = (): MarketFormValues => ({
  code: '',
  name: '',
  isEnabled: true,
  ...yeekeeMarketDefaults,
  shooterRewards: { enabled: false, positions: '1, 16', amount: '', minStake: '' },
});

export const marketFormValues = (market: AdminYeekeeMarket): MarketFormValues => ({
  code: market.code,
  name: market.name,
  isEnabled: market.isEnabled,
  roundsPerDay: market.roundsPerDay,
  roundMinutes: market.roundMinutes,
  firstCloseTime: market.firstCloseTime,
  shootWindowSeconds: market.shootWindowSeconds,
  minShots: market.minShots,
  maxShotsPerMember: market.maxShotsPerMember,
  shotCooldownSeconds: market.shotCooldownSeconds,
  formula: market.formula,
  shooterRewards: {
    enabled: market.shooterRewards.enabled,
    positions: market.shooterRewards.positions.join(', '),
    amount: market.shooterRewards.amount,
    minStake: market.shooterRewards.minStake,
  },
});

const formShape = z.object({
  code: z.string(),
  name: z.string(),
  isEnabled: z.boolean(),
  roundsPerDay: z.number().or(z.nan()),
  roundMinutes: z.number().or(z.nan()),
  firstCloseTime: z.string(),
  shootWindowSeconds: z.number().or(z.nan()),
  minShots: z.number().or(z.nan()),
  maxShotsPerMember: z.number().or(z.nan()),
  shotCooldownSeconds: z.number().or(z.nan()),
  formula: z.enum(yeekeeFormulas),
  shooterRewards: z.object({
    enabled: z.boolean(),
    positions: z.string(),
    amount: z.string(),
    minStake: z.string(),
  }),
});

/** "1, 16" → [1, 16]; the Thai message when it is not a list of whole numbers or repeats one. */
const parsePositions = (text: string): number[] | string => {
  const parts = text.split(/[\s,]+/).filter(Boolean);
  if (!parts.every((part) => /^[0-9]{1,6}$/.test(part))) return yeekeeTh.rewardPositionsInvalid;
  const positions = parts.map(Number);
  return new Set(positions).size === positions.length ? positions : yeekeeTh.rewardPositionsRepeated;
};

const settingsOf = (values: MarketFormValues) => ({
  name: values.name,
  roundsPerDay: values.roundsPerDay,
  roundMinutes: values.roundMinutes,
  firstCloseTime: values.firstCloseTime,
  shootWindowSeconds: values.shootWindowSeconds,
  minShots: values.minShots,
  maxShotsPerMember: values.maxShotsPerMember,
  shotCooldownSeconds: values.shotCooldownSeconds,
  formula: values.formula,
});

/** A contract issue's path as the form names its input (a bad position belongs to the positions input). */
const formPath = (path: readonly PropertyKey[]) =>
  (path[0] === 'shooterRewards' && path[1] === 'positions' ? path.slice(0, 2) : path).map(String);

/**
 * The form's check: the inputs, then the request built from them checked with the contract's own
 * schema (its ranges, its "rounds × minutes ≤ 24 hours" rule and its Thai messages), each issue on its
 * input. Comes out as the request body, amounts as typed (the server parses them to satang), with
 * whether it creates or updates.
 */
const checkedAgainst = <Mode extends 'create' | 'update', Request>(
  mode: Mode,
  contract: z.ZodType<unknown, Request>,
  build: (values: MarketFormValues, positions: number[]) => Request,
) =>
  formShape.transform((values, ctx): { mode: Mode; body: Request } => {
    const { enabled, positions: typed } = values.shooterRewards;
    // A new market leaves the rewards out while they are off; a saved one always sends them.
    const positions = enabled || mode === 'update' ? parsePositions(typed) : [];
    // Every input is checked in one pass: a wrong one (an empty number, positions that are not a
    // list) gets its own Thai message, and the contract's issues on it are left out.
    const wrong = new Set<string>();
    const flag = (path: string[], message: string) => {
      wrong.add(path.join('.'));
      ctx.addIssue({ code: 'custom', message, path });
    };
    for (const field of numberFields)
      if (!Number.isInteger(values[field])) flag([field], yeekeeTh.wholeNumber);
    if (typeof positions === 'string') flag(['shooterRewards', 'positions'], positions);
    const request = build(values, typeof positions === 'string' ? [] : positions);
    const checked = contract.safeParse(request);
    if (checked.success && wrong.size === 0) return { mode, body: request };
    for (const issue of checked.error?.issues ?? []) {
      const path = formPath(issue.path);
      if (!wrong.has(path.join('.'))) ctx.addIssue({ code: 'custom', message: issue.message, path });
    }
    return z.NEVER;
  });

const rewardsOf = (values: MarketFormValues, positions: number[]) => ({
  enabled: values.shooterRewards.enabled,
  positions,
  amount: values.shooterRewards.amount,
  minStake: values.shooterRewards.minStake,
});

/**
 * A new market. With shooter rewards off, their inputs are not checked and not sent: the server keeps
 * its own (off) default.
 */
export const createMarketFormSchema = checkedAgainst(
  'create',
  createYeekeeMarketRequestSchema as z.ZodType<unknown, CreateYeekeeMarketRequest>,
  (values, positions) => ({
    code: values.code,
    ...settingsOf(values),
    ...(values.shooterRewards.enabled ? { shooterRewards: rewardsOf(values, positions) } : {}),
  }),
);

/** A market's whole settings (`PUT`): the rewards travel even when off, as the contract asks. */
export const updateMarketFormSchema = checkedAgainst(
  'update',
  updateYeekeeMarketRequestSchema as z.ZodType<unknown, UpdateYeekeeMarketRequest>,
  (values, positions) => ({
    ...settingsOf(values),
    isEnabled: values.isEnabled,
    shooterRewards: rewardsOf(values, positions),
  }),
);

export type MarketFormOutput =
  | z.output<typeof createMarketFormSchema>
  | z.output<typeof updateMarketFormSchema>;

/** The form's schema: a new market's, or a saved market's whole settings. */
export const marketFormSchema = (isNew: boolean): z.ZodType<MarketFormOutput, MarketFormValues> =>
  isNew ? createMarketFormSchema : updateMarketFormSchema;
