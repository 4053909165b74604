export * from './roles.js';
export * from './auth.js';
export * from './business.js';
