import { useEffect, useState } from 'react';

const secondsUntil = (iso: string, now: number): number => {
  const end = new Date(iso).getTime();
  return Number.isNaN(end) ? 0 : Math.max(0, Math.ceil((end - now) / 1000));
};

/** Whole seconds until `iso`, ticking each second, 0 once passed. */
export const useSecondsLeft = (iso: string | undefined): number => {
  const [left, setLeft] = useState(() => (iso ? secondsUntil(iso, Date.now()) : 0));
  useEffect(() => {
    if (!iso) return;
    setLeft(secondsUntil(iso, Date.now()));
    const timer = setInterval(() => setLeft(secondsUntil(iso, Date.now())), 1000);
    return () => clearInterval(timer);
  }, [iso]);
  return left;
};

/** 905 → "15:05". */
export const formatMinutes = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
