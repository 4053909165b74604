export * from './roles.js';
export * from './auth.js';
export * from './business.js';
export * from './contact.js';
export * from './tracking-code.js';
export * from './blog.js';
export * from './furniture-photos.js';
export * from './quote.js';
