import { z } from './zod.js';

/**
 * What kind of request a contact request is: one sent from a form, or a call to return ("Call me
 * back", docs/decisions/035-call-me-back.md). Its own module, so both contact.ts and callback.ts use it.
 */
export const REQUEST_KINDS = ['request', 'callback'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];
export const requestKindSchema = z.enum(REQUEST_KINDS);

/** When the caller would like us to ring. */
export const CALLBACK_TIMES = ['morning', 'afternoon', 'evening', 'any'] as const;
export type CallbackTime = (typeof CALLBACK_TIMES)[number];
export const callbackTimeSchema = z.enum(CALLBACK_TIMES);

/** The words staff and the office e-mail use for each best time (the back office is in English). */
export const CALLBACK_TIME_LABELS: Record<CallbackTime, string> = {
  morning: 'Morning',
  afternoon: 'Afternoon',
  evening: 'Evening',
  any: 'Any time',
};
