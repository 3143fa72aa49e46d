import { HTMLTable } from '@blueprintjs/core';
import { formatCell, type ReportTable as Table } from '../report-views';

export function ReportTable({ table }: { table: Table }) {
  const numeric = (index: number) => table.columns[index]?.kind !== 'text';
  return (
    <div className="report-table-scroll" role="region" aria-label={table.caption} tabIndex={0}>
      <HTMLTable compact striped className="report-table">
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column.label} scope="col" className={column.kind === 'text' ? undefined : 'report-number'}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.length === 0 ? (
            <tr>
              <td colSpan={table.columns.length}>Nothing in this range.</td>
            </tr>
          ) : (
            table.rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {row.map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row" className={numeric(index) ? 'report-number' : undefined}>
                      {formatCell(cell, table.columns[index]?.kind ?? 'text')}
                    </th>
                  ) : (
                    <td key={index} className={numeric(index) ? 'report-number' : undefined}>
                      {formatCell(cell, table.columns[index]?.kind ?? 'text')}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
        {table.totals ? (
          <tfoot>
            <tr>
              {table.totals.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row">
                    {formatCell(cell, 'text')}
                  </th>
                ) : (
                  <td key={index} className="report-number">
                    {formatCell(cell, table.columns[index]?.kind ?? 'text')}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        ) : null}
      </HTMLTable>
    </div>
  );
}
