import { OUTSIDE_HOURS_MESSAGE } from './opening-hours.js';
import { z } from './zod.js';

/*
 * Apart from opening-hours.ts, which every page loads (the footer's hours): importing zod there put the
 * form libraries into the entry chunk, whose cycle with the forms chunk stopped pages from hydrating
 * (docs/decisions/009: code every page runs must not import a schema module).
 */

/** The confirmation: a ticked box (true); left out or false means "not confirmed". */
export const outsideHoursConfirmedField = z.boolean({ error: OUTSIDE_HOURS_MESSAGE }).optional();
