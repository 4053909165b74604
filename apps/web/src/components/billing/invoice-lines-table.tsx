import { formatCents, formatQuantity, type InvoiceLine } from '@ta/shared';
import type { ReactNode } from 'react';
import { TableHeadingRow } from '../ui/table-heading-row';

/** The four column headings, in the reader's language: description, quantity, price, amount. */
export interface InvoiceLineHeadings {
  description: string;
  quantity: string;
  price: string;
  amount: string;
}

/**
 * An invoice's lines as the office and the client both read them: quantity, unit price (or the
 * percentage of a percentage line) and amount; `foot` is the table's own foot (the office's sums).
 */
export function InvoiceLinesTable({
  lines,
  headings,
  caption,
  foot,
}: {
  lines: readonly InvoiceLine[];
  headings: InvoiceLineHeadings;
  caption?: string;
  foot?: ReactNode;
}) {
  const number = 'p-2 text-right';
  return (
    <table className="w-full text-left">
      {caption ? <caption className="sr-only">{caption}</caption> : null}
      <thead>
        <TableHeadingRow
          className="border-b border-line"
          cellClassName="p-2"
          columns={[
            headings.description,
            { label: headings.quantity, className: number },
            { label: headings.price, className: number },
            { label: headings.amount, className: number },
          ]}
        />
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={index} className="border-b border-line">
            <td className="p-2">{line.description}</td>
            <td className="p-2 text-right">{formatQuantity(line.quantityHundredths)}</td>
            <td className="p-2 text-right">
              {line.percentBp ? `${formatQuantity(line.percentBp)}%` : formatCents(line.unitCents)}
            </td>
            <td className="p-2 text-right">{formatCents(line.amountCents)}</td>
          </tr>
        ))}
      </tbody>
      {foot}
    </table>
  );
}
