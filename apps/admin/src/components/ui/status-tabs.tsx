import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';

export type StatusTabsProps<V extends string> = {
  /** The tab list's accessible name. */
  label: string;
  value: V;
  onValueChange: (value: V) => void;
  options: ReadonlyArray<{ value: V; label: string }>;
  /** The list under the tabs (one panel: the selected filter's). */
  children: ReactNode;
};

/** A status filter as Radix tabs: arrow keys move between statuses, the panel shows the list. */
export const StatusTabs = <V extends string>({
  label,
  value,
  onValueChange,
  options,
  children,
}: StatusTabsProps<V>) => (
  <Tabs.Root value={value} onValueChange={(next) => onValueChange(next as V)}>
    <Tabs.List aria-label={label} className="mb-3 flex flex-wrap gap-1 border-b border-slate-200">
      {options.map((option) => (
        <Tabs.Trigger
          key={option.value}
          value={option.value}
          className={cx(
            '-mb-px border-b-2 px-3 py-2 text-sm font-semibold text-slate-600 hover:text-slate-900',
            'data-[state=active]:border-brand-700 data-[state=active]:text-brand-800',
            'data-[state=inactive]:border-transparent',
          )}
        >
          {option.label}
        </Tabs.Trigger>
      ))}
    </Tabs.List>
    <Tabs.Content value={value} className="outline-none">
      {children}
    </Tabs.Content>
  </Tabs.Root>
);
