import { useState } from 'react';
import { TextField } from './text-field';

export type DayRange = { from: string; to: string };

/** Today's Bangkok day and the first day of its month, as the wire writes days ("2026-11-01"). */
export const thisMonthRange = (now = new Date()): DayRange => {
  const today = new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
  return { from: `${today.slice(0, 8)}01`, to: today };
};

/**
 * A report's range of Bangkok days (from, to, "show"), this month to start with: answers the range
 * applied (changed only on "show") and the form to render.
 */
export const useDayRangeForm = (text: { from: string; to: string; show: string }) => {
  const [draft, setDraft] = useState(thisMonthRange);
  const [range, setRange] = useState(draft);
  const form = (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        setRange(draft);
      }}
    >
      <TextField
        type="date"
        label={text.from}
        value={draft.from}
        onChange={(event) => setDraft({ ...draft, from: event.target.value })}
      />
      <TextField
        type="date"
        label={text.to}
        value={draft.to}
        onChange={(event) => setDraft({ ...draft, to: event.target.value })}
      />
      <button
        type="submit"
        className="h-10 rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-600"
      >
        {text.show}
      </button>
    </form>
  );
  return { range, form };
};
