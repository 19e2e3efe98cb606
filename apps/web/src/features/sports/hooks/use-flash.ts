import { compare, parseDecimal } from '@chokdee/sportsbook';
import { useEffect, useRef, useState } from 'react';

/** How long a changed price stays marked. */
export const FLASH_MS = 1500;

/**
 * Marks a price that just changed: `up` when the decimal odds rose (better for the member), `down`
 * when they fell, for `FLASH_MS`; nothing on the first render.
 */
export const useFlash = (odds: string | undefined): 'up' | 'down' | null => {
  const previous = useRef(odds);
  const [flash, setFlash] = useState<'up' | 'down' | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = odds;
    if (before === odds || before === undefined || odds === undefined) return;
    const from = parseDecimal(before);
    const to = parseDecimal(odds);
    if (!from || !to) return;
    setFlash(compare(to, from) > 0 ? 'up' : 'down');
    const timer = setTimeout(() => setFlash(null), FLASH_MS);
    return () => clearTimeout(timer);
  }, [odds]);
  return flash;
};
