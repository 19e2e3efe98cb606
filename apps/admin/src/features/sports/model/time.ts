import { bookDayOf } from '@chokdee/sportsbook';

const kickoff = new Intl.DateTimeFormat('th-TH', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Bangkok',
});

/** A kick-off as the board shows it, in Bangkok ("8 ธ.ค. 19:30"). */
export const formatKickoff = (iso: string): string => kickoff.format(new Date(iso));

const clock = new Intl.DateTimeFormat('th-TH', { timeStyle: 'medium', timeZone: 'Asia/Bangkok' });

/** A moment's clock time in Bangkok ("14:05:09"): when the board was last read. */
export const formatClock = (at: number): string => clock.format(at);

/**
 * A `datetime-local` value ("2026-12-08T19:30"), typed as Bangkok time, as the wire's ISO time with its
 * offset ("2026-12-08T19:30:00+07:00"); undefined when it is not one.
 */
export const bangkokLocalToIso = (local: string): string | undefined =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local) && !Number.isNaN(Date.parse(`${local}:00+07:00`))
    ? `${local}:00+07:00`
    : undefined;

/** This business month's days so far (11:00 Bangkok days): the report's first range. */
export const thisBookMonth = (now = new Date()): { from: string; to: string } => {
  const today = bookDayOf(now);
  return { from: `${today.slice(0, 8)}01`, to: today };
};
