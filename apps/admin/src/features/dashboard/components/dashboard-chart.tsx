import type { DashboardDay } from '@chokdee/contracts';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { formatBaht } from '../../../lib/format';
import { dashboardTh } from '../../../messages/dashboard';

const shortDay = new Intl.DateTimeFormat('th-TH', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const compact = new Intl.NumberFormat('th-TH', { notation: 'compact', maximumFractionDigits: 1 });

const series = {
  deposits: { label: dashboardTh.deposits, color: '#059669' },
  withdrawals: { label: dashboardTh.withdrawals, color: '#d97706' },
  ggr: { label: dashboardTh.ggr, color: '#1d4ed8' },
} as const;

/**
 * Deposits and paid withdrawals as bars, GGR as a line, per Bangkok day. Recharts is heavy, so the
 * dashboard loads this file lazily (its own chunk); the figures themselves never wait for it. The
 * amounts become numbers here for drawing only; every label shows the wire's exact string.
 */
const DashboardChart = ({ days }: { days: readonly DashboardDay[] }) => {
  const data = days.map((day) => ({
    day: shortDay.format(new Date(`${day.date}T00:00:00Z`)),
    deposits: Number(day.deposits.amount),
    withdrawals: Number(day.withdrawals.amount),
    ggr: Number(day.ggr),
    text: { deposits: day.deposits.amount, withdrawals: day.withdrawals.amount, ggr: day.ggr },
  }));
  return (
    <ComposedChart
      responsive
      data={data}
      style={{ width: '100%', height: 320 }}
      margin={{ top: 8, right: 16, bottom: 0, left: 8 }}
      accessibilityLayer
    >
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="day" tick={{ fontSize: 12 }} />
      <YAxis tickFormatter={(value: number) => compact.format(value)} tick={{ fontSize: 12 }} width={56} />
      <Tooltip
        formatter={(_value, name, item) => {
          const key = name as keyof typeof series;
          const text = (item.payload as (typeof data)[number]).text[key];
          return [formatBaht(text), series[key]?.label ?? String(name)];
        }}
      />
      <Legend formatter={(name: string) => series[name as keyof typeof series]?.label ?? name} />
      <Bar dataKey="deposits" fill={series.deposits.color} isAnimationActive={false} />
      <Bar dataKey="withdrawals" fill={series.withdrawals.color} isAnimationActive={false} />
      <Line
        dataKey="ggr"
        stroke={series.ggr.color}
        strokeWidth={2}
        dot={{ r: 3 }}
        isAnimationActive={false}
      />
    </ComposedChart>
  );
};

export default DashboardChart;
