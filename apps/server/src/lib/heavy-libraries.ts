import { createRequire } from 'node:module';
import type pg from 'pg';

/**
 * Libraries a server that never makes a PDF, sees a photo or talks to PostgreSQL should not carry:
 * each loads on its first use, not at start. sharp (libvips) adds about 30 MB of resident memory,
 * pdfkit (with fontkit and its decoders) about 28 MB and pg about 6 MB; loaded at start they took the
 * idle server past its 120 MB goal (docs/performance.md, "Memory"). The S3 client (about 10 MB of the
 * idle server) loads only where files live in a bucket (FILE_STORAGE=s3, `npm run files:to-s3`),
 * Stripe's library only where card payments are set up, and Twilio's only where texts are. The
 * lint forbids importing them anywhere else.
 */
export const loadSharp = () => import('sharp').then((m) => m.default);
export const loadFileType = () => import('file-type').then((m) => m.fileTypeFromBuffer);
export const loadPdfKit = () => import('pdfkit').then((m) => m.default);
export const loadS3Client = () => import('@aws-sdk/client-s3');
/** The official Stripe library: only where card payments are set up (STRIPE_SECRET_KEY, docs/payments.md). */
export const loadStripe = () => import('stripe').then((m) => m.default);
/** The official Twilio library: only where text messages are set up (TWILIO_ACCOUNT_SID, docs/sms.md). */
export const loadTwilio = () => import('twilio').then((m) => m.default);

const require = createRequire(import.meta.url);
let pgLoaded: typeof pg | undefined;
/**
 * pg is CommonJS, so it loads synchronously: connecting to PostgreSQL stays a plain call. Kept once
 * loaded: the type parsers ask for it for every column of every row description, and `require` resolves
 * the path again on each call.
 */
export const pgModule = (): typeof pg => (pgLoaded ??= require('pg') as typeof pg);
