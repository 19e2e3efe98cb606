import { bahtText, fillMessage, parseAmount, sportsTh } from '@chokdee/contracts';
import { parseDecimal } from '@chokdee/sportsbook';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { cx } from '../../../lib/cx';
import { sportsText, sportsRulesText as t } from '../../../messages/sports';
import { useSportsRules } from '../api/get-rules';
import {
  blackWaterExample,
  formatsExample,
  HANDICAP_MARGINS,
  handicapTable,
  parlayExample,
  redWaterExample,
} from '../utils/rules-examples';
import { oddsNumberText } from '../utils/slip';

const Section = ({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) => (
  <section
    className="flex flex-col gap-1.5 rounded-xl bg-brand-800 p-3 ring-1 ring-white/10"
    data-testid={testId}
  >
    <h2 className="font-bold text-gold-200">{title}</h2>
    {children}
  </section>
);

const P = ({ children }: { children: ReactNode }) => (
  <p className="text-sm leading-relaxed text-white/90">{children}</p>
);

/** Satang → baht in a sentence ("180", "146.25"). */
const baht = (satang: bigint) => bahtText(satang);
const amount = (money: string) => {
  const satang = parseAmount(money);
  return satang === undefined ? money : bahtText(satang);
};

const resultTone: Record<string, string> = {
  WIN: 'text-emerald-300',
  HALF_WIN: 'text-emerald-200',
  PUSH: 'text-white/80',
  HALF_LOSE: 'text-amber-200',
  LOSE: 'text-red-300',
};

const marginLabel = (margin: number) =>
  margin < 0
    ? t.marginLose
    : margin === 0
      ? t.marginDraw
      : margin === HANDICAP_MARGINS[HANDICAP_MARGINS.length - 1]
        ? fillMessage(t.marginOrMore, { margin })
        : fillMessage(t.marginHeader, { margin });

const HandicapTable = () => (
  <div className="overflow-x-auto">
    <table className="w-full text-center text-xs" data-testid="sports-handicap-table">
      <caption className="pb-1 text-left text-xs text-white/70">{t.handicapTable}</caption>
      <thead className="text-white/60">
        <tr>
          <th className="py-1 text-left font-normal">{t.handicapLineHeader}</th>
          {HANDICAP_MARGINS.map((margin) => (
            <th key={margin} className="py-1 font-normal">
              {marginLabel(margin)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {handicapTable().map((row) => (
          <tr key={row.quarters} className="border-t border-white/5" data-quarters={row.quarters}>
            <th scope="row" className="py-1 text-left font-normal whitespace-nowrap">
              <span className="font-num font-semibold">{row.line}</span>{' '}
              <span className="text-white/60">{row.name}</span>
            </th>
            {row.results.map((result, index) => (
              <td key={HANDICAP_MARGINS[index]} className={cx('py-1', resultTone[result])}>
                {t.resultShort[result]}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);

const WaterExamples = () => {
  const black = blackWaterExample();
  const red = redWaterExample();
  const returnOf = (result: 'WIN' | 'PUSH') =>
    black.returns.find((row) => row.result === result)?.satang ?? 0n;
  return (
    <Section title={t.waterTitle} testId="sports-water-example">
      <P>
        {fillMessage(t.blackWater, {
          price: black.price,
          typed: baht(black.typedSatang),
          risk: baht(black.riskSatang),
          win: baht(returnOf('WIN')),
          push: baht(returnOf('PUSH')),
        })}
      </P>
      <P>
        {fillMessage(t.redWater, {
          price: red.price,
          abs: red.abs,
          typed: baht(red.typedSatang),
          risk: baht(red.riskSatang),
        })}
      </P>
      <ul className="ml-4 list-disc text-sm text-white/90">
        {red.returns.map((row) => (
          <li key={row.result} data-result={row.result}>
            {fillMessage(t.outcomeReturn, { result: sportsTh.results[row.result], amount: baht(row.satang) })}
          </li>
        ))}
      </ul>
    </Section>
  );
};

const ParlayExample = () => {
  const example = parlayExample();
  const [leg1, leg2, leg3] = example.legs;
  if (!leg1 || !leg2 || !leg3) return null;
  return (
    <Section title={t.parlayTitle} testId="sports-parlay-example">
      <P>
        {fillMessage(t.parlay, {
          stake: baht(example.stakeSatang),
          leg1: fillMessage(t.parlayLeg1, { odds: leg1.odds, factor: oddsNumberText(leg1.factor) }),
          leg2: fillMessage(t.parlayLeg2, { odds: leg2.odds, factor: oddsNumberText(leg2.factor) }),
          leg3: fillMessage(t.parlayLeg3, { odds: leg3.odds, factor: oddsNumberText(leg3.factor) }),
          f1: oddsNumberText(leg1.factor),
          f2: oddsNumberText(leg2.factor),
          f3: oddsNumberText(leg3.factor),
          payout: baht(example.payoutSatang),
        })}
      </P>
      <P>{t.parlayRules}</P>
    </Section>
  );
};

/** The numbers of `GET /rules`: limits, live delay, postponement window and revisions. */
const Limits = () => {
  const rules = useSportsRules();
  if (rules.isPending) return <p className="text-sm text-white/70">{t.loading}</p>;
  if (rules.isError) return <p className="text-sm text-red-300">{t.failed}</p>;
  const r = rules.data;
  const maxOdds = parseDecimal(r.maxCombinedOdds);
  return (
    <>
      <p className="text-xs text-white/60" data-testid="sports-rules-version">
        {fillMessage(t.version, { version: r.rulesVersion })}
      </p>
      <Section title={t.kindsTitle}>
        <P>
          {fillMessage(t.kinds, {
            maxLegs: r.maxLegs,
            maxOdds: maxOdds ? oddsNumberText(maxOdds) : r.maxCombinedOdds,
          })}
        </P>
        <P>{t.fullTime}</P>
      </Section>
      <Section title={t.limitsTitle} testId="sports-rules-limits">
        <ul className="ml-4 list-disc text-sm text-white/90">
          <li>{fillMessage(t.minStake, { amount: amount(r.minStake) })}</li>
          <li>
            {fillMessage(t.maxLegs, {
              count: r.maxLegs,
              odds: maxOdds ? oddsNumberText(maxOdds) : r.maxCombinedOdds,
            })}
          </li>
          <li>{fillMessage(t.maxPayout, { amount: amount(r.maxPayout) })}</li>
          <li>
            {fillMessage(t.maxStake, {
              top: amount(r.maxStakeTop),
              lower: amount(r.maxStakeLower),
              live: r.livePercent,
            })}
          </li>
        </ul>
      </Section>
      <Section title={t.voidTitle} testId="sports-rules-void">
        <P>{fillMessage(t.postponed, { hours: r.postponeHours })}</P>
        <P>{t.abandoned}</P>
        <P>{t.earlyKickoff}</P>
        <P>{fillMessage(t.revision, { hours: r.revisionHours })}</P>
      </Section>
      <Section title={t.liveTitle}>
        <P>{fillMessage(t.liveHandicap, { delay: r.liveDelaySeconds })}</P>
      </Section>
    </>
  );
};

/** `/sports/rules`: the rules in plain Thai, the worked examples computed by the engine. */
export const SportsRulesPage = () => {
  const formats = formatsExample();
  return (
    <div className="flex flex-col gap-3">
      <Link to={paths.sports.getHref()} className="self-start text-sm text-gold-200 underline">
        ‹ {sportsText.backToList}
      </Link>
      <P>{t.intro}</P>
      <Limits />
      <Section title={t.handicapTitle}>
        <P>{t.handicap}</P>
        <HandicapTable />
        <P>{t.overUnder}</P>
      </Section>
      <Section title={t.formatsTitle}>
        <P>{fillMessage(t.formats, formats)}</P>
      </Section>
      <WaterExamples />
      <ParlayExample />
      <Section title={t.policyTitle}>
        <P>{t.policy}</P>
      </Section>
      <Section title={sportsTh.simulated}>
        <P>{t.simulated}</P>
      </Section>
    </div>
  );
};
