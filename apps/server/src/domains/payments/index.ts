// The payments domain's public face: what other domains may use (docs/architecture.md, "Rules that keep the shape").
export { countDeposits, payClientDeposit, payLinkDeposit } from './deposit-payments.js';
