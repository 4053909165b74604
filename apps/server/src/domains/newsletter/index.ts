// The newsletter domain's public face: what other domains may use (docs/architecture.md, "Rules that keep the shape").
export { subscribe } from './newsletter-signups.js';
export { writeNewsletterBatch, type NewsletterBatch } from './newsletter-sends.js';
