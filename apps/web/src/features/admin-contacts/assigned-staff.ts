import type { AdminContact } from '@ta/shared';
import type { ChosenStaff } from '../../components/admin/staff-picker';

/** Who handles the request now, kept as a choice in the staff pickers even if they have left since. */
export function assignedStaff(contact: Pick<AdminContact, 'assignedToId' | 'assignedToName'>): ChosenStaff | null {
  return contact.assignedToId === null
    ? null
    : { id: contact.assignedToId, name: contact.assignedToName ?? 'The assigned staff member' };
}
