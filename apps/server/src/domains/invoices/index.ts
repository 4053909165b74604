// The invoices domain's public face: what other domains may use (docs/architecture.md, "Rules that keep the shape").
export type { InvoiceRow, PaymentRow } from './invoices-repository.js';
export { payableByCard, staffInvoiceDetail } from './invoice-views.js';
export { dayInWords } from './invoice-pdf.js';
export { countDeposits } from './invoice-deposits.js';
export { makePlanMonthInvoice } from './plan-invoices.js';
export type { PlanMonthBill, PlanMonthOutcome } from './plan-invoices.js';
