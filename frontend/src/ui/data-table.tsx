import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { HTMLTable, Icon, InputGroup, NonIdealState } from '@blueprintjs/core';
import { QueryStatus } from './query-error';
import './data-table.css';

export type DataColumn<Row> = {
  key: string;
  header: string;
  render: (row: Row) => ReactNode;
  // Columns with a sort value get a sort button in their header.
  sortValue?: (row: Row) => string | number;
  align?: 'start' | 'end';
};

type Sort = { key: string; direction: 'ascending' | 'descending' };

export type DataTableProps<Row> = {
  // The table's accessible name, e.g. "Services".
  label: string;
  rows: readonly Row[];
  columns: readonly DataColumn<Row>[];
  // The text a search matches (case-insensitive, every word must appear).
  searchText: (row: Row) => string;
  // The search box's name; "Search services" for the label "Services" unless said otherwise.
  searchLabel?: string;
  initialSort?: Sort;
  empty: ReactNode;
  rowClassName?: (row: Row) => string | undefined;
  toolbar?: ReactNode;
  // What tells rows apart; rows with an id are keyed by it.
  rowKey?: (row: Row) => string;
};

function idOf(row: unknown): string {
  if (typeof row === 'object' && row !== null && 'id' in row && typeof row.id === 'string') return row.id;
  throw new Error('DataTable: rows without an id need a rowKey');
}

const collator = new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' });

// A Blueprint HTMLTable with a search box and sortable columns; every list screen uses it.
export function DataTable<Row>(props: DataTableProps<Row>) {
  const {
    label,
    rows,
    columns,
    searchText,
    searchLabel = `Search ${label.toLowerCase()}`,
    initialSort,
    empty,
    rowClassName,
    toolbar,
  } = props;
  const rowKey = props.rowKey ?? idOf;
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<Sort | null>(initialSort ?? null);
  const deferredQuery = useDeferredValue(query);

  const visible = useMemo(() => {
    const words = deferredQuery.trim().toLowerCase().split(/\s+/).filter(Boolean);
    const matching =
      words.length === 0 ? [...rows] : rows.filter((row) => words.every((word) => searchText(row).toLowerCase().includes(word)));
    const column = sort ? columns.find((candidate) => candidate.key === sort.key) : undefined;
    if (!sort || !column?.sortValue) return matching;
    const value = column.sortValue;
    const sign = sort.direction === 'ascending' ? 1 : -1;
    return matching.sort((a, b) => {
      const left = value(a);
      const right = value(b);
      return sign * (typeof left === 'number' && typeof right === 'number' ? left - right : collator.compare(String(left), String(right)));
    });
  }, [rows, columns, sort, deferredQuery, searchText]);

  const toggleSort = (key: string) =>
    setSort((current) =>
      current?.key === key
        ? { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
        : { key, direction: 'ascending' },
    );

  return (
    <div className="data-table">
      <div className="data-table-toolbar">
        <InputGroup
          type="search"
          leftIcon="search"
          placeholder={searchLabel}
          aria-label={searchLabel}
          value={query}
          onValueChange={setQuery}
          className="data-table-search"
        />
        {toolbar}
      </div>
      {rows.length === 0 ? (
        empty
      ) : visible.length === 0 ? (
        <NonIdealState
          icon="search"
          title="Nothing matches your search"
          description={`No ${label.toLowerCase()} match “${query.trim()}”.`}
        />
      ) : (
        <div className="data-table-scroll">
          <HTMLTable aria-label={label} interactive striped compact className="data-table-table">
            <thead>
              <tr>
                {columns.map((column) => {
                  const sorted = sort?.key === column.key ? sort.direction : undefined;
                  return (
                    <th
                      key={column.key}
                      scope="col"
                      aria-sort={column.sortValue ? (sorted ?? 'none') : undefined}
                      className={column.align === 'end' ? 'data-table-end' : undefined}
                    >
                      {column.sortValue ? (
                        <button
                          type="button"
                          className="data-table-sort"
                          onClick={() => toggleSort(column.key)}
                          aria-label={`Sort by ${column.header}`}
                        >
                          {column.header}
                          <Icon
                            icon={sorted === 'ascending' ? 'sort-asc' : sorted === 'descending' ? 'sort-desc' : 'double-caret-vertical'}
                            size={12}
                            aria-hidden
                          />
                        </button>
                      ) : (
                        column.header
                      )}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {visible.map((row) => (
                <tr key={rowKey(row)} className={rowClassName?.(row)}>
                  {columns.map((column) => (
                    <td key={column.key} className={column.align === 'end' ? 'data-table-end' : undefined}>
                      {column.render(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
    </div>
  );
}

type QueryDataTableProps<Row> = Omit<DataTableProps<Row>, 'rows'> & {
  // The read behind the rows (a useQuery result).
  query: { isLoading: boolean; isSuccess: boolean; error: Error | null; data: readonly Row[] | undefined };
  errorTitle: string;
};

// A DataTable over one read: loading, or what could not be loaded, until the rows are there.
export function QueryDataTable<Row>({ query, errorTitle, ...table }: QueryDataTableProps<Row>) {
  return (
    <>
      <QueryStatus query={query} errorTitle={errorTitle} />
      {query.isSuccess && query.data ? <DataTable {...table} rows={query.data} /> : null}
    </>
  );
}
