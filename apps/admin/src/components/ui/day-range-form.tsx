import { useState } from 'react';
import { TextField } from './text-field';

export type DayRange = { from: string; to: string };

const BANGKOK_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

/** The Bangkok day of an instant, as the wire writes days ("2026-11-01"). */
const bangkokDay = (at: number) => new Date(at + BANGKOK_MS).toISOString().slice(0, 10);

/** This Bangkok month so far, as the wire writes days ("2026-11-01" … today). */
export const thisBangkokMonth = (now = new Date()): DayRange => {
  const today = bangkokDay(now.getTime());
  return { from: `${today.slice(0, 8)}01`, to: today };
};

/** The last 30 Bangkok days, today included. */
export const last30BangkokDays = (now = new Date()): DayRange => ({
  from: bangkokDay(now.getTime() - 29 * DAY_MS),
  to: bangkokDay(now.getTime()),
});

/**
 * Two date fields and a button: a report's range of Bangkok days. The range in force changes only on
 * submit (`onShow`), so a half-typed date does not fetch.
 */
export const DayRangeForm = ({
  initial,
  labels,
  onShow,
}: {
  initial: DayRange;
  labels: { from: string; to: string; show: string };
  onShow: (range: DayRange) => void;
}) => {
  const [draft, setDraft] = useState(initial);
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        onShow(draft);
      }}
    >
      <TextField
        type="date"
        label={labels.from}
        value={draft.from}
        onChange={(event) => setDraft({ ...draft, from: event.target.value })}
      />
      <TextField
        type="date"
        label={labels.to}
        value={draft.to}
        onChange={(event) => setDraft({ ...draft, to: event.target.value })}
      />
      <button
        type="submit"
        className="h-10 rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-600"
      >
        {labels.show}
      </button>
    </form>
  );
};
