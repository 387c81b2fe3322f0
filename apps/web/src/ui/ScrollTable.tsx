// A plain table (no sorting or paging: `Table.tsx` is for lists) in a box that scrolls sideways on a
// phone and is a labelled tab stop, so a keyboard can scroll it (axe: scrollable-region-focusable).
import type { ReactNode } from 'react';

export function ScrollTable({
  label,
  className,
  columns,
  children,
}: {
  label: string;
  className?: string;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <div className="table-scroll" role="region" tabIndex={0} aria-label={label}>
      <table className={className ? `table ${className}` : 'table'} aria-label={label}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
