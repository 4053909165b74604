// The rewards domain's public face: what other domains may use (docs/architecture.md, "Rules that keep the shape").
export { claimEarnedDiscounts, earnedDiscounts, planDiscountLine } from './automatic-discounts.js';
