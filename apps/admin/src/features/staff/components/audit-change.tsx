import type { AuditLine, AuditPiece } from '@chokdee/contracts';
import { Link } from 'react-router';
import { auditRowHref } from './audit-links';

/** Text, or a named row linked to its page. */
export const AuditPieces = ({ pieces }: { pieces: readonly AuditPiece[] }) => (
  <>
    {pieces.map((piece, i) => {
      const href = piece.ref && auditRowHref(piece.ref);
      return href ? (
        // biome-ignore lint/suspicious/noArrayIndexKey: pieces are a fixed sentence, never reordered
        <Link key={i} to={href} className="font-semibold text-brand-800 underline hover:text-brand-600">
          {piece.text}
        </Link>
      ) : (
        // biome-ignore lint/suspicious/noArrayIndexKey: pieces are a fixed sentence, never reordered
        <span key={i}>{piece.text}</span>
      );
    })}
  </>
);

/**
 * An audit row's recorded detail as readable Thai lines (contracts' `describeAuditEntry`): each
 * field's Thai name, then `before → after` or the one recorded side; nested records indented.
 */
export const AuditChange = ({ lines, empty }: { lines: readonly AuditLine[]; empty: string }) => {
  if (lines.length === 0) return <span className="text-slate-400">{empty}</span>;
  return (
    <ul className="space-y-0.5 text-xs">
      {lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one entry, never reordered
        <li key={i} style={{ paddingInlineStart: `${line.depth * 0.75}rem` }} className="text-slate-800">
          <span className="text-slate-500">{line.label}</span>
          {line.pieces.length > 0 && (
            <>
              {': '}
              <span className="break-words">
                <AuditPieces pieces={line.pieces} />
              </span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
};
