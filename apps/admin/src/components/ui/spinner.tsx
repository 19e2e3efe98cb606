import { adminTh } from '../../messages/th';

/** A page-sized loading state, announced to screen readers. */
export const Spinner = ({ label = adminTh.loading }: { label?: string }) => (
  <div className="grid place-items-center py-16" role="status">
    <span className="sr-only">{label}</span>
    <span
      aria-hidden="true"
      className="size-10 animate-spin rounded-full border-4 border-brand-600 border-t-transparent"
    />
  </div>
);
