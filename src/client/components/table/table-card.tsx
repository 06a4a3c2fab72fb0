import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card.js';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../ui/table.js';

/** One column of an admin table: its header and how a row fills its cell. */
export type TableColumn<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
  /** The header cell's classes, when they differ from the cells' (e.g. right-aligned actions). */
  headerClassName?: string;
};

export type TableCardProps<T> = {
  title: string;
  /** Beside the title (an Add button) or under it (a search), as `headerLayout` says. */
  header: ReactNode;
  headerLayout: 'row' | 'stack';
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  pending: boolean;
  loadingText: string;
  emptyText: string;
  /** A long list scrolls inside its own keyboard-reachable region, with `footer` under it. */
  scroll?: boolean;
  footer?: ReactNode;
  /** The dialogs the rows open. */
  children?: ReactNode;
};

/**
 * The one shape of an admin list (team, users): a card with its title, a loading line, the
 * empty text or the table of `columns`, and the dialogs its rows open.
 */
export function TableCard<T>(props: TableCardProps<T>) {
  const { title, header, headerLayout, rows, pending, loadingText, emptyText, scroll } = props;
  const table = <RowsTable {...props} />;
  return (
    <Card>
      <CardHeader
        className={
          headerLayout === 'row' ? 'flex-row flex-wrap items-center justify-between gap-3' : 'gap-3'
        }
      >
        <CardTitle>{title}</CardTitle>
        {header}
      </CardHeader>
      <CardContent className={scroll ? 'flex flex-col gap-4' : undefined}>
        {pending ? (
          <p role="status" className="text-slate-600">
            {loadingText}
          </p>
        ) : rows.length === 0 ? (
          <p className="text-slate-600">{emptyText}</p>
        ) : scroll ? (
          <>
            <section
              aria-label={title}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable)
              tabIndex={0}
              className="max-h-[32rem] overflow-y-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-primary"
            >
              {table}
            </section>
            {props.footer}
          </>
        ) : (
          table
        )}
      </CardContent>
      {props.children}
    </Card>
  );
}

function RowsTable<T>({ title, columns, rows, rowKey }: TableCardProps<T>) {
  return (
    <Table aria-label={title}>
      <TableHead>
        <tr>
          {columns.map((column) => (
            <TableHeader key={column.header} className={column.headerClassName}>
              {column.header}
            </TableHeader>
          ))}
        </tr>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={rowKey(row)}>
            {columns.map((column) => (
              <TableCell key={column.header} className={column.className}>
                {column.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
