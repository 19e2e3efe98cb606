import { fill } from '../../lib/format';
import { adminTh } from '../../messages/th';
import { Button } from './button';

/** Previous / next under a paged list, with "page x of y (n items)". */
export const Pagination = ({
  pageNo,
  pageSize,
  total,
  onPage,
}: {
  pageNo: number;
  pageSize: number;
  total: number;
  onPage: (pageNo: number) => void;
}) => {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label={adminTh.pagination} className="mt-3 flex items-center justify-end gap-3 text-sm">
      <span className="text-slate-600">{fill(adminTh.pageOf, { page: pageNo, pages, total })}</span>
      <Button variant="secondary" size="sm" disabled={pageNo <= 1} onClick={() => onPage(pageNo - 1)}>
        {adminTh.previousPage}
      </Button>
      <Button variant="secondary" size="sm" disabled={pageNo >= pages} onClick={() => onPage(pageNo + 1)}>
        {adminTh.nextPage}
      </Button>
    </nav>
  );
};
