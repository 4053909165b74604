import type { StaffMember } from '@ta/shared';
import { describe, expect, it } from 'vitest';
import { staffChoices } from './staff-picker';

const members: StaffMember[] = [
  { id: 4, firstName: 'Dana', lastName: 'Lee', role: 'staff' },
  { id: 1, firstName: 'Olivia', lastName: 'Grant', role: 'admin' },
  { id: 3, firstName: 'Sam', lastName: 'Helper', role: 'staff' },
];
const me = { id: 3, name: 'Sam Helper' };

describe('staffChoices', () => {
  it('offers nobody, then every active staff member and admin, me and admins marked', () => {
    expect(staffChoices(members, me)).toEqual([
      { value: '', label: 'No one yet' },
      { value: '4', label: 'Dana Lee' },
      { value: '1', label: 'Olivia Grant (admin)' },
      { value: '3', label: 'Sam Helper (me)' },
    ]);
  });

  it('keeps the current choice when they are no longer active, and says so', () => {
    expect(staffChoices(members, me, { id: 9, name: 'Ann Boss' }, 'Nobody yet')).toEqual([
      { value: '', label: 'Nobody yet' },
      { value: '4', label: 'Dana Lee' },
      { value: '1', label: 'Olivia Grant (admin)' },
      { value: '3', label: 'Sam Helper (me)' },
      { value: '9', label: 'Ann Boss (no longer active)' },
    ]);
    expect(staffChoices(members, me, { id: 4, name: 'Dana Lee' })).toHaveLength(4);
  });

  it('offers me and the current choice when the directory could not be read', () => {
    expect(staffChoices(undefined, me, { id: 4, name: 'Dana Lee' })).toEqual([
      { value: '', label: 'No one yet' },
      { value: '3', label: 'Sam Helper (me)' },
      { value: '4', label: 'Dana Lee (chosen now)' },
    ]);
  });
});
