import {
  type AuditLogEntry,
  auditActionName,
  auditEntryText,
  auditTargetTypeName,
  describeAuditEntry,
} from '@chokdee/contracts';
import { bangkokDateTime, type CsvColumn } from '#platform/http/csv';

type Described = { entry: AuditLogEntry; headline: string; detail: string; target: string };

/** An entry with its Thai reading (contracts' `describeAuditEntry`), as the CSV's cells need it. */
export const describedForCsv = (entry: AuditLogEntry): Described => {
  const description = describeAuditEntry(entry);
  const { headline, detail } = auditEntryText(description);
  const target = description.headline
    .slice(3)
    .map((piece) => piece.text)
    .join(' ');
  return { entry, headline, detail, target };
};

/** The audit log's CSV: the page's columns, the detail as the page's lines (one cell, a line per field). */
export const auditCsvColumns: Array<CsvColumn<Described>> = [
  { header: 'เวลา (เวลาไทย)', cell: (row) => bangkokDateTime(row.entry.createdAt) },
  { header: 'พนักงาน', cell: (row) => row.entry.staffUsername },
  { header: 'การกระทำ', cell: (row) => auditActionName(row.entry.action) },
  { header: 'ประเภทรายการ', cell: (row) => auditTargetTypeName(row.entry.targetType) },
  { header: 'รายการ', cell: (row) => row.target },
  { header: 'รายละเอียด', cell: (row) => row.detail },
  { header: 'สรุป', cell: (row) => row.headline },
  { header: 'IP', cell: (row) => row.entry.ip },
];
