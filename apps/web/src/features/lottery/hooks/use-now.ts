import { useEffect, useState } from 'react';
import { useServerClockStore } from '../stores/server-clock-store';

/** The current time in ms, refreshed every `intervalMs` (one timer per caller). */
export const useNow = (intervalMs = 1000): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
};

/** Milliseconds → "2 วัน 03:04:05" / "03:04:05"; 0 or less → "00:00:00". */
export const formatCountdown = (ms: number): string => {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const clock = [hours, minutes, seconds].map((value) => String(value).padStart(2, '0')).join(':');
  return days > 0 ? `${days} วัน ${clock}` : clock;
};

/** The server's time in ms (this device's clock corrected by the latest server timestamp), refreshed every `intervalMs`. */
export const useServerNow = (intervalMs = 1000): number => {
  const now = useNow(intervalMs);
  const offsetMs = useServerClockStore((state) => state.offsetMs);
  return now + offsetMs;
};
