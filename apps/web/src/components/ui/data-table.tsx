import { Fragment, useId, type Key, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** Where a cell is drawn, for cells that point at other elements by id. */
export interface CellPlace {
  layout: 'table' | 'card';
  /** The id of this row's details panel in this layout (see `details`). */
  detailsId: string;
}

export interface DataColumn<Row> {
  /** The column's heading; on a card, the label before the value. */
  header: string;
  cell: (row: Row, place: CellPlace) => ReactNode;
  /** This column names the row: a row header in the table, the title of its card. One per table. */
  rowHeader?: boolean;
  /** The heading is read by screen readers only (and a card shows the value without a label). */
  hideHeader?: boolean;
  /** false: a card shows the value at its foot, without a label (buttons that say what they do). */
  cardLabel?: boolean;
  /** Classes for the table's cell (widths, wrapping). */
  className?: string;
}

/** Cards below this width, the table from it up: where the table's columns fit beside the sidebar. */
const BREAKPOINTS = {
  md: { table: 'hidden md:block', cards: 'md:hidden' },
  lg: { table: 'hidden lg:block', cards: 'lg:hidden' },
  xl: { table: 'hidden xl:block', cards: 'xl:hidden' },
  '2xl': { table: 'hidden 2xl:block', cards: '2xl:hidden' },
} as const;

/** `cards` on the page; `rows` inside a card of its own (divided rows, no second frame). */
const VARIANTS = {
  cards: {
    table: 'rounded-2xl border border-line bg-white shadow-card',
    list: 'space-y-4',
    item: 'rounded-2xl border border-line bg-white p-4 shadow-card',
  },
  rows: { table: '', list: 'divide-y divide-line border-t border-line', item: 'p-4 sm:px-6' },
} as const;

interface DataTableProps<Row> {
  /** What the table holds (list, search, page): the table's caption and the card list's name. */
  caption: string;
  rows: readonly Row[];
  columns: readonly DataColumn<Row>[];
  rowKey: (row: Row) => Key;
  cardsBelow?: keyof typeof BREAKPOINTS;
  variant?: keyof typeof VARIANTS;
  /** A panel under a row, such as the message of an e-mail; `hidden` until it is open. */
  details?: { render: (row: Row) => ReactNode; open: (row: Row) => boolean };
}

/**
 * Rows declared once as columns, drawn as a table where its columns fit and as a list of cards
 * below that (each value under its column's heading), so nothing scrolls sideways on a phone. Only
 * one of the two is displayed; the other is display:none, which hides it from screen readers too.
 */
export function DataTable<Row>({
  caption,
  rows,
  columns,
  rowKey,
  cardsBelow = 'lg',
  variant = 'cards',
  details,
}: DataTableProps<Row>) {
  const id = useId();
  const captionId = `${id}caption`;
  const placeOf = (row: Row, layout: CellPlace['layout']): CellPlace => ({
    layout,
    detailsId: `${id}${layout}-${String(rowKey(row))}`,
  });
  const title = columns.find((column) => column.rowHeader);
  const isLabelled = (column: DataColumn<Row>) => !column.hideHeader && column.cardLabel !== false;
  const labelled = columns.filter((column) => !column.rowHeader && isLabelled(column));
  const unlabelled = columns.filter((column) => !column.rowHeader && !isLabelled(column));
  const look = VARIANTS[variant];

  return (
    <>
      <ul aria-label={caption} className={cn(look.list, BREAKPOINTS[cardsBelow].cards)}>
        {rows.map((row) => {
          const place = placeOf(row, 'card');
          return (
            <li key={rowKey(row)} className={cn('relative min-w-0', look.item)}>
              {title ? <div className="min-w-0 wrap-anywhere">{title.cell(row, place)}</div> : null}
              <dl className="mt-3 space-y-2">
                {labelled.map((column) => (
                  <div key={column.header} className="sm:grid sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-x-4">
                    <dt className="font-bold">{column.header}</dt>
                    <dd className="min-w-0 wrap-anywhere">{column.cell(row, place)}</dd>
                  </div>
                ))}
              </dl>
              {unlabelled.map((column) => (
                <div key={column.header} className="mt-3">
                  {column.cell(row, place)}
                </div>
              ))}
              {details ? (
                <div id={place.detailsId} hidden={!details.open(row)} className="mt-3 border-t border-line pt-3">
                  {details.render(row)}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      {/* relative: the screen-reader-only texts (absolutely placed) stay inside the scrolling region. */}
      <div
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        className={cn('relative overflow-x-auto', look.table, BREAKPOINTS[cardsBelow].table)}
      >
        <table className="w-full border-collapse text-left">
          <caption id={captionId} className="sr-only">
            {caption}
          </caption>
          <thead className="bg-sand">
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col" className="px-3 py-3 font-bold whitespace-nowrap">
                  {column.hideHeader ? <span className="sr-only">{column.header}</span> : column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const place = placeOf(row, 'table');
              return (
                <Fragment key={rowKey(row)}>
                  <tr className="border-t border-line align-top">
                    {columns.map((column) =>
                      column.rowHeader ? (
                        <th key={column.header} scope="row" className={cn('px-3 py-3 font-normal', column.className)}>
                          {column.cell(row, place)}
                        </th>
                      ) : (
                        <td key={column.header} className={cn('px-3 py-3', column.className)}>
                          {column.cell(row, place)}
                        </td>
                      ),
                    )}
                  </tr>
                  {details ? (
                    <tr id={place.detailsId} hidden={!details.open(row)} className="bg-canvas">
                      <td colSpan={columns.length} className="px-3 pb-4">
                        {details.render(row)}
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
