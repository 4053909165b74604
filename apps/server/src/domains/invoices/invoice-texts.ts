import { balanceCents, clientInvoicePath, formatCents, invoiceLabel, payLinkPath } from '@ta/shared';
import { mailIntl } from '../../i18n/mail-intl.js';
import { dayInWords } from './invoice-pdf.js';
import type { InvoiceRow } from './invoices-repository.js';
import type { ServiceContext } from '../service-context.js';
import { textAboutClient } from '../sms/index.js';

/**
 * "Invoice INV-0042 for $180.00 is due December 15. Pay or see it: …" (docs/sms.md), to the client who
 * chose invoice texts, each time the invoice is e-mailed (`event`: the e-mail's job). The link is the
 * e-mail's pay link while a card can pay it, kept sealed and hidden from the office like the e-mail's;
 * otherwise the invoice's page in the client area. Only the client: a trusted contact never gets it.
 */
export async function textInvoiceDue(
  ctx: ServiceContext,
  row: InvoiceRow,
  payToken: string | null,
  event: string,
): Promise<void> {
  if (row.clientId === null) return;
  const balance = balanceCents(row.totalCents, row.paidCents);
  if (balance <= 0) return;
  await textAboutClient(ctx, {
    clientId: row.clientId,
    kind: 'invoice_due',
    event: `invoice-${row.id}-${event}`,
    write: ({ language }) => {
      const intl = mailIntl(language);
      const link = intl.link(ctx.publicUrl, payToken ? payLinkPath(payToken) : clientInvoicePath(row.id));
      return {
        body: intl.t('sms.invoice-due', {
          number: invoiceLabel(row.number),
          amount: formatCents(balance),
          date: dayInWords(row.dueOn, language),
          link,
        }),
        ...(payToken ? { hide: payToken } : {}),
      };
    },
  });
}
