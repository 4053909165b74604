// The quotes domain's public face: what other domains may use (docs/architecture.md, "Rules that keep the shape").
export type { QuoteDepositRow } from './quote-deposits-repository.js';
export { quoteDepositPaid } from './quote-events.js';
export type { QuoteRecord } from './quotes-repository.js';
export type { PriceItem } from './price-list-repository.js';
