import { formatAmount, type SportsAdminFixture } from '@chokdee/contracts';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Money } from '../../../components/ui/money';
import { SelectField } from '../../../components/ui/select-field';
import { Table, Td, Th } from '../../../components/ui/table';
import { cx } from '../../../lib/cx';
import { sportsDeskTh as th } from '../../../messages/sports';
import { marketName } from '../model/market-name';
import { signedSatang } from '../model/money';
import { Panel } from './parts';

type Scenario = { scenario: string; net: string };

/** The scenario where the house does worst: the members' highest net win. */
const worstOf = (scenarios: readonly Scenario[]): string | undefined =>
  scenarios.reduce<Scenario | undefined>(
    (worst, row) => (worst === undefined || signedSatang(row.net) > signedSatang(worst.net) ? row : worst),
    undefined,
  )?.scenario;

/** The house's result at a scenario: the members' net win the server sends, turned round (a loss is negative). */
const houseResult = (net: string) => formatAmount(-signedSatang(net));

/**
 * The liability grid of one market at a time: the house's net result over its open tickets at each
 * scenario still possible (goal margin for handicaps and 1X2, total goals for the rest), the worst one
 * highlighted. The server sends the members' net win (positive is the house's loss, as the market's
 * liability is) and computes it by grading every open bet at every score (docs/domain/sportsbook.md,
 * "Liability").
 */
export const LiabilityGrid = ({ liability }: { liability: SportsAdminFixture['liability'] }) => {
  const markets = liability.byMarket.filter((market) => market.scenarios.length > 0);
  const [chosen, setChosen] = useState<string>();
  const current = markets.find((market) => market.key === chosen) ?? markets[0];
  return (
    <Panel title={th.liabilityGrid} testId="liability-grid">
      <p className="mb-3 text-sm text-slate-600">{th.liabilityHint}</p>
      {current ? (
        <>
          <SelectField
            className="mb-3 w-fit"
            label={th.liabilityMarket}
            value={current.key}
            onChange={(event) => setChosen(event.target.value)}
            options={markets.map((market) => ({ value: market.key, label: marketName(market.key).text }))}
          />
          <LiabilityTable marketKey={current.key} scenarios={current.scenarios} />
        </>
      ) : (
        <p className="text-sm text-slate-500">{th.noExposure}</p>
      )}
    </Panel>
  );
};

const LiabilityTable = ({ marketKey, scenarios }: { marketKey: string; scenarios: readonly Scenario[] }) => {
  const worst = worstOf(scenarios);
  const counts = marketName(marketKey).scenario === 'margin' ? th.scenarioMargin : th.scenarioTotal;
  return (
    <Table label={`${th.liabilityGrid} ${marketName(marketKey).text}`}>
      <thead>
        <tr>
          <Th>
            {th.colScenario} ({counts})
          </Th>
          <Th className="text-right">{th.colNet}</Th>
        </tr>
      </thead>
      <tbody>
        {scenarios.map((row) => {
          const isWorst = row.scenario === worst;
          return (
            <tr
              key={row.scenario}
              data-testid={`scenario-${marketKey}-${row.scenario}`}
              data-worst={isWorst || undefined}
              className={cx(isWorst && 'bg-red-50')}
            >
              <Td className="tabular-nums">
                <span className="flex items-center gap-2">
                  {row.scenario}
                  {isWorst && <Badge tone="danger">{th.worst}</Badge>}
                </span>
              </Td>
              <Td className={cx('text-right', isWorst && 'font-semibold')}>
                <Money amount={houseResult(row.net)} />
              </Td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
};
