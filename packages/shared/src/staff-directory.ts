import { USER_FORM_ROLES } from './admin-users.js';
import { z } from './zod.js';

/**
 * `GET /api/admin/staff`: who work can be given to. Staff and admins read it to pick the person
 * attending an appointment or handling a request, so it answers only what a picker needs of each
 * active staff or admin account: id, name and role. Never an e-mail address or a username.
 */
export const staffMemberSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(USER_FORM_ROLES),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffDirectorySchema = z.array(staffMemberSchema);

/** "First Last", as pickers and e-mails show a staff member. */
export const staffMemberName = (member: Pick<StaffMember, 'firstName' | 'lastName'>) =>
  `${member.firstName} ${member.lastName}`.trim();
