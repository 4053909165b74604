import type { StaffContact, StaffDirectoryQueries } from '../accounts/index.js';
import type { ServiceContext } from '../service-context.js';

/** Someone in the business an e-mail about work goes to. No first name for a configured office address. */
export interface StaffRecipient {
  email: string;
  firstName: string | null;
}

/** Who hears of new work, from a service's context. */
export function recipientsContext(ctx: Pick<ServiceContext, 'repos' | 'officeEmails'>): StaffRecipientsContext {
  return { staff: ctx.repos.staff, officeEmails: ctx.officeEmails };
}

export interface StaffRecipientsContext {
  staff: StaffDirectoryQueries;
  /** OFFICE_EMAIL's addresses; empty means every active admin is the office (decision 022). */
  officeEmails: readonly string[];
}

const fromAccount = (account: StaffContact): StaffRecipient => ({
  email: account.email,
  firstName: account.firstName,
});

/**
 * Who hears about new work (a new request, a client's cancellation, a chat left waiting): the
 * office, and the people handling it (a request's assignee, an appointment's staff member) when
 * they are active staff. Each address gets one copy; a named account wins over a bare office
 * address, so the e-mail can greet the person by first name.
 */
export async function officeRecipients(
  ctx: StaffRecipientsContext,
  handlerIds: readonly (number | null | undefined)[] = [],
): Promise<StaffRecipient[]> {
  const handlers: StaffRecipient[] = [];
  for (const id of new Set(handlerIds)) {
    if (id === null || id === undefined) continue;
    const account = await ctx.staff.findActive(id);
    if (account) handlers.push(fromAccount(account));
  }
  const office: StaffRecipient[] =
    ctx.officeEmails.length > 0
      ? ctx.officeEmails.map((email) => ({ email, firstName: null }))
      : (await ctx.staff.activeAdmins()).map(fromAccount);

  const byAddress = new Map<string, StaffRecipient>();
  for (const recipient of [...handlers, ...office]) {
    const key = recipient.email.trim().toLowerCase();
    const known = byAddress.get(key);
    if (!known || (known.firstName === null && recipient.firstName !== null)) byAddress.set(key, recipient);
  }
  return [...byAddress.values()];
}
