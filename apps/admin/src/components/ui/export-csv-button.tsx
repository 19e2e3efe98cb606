import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../lib/api-client';
import { fill } from '../../lib/format';
import { saveFile } from '../../lib/save-file';
import { exportsTh } from '../../messages/exports';
import { Button } from './button';

type Query = Record<string, string | number | undefined>;

/**
 * "ส่งออก CSV" for a list: the same call with the page's filters and `format=csv` (every row, no
 * paging), fetched with the staff token and saved under the server's file name.
 */
export const ExportCsvButton = ({
  path,
  query,
  fallbackName,
}: {
  path: string;
  query: Query;
  fallbackName: string;
}) => {
  const exporting = useMutation({
    mutationFn: async () => {
      const { blob, filename } = await api.download(path, { query: { ...query, format: 'csv' } });
      const name = filename ?? fallbackName;
      saveFile(blob, name);
      return name;
    },
    onSuccess: (file) => toast.success(fill(exportsTh.downloaded, { file })),
  });
  return (
    <Button
      variant="secondary"
      title={exportsTh.exportHint}
      loading={exporting.isPending}
      onClick={() => exporting.mutate()}
    >
      {exportsTh.exportCsv}
    </Button>
  );
};
