/** A column heading: its text alone (the table's cell classes), or with classes of its own (a number column). */
export type ColumnHeading = string | { label: string; className: string };

/**
 * The heading row of a plain table (one `<th scope="col">` a column), for the tables that draw
 * their own rows; a list that should turn into cards on a phone uses DataTable instead.
 */
export function TableHeadingRow({
  columns,
  cellClassName,
  className,
}: {
  columns: readonly ColumnHeading[];
  /** The classes of a heading that has none of its own (the table's cell padding). */
  cellClassName: string;
  className?: string;
}) {
  return (
    <tr className={className}>
      {columns.map((column) =>
        typeof column === 'string' ? (
          <th key={column} scope="col" className={cellClassName}>
            {column}
          </th>
        ) : (
          <th key={column.label} scope="col" className={column.className}>
            {column.label}
          </th>
        ),
      )}
    </tr>
  );
}
