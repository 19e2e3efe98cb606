import {
  defaultCategoryWeights,
  type PromotionAdmin,
  type PromotionInput,
  type PromotionKind,
  promotionInputSchema,
  type TurnoverBase,
  type WageringCategory,
  wageringCategories,
} from '@chokdee/contracts';

/** What the form's inputs hold: text as typed (amounts in baht, times in Bangkok wall time). */
export type PromotionFormValues = {
  name: string;
  description: string;
  bannerUrl: string;
  kind: PromotionKind;
  periodDays: string;
  bonusType: 'PERCENT' | 'FIXED';
  bonusPercent: string;
  bonusCap: string;
  fixedBonus: string;
  minDeposit: string;
  multiplier: string;
  base: TurnoverBase;
  categoryWeights: Record<WageringCategory, string>;
  maxStake: string;
  validFrom: string;
  validTo: string;
  enabled: boolean;
  sortOrder: string;
};

const BANGKOK_OFFSET_MS = 7 * 3_600_000;

/** An ISO time → the `datetime-local` text of the same instant in Bangkok ("2026-11-24T09:00"). */
export const toBangkokLocal = (iso: string | null): string =>
  iso ? new Date(new Date(iso).getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 16) : '';

/** `datetime-local` text read as Bangkok wall time → ISO with the +07:00 offset; empty → null. */
export const fromBangkokLocal = (local: string): string | null =>
  local.trim() === '' ? null : `${local.trim().length === 16 ? `${local.trim()}:00` : local.trim()}+07:00`;

/** A new promotion starts from the docs/domain/rewards.md defaults: ×5 of deposit + bonus, max stake 500 baht. */
export const promotionFormValues = (promotion?: PromotionAdmin): PromotionFormValues => ({
  name: promotion?.name ?? '',
  description: promotion?.description ?? '',
  bannerUrl: promotion?.bannerUrl ?? '',
  kind: promotion?.kind ?? 'FIRST_DEPOSIT_OF_DAY',
  periodDays: promotion?.periodDays?.toString() ?? '',
  bonusType: promotion?.fixedBonus ? 'FIXED' : 'PERCENT',
  bonusPercent: promotion?.bonusPercent?.toString() ?? '10',
  bonusCap: promotion?.bonusCap ?? '',
  fixedBonus: promotion?.fixedBonus ?? '',
  minDeposit: promotion?.minDeposit ?? '100.00',
  multiplier: promotion?.multiplier ?? '5',
  base: promotion?.base ?? 'DEPOSIT_PLUS_BONUS',
  categoryWeights: Object.fromEntries(
    wageringCategories.map((category) => [
      category,
      String(promotion?.categoryWeights[category] ?? defaultCategoryWeights[category]),
    ]),
  ) as Record<WageringCategory, string>,
  maxStake: promotion?.maxStake ?? '500.00',
  validFrom: toBangkokLocal(promotion?.validFrom ?? null),
  validTo: toBangkokLocal(promotion?.validTo ?? null),
  enabled: promotion?.enabled ?? true,
  sortOrder: String(promotion?.sortOrder ?? 0),
});

/** Integer text → number; anything else → NaN, which the contract's schema refuses with its message. */
const integer = (text: string) => (/^\s*-?\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/**
 * The request body from what was typed: only the chosen bonus form is sent (the other is null), the
 * period only for ONCE_PER_PERIOD, empty optional fields as null. Amounts stay decimal strings.
 */
export const promotionInputOf = (values: PromotionFormValues): PromotionInput => ({
  name: values.name,
  description: values.description,
  bannerUrl: values.bannerUrl.trim() === '' ? null : values.bannerUrl.trim(),
  kind: values.kind,
  periodDays: values.kind === 'ONCE_PER_PERIOD' ? integer(values.periodDays) : null,
  bonusPercent: values.bonusType === 'PERCENT' ? integer(values.bonusPercent) : null,
  bonusCap: values.bonusType === 'PERCENT' && values.bonusCap.trim() !== '' ? values.bonusCap.trim() : null,
  fixedBonus: values.bonusType === 'FIXED' ? values.fixedBonus.trim() : null,
  minDeposit: values.minDeposit.trim(),
  multiplier: values.multiplier.trim(),
  base: values.base,
  categoryWeights: Object.fromEntries(
    wageringCategories.map((category) => [category, integer(values.categoryWeights[category])]),
  ) as Record<WageringCategory, number>,
  maxStake: values.maxStake.trim(),
  validFrom: fromBangkokLocal(values.validFrom),
  validTo: fromBangkokLocal(values.validTo),
  enabled: values.enabled,
  sortOrder: integer(values.sortOrder),
});

/** Form field path of a schema issue (`bonusPercent` is a percent or a fixed amount, shown where typed). */
const fieldOf = (path: readonly PropertyKey[], values: PromotionFormValues): string => {
  const [head, ...rest] = path.map(String);
  if (head === 'bonusPercent' && values.bonusType === 'FIXED') return 'fixedBonus';
  return [head, ...rest].join('.');
};

export type PromotionCheck =
  | { ok: true; input: PromotionInput }
  | { ok: false; errors: Array<{ field: string; message: string }> };

/** The contract's own check (`promotionInputSchema`, the one the server runs) over what was typed. */
export const checkPromotion = (values: PromotionFormValues): PromotionCheck => {
  const input = promotionInputOf(values);
  const parsed = promotionInputSchema.safeParse(input);
  if (parsed.success) return { ok: true, input };
  return {
    ok: false,
    errors: parsed.error.issues.map((issue) => ({
      field: fieldOf(issue.path, values),
      message: issue.message,
    })),
  };
};
