import type { YeekeeMarket } from '@chokdee/contracts';
import { yeekeeFigures } from '@chokdee/lottery';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatAmountNumber } from '../../../lib/format';
import { usePageTitle } from '../../../lib/page-title';
import { fillText } from '../../../messages/lottery';
import { yeekeeRulesText as t, yeekeeText } from '../../../messages/yeekee';
import { useYeekeeMarkets } from '../api/get-yeekee-markets';
import { groupDigits } from '../utils/yeekee-format';

/** The worked example of docs/domain/yeekee.md §1 (and a seed offset for SEEDED), computed, not typed in. */
const EXAMPLE = { sum: 2_543_565n, shot: 34_529n, seedOffset: 12_345n };

export const workedExample = () => {
  const r = EXAMPLE.sum - EXAMPLE.shot;
  const written = r.toString().padStart(5, '0');
  const final = ((r + EXAMPLE.seedOffset) % 100_000n).toString().padStart(5, '0');
  const finalFigures = yeekeeFigures(final);
  return {
    sum: groupDigits(EXAMPLE.sum.toString()),
    shot: groupDigits(EXAMPLE.shot.toString()),
    r: groupDigits(r.toString()),
    ...yeekeeFigures(written),
    offset: groupDigits(EXAMPLE.seedOffset.toString()),
    final,
    finalTop3: finalFigures.top3,
    finalBottom2: finalFigures.bottom2,
  };
};

/** "HH:MM" + n minutes, on a 24-hour clock. */
const addMinutes = (time: string, minutes: number): string => {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  const total = (((hours * 60 + mins + minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <section className="flex flex-col gap-1.5 rounded-xl bg-brand-800 p-3 ring-1 ring-white/10">
    <h2 className="font-bold text-gold-200">{title}</h2>
    {children}
  </section>
);

const P = ({ children }: { children: ReactNode }) => (
  <p className="text-sm leading-relaxed text-white/90">{children}</p>
);

const Rules = ({ market }: { market: YeekeeMarket }) => {
  const title = fillText(yeekeeText.rulesTitle, { name: market.name });
  usePageTitle(title);
  const example = workedExample();
  const position = market.subtractPosition;
  const rewards = market.shooterRewards;
  return (
    <div className="flex flex-col gap-3">
      <h1 className="text-xl font-bold text-gold-200">{title}</h1>
      <P>{t.intro}</P>
      <Section title={t.scheduleTitle}>
        <P>
          {fillText(t.schedule, {
            rounds: groupDigits(market.roundsPerDay),
            minutes: market.roundMinutes,
            first: market.firstCloseTime,
            last: addMinutes(market.firstCloseTime, (market.roundsPerDay - 1) * market.roundMinutes),
          })}
        </P>
      </Section>
      <Section title={t.betTitle}>
        <P>{t.bet}</P>
      </Section>
      <Section title={t.shootTitle}>
        <P>
          {fillText(t.shoot, {
            window: market.shootWindowSeconds,
            max: groupDigits(market.maxShotsPerMember),
            cooldown: market.shotCooldownSeconds,
          })}
        </P>
        <P>{t.shootOrder}</P>
      </Section>
      <Section title={`${t.formulaTitle}: ${yeekeeText.formulaName[market.formula]}`}>
        <P>{fillText(t.classic, { position })}</P>
        {market.formula === 'SEEDED' && <P>{t.seeded}</P>}
        <div className="rounded-lg bg-brand-950/60 p-2 text-sm" data-testid="rules-example">
          <p className="font-semibold text-gold-100">{t.exampleTitle}</p>
          <p>
            {fillText(t.exampleClassic, {
              sum: example.sum,
              position,
              shot: example.shot,
              r: example.r,
              top3: example.top3,
              bottom2: example.bottom2,
            })}
          </p>
          {market.formula === 'SEEDED' && (
            <p>
              {fillText(t.exampleSeeded, {
                offset: example.offset,
                r: example.r,
                final: example.final,
                top3: example.finalTop3,
                bottom2: example.finalBottom2,
              })}
            </p>
          )}
        </div>
        {market.formula === 'SEEDED' && <P>{t.seededWhy}</P>}
      </Section>
      <Section title={t.voidTitle}>
        <P>{fillText(t.voidFew, { min: groupDigits(market.minShots) })}</P>
        <P>{t.voidOutage}</P>
        <P>{t.voidByRule}</P>
      </Section>
      <Section title={t.verifyTitle}>
        <P>{t.verify}</P>
      </Section>
      {rewards.enabled && rewards.positions.length > 0 && (
        <Section title={t.rewardsTitle}>
          <P>
            {fillText(t.rewards, {
              positions: rewards.positions.join(', '),
              amount: formatAmountNumber(rewards.amount),
              minStake: formatAmountNumber(rewards.minStake),
            })}
          </P>
        </Section>
      )}
      <Link
        to={paths.lotteryYeekee.getHref(market.code)}
        className="self-start text-sm text-gold-200 underline"
      >
        {yeekeeText.backToLobby}
      </Link>
    </div>
  );
};

/** `/lottery/yk/rules/:marketCode`: the market's rules in plain Thai with a worked example of its formula. */
export const YeekeeRulesPage = ({ marketCode }: { marketCode: string }) => {
  const markets = useYeekeeMarkets();
  if (markets.isPending) return <p className="text-sm text-white/70">{yeekeeText.marketsLoading}</p>;
  if (markets.isError) return <p className="text-sm text-red-300">{yeekeeText.marketsFailed}</p>;
  const market = markets.data.find((entry) => entry.code === marketCode);
  if (!market) return <p className="text-sm text-white/80">{yeekeeText.rulesMarketMissing}</p>;
  return <Rules market={market} />;
};
