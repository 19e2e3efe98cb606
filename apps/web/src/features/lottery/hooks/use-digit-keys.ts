import { useEffect, useRef } from 'react';

export type DigitKeys = {
  digit: (digit: string) => void;
  backspace: () => void;
  clear: () => void;
  /** Enter (the Yeekee pad shoots with it); ignored when absent. */
  enter?: () => void;
};

/**
 * Keyboard entry for a number pad anywhere on the page (not while typing in another field): digits,
 * Backspace, Escape, and Enter when given. The latest handlers are used without re-subscribing.
 */
export const useDigitKeys = (handlers: DigitKeys): void => {
  const keys = useRef(handlers);
  keys.current = handlers;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      const { digit, backspace, clear, enter } = keys.current;
      if (/^[0-9]$/.test(event.key)) digit(event.key);
      else if (event.key === 'Backspace') backspace();
      else if (event.key === 'Escape') clear();
      else if (event.key === 'Enter' && enter) enter();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
};
