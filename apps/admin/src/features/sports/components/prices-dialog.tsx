import { sportsAdminMarketsInputSchema } from '@chokdee/contracts';
import { outcomesOf, parseMarketKey } from '@chokdee/sportsbook';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { WideDialog } from '../../../components/ui/wide-dialog';
import { apiMessage } from '../../../lib/api-client';
import { formSubmit } from '../../../lib/form-submit';
import { fill } from '../../../lib/format';
import { sportsDeskTh as th } from '../../../messages/sports';
import { adminTh } from '../../../messages/th';
import { useUpdatePrices } from '../api/update-prices';
import { marketName, outcomeName, type Teams } from '../model/market-name';
import { priceText } from '../model/odds';

/** One market's prices as the contract checks them (decimal odds, up to three places). */
const pricesFormSchema = z.object({
  prices: sportsAdminMarketsInputSchema.shape.markets.element.shape.prices,
});
type PricesForm = z.input<typeof pricesFormSchema>;

type Price = { outcome: string; odds: string };

/** The market's outcomes in display order, each with the house's price when it has one. */
const startingPrices = (key: string, prices: readonly Price[]): Price[] => {
  const parsed = parseMarketKey(key);
  const outcomes = parsed ? outcomesOf(parsed) : prices.map((price) => price.outcome);
  return outcomes.map((outcome) => ({
    outcome,
    odds: prices.find((price) => price.outcome === outcome)?.odds ?? '',
  }));
};

/**
 * The house's prices of one market, in decimal odds, beside the feed's price of each outcome.
 * `PUT …/markets` with this market only: the fixture's other markets keep their prices.
 */
export const PricesDialog = ({
  fixtureId,
  market,
  teams,
  onClose,
}: {
  fixtureId: string;
  market: { key: string; prices: readonly Price[]; feedPrices: readonly Price[] | null };
  teams: Teams;
  onClose: () => void;
}) => {
  const mutation = useUpdatePrices(fixtureId);
  const name = marketName(market.key);
  const form = useForm<PricesForm, unknown, z.output<typeof pricesFormSchema>>({
    resolver: zodResolver(pricesFormSchema),
    defaultValues: { prices: startingPrices(market.key, market.prices) },
  });
  const fields = form.getValues('prices');
  const submit = form.handleSubmit(async ({ prices }) => {
    await mutation.mutateAsync({ markets: [{ key: market.key, prices }] });
    toast.success(th.pricesSaved);
    onClose();
  });
  return (
    <WideDialog
      title={fill(th.editPricesTitle, { market: name.text })}
      description={th.editPricesBody}
      onClose={onClose}
      busy={mutation.isPending}
    >
      <form noValidate onSubmit={formSubmit(submit)} className="flex flex-col gap-4">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {fields.map((field, index) => {
            const feed = market.feedPrices?.find((price) => price.outcome === field.outcome);
            return (
              <TextField
                key={field.outcome}
                inputMode="decimal"
                label={fill(th.priceOf, { outcome: outcomeName(field.outcome, teams) })}
                hint={feed ? fill(th.feedPriceHint, { odds: priceText(feed.odds, false) }) : undefined}
                error={form.formState.errors.prices?.[index]?.odds?.message}
                data-testid={`price-${field.outcome}`}
                {...form.register(`prices.${index}.odds`)}
              />
            );
          })}
        </div>
        {mutation.error ? <Alert>{apiMessage(mutation.error)}</Alert> : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" disabled={mutation.isPending} onClick={onClose}>
            {adminTh.cancel}
          </Button>
          <Button type="submit" loading={mutation.isPending} data-testid="prices-submit">
            {th.save}
          </Button>
        </div>
      </form>
    </WideDialog>
  );
};
