import type { StaffMember } from '@ta/shared';
import type { ServiceContext } from '../service-context.js';

/** The active staff and admin accounts work can be given to, by name. */
export async function staffDirectory(ctx: ServiceContext): Promise<StaffMember[]> {
  return ctx.repos.staff.listActive();
}
