import { isAdminRole, staffMemberName, type StaffMember } from '@ta/shared';
import type { ComponentProps } from 'react';
import { NativeSelect } from '../ui/native-select';

/** Someone already chosen, by id and name (they may have left the directory since). */
export interface ChosenStaff {
  id: number;
  name: string;
}

export interface StaffPickerProps extends Omit<ComponentProps<'select'>, 'children'> {
  /** The active staff and admins (`useStaffDirectory`); while it is missing only "me" and the current choice show. */
  members: readonly StaffMember[] | undefined;
  /** The signed-in person, marked "(me)". */
  me: ChosenStaff;
  /** Who is chosen now, kept as a choice even when no longer active, so an edit does not drop them unseen. */
  current?: ChosenStaff | null | undefined;
  /** The empty choice's words. */
  noneLabel?: string;
}

export interface StaffChoice {
  value: string;
  label: string;
}

/**
 * The choices, by name: nobody, then every active staff member and admin, the signed-in person marked
 * "(me)", admins marked "(admin)". A current choice who is no longer active comes last, said so.
 */
export function staffChoices(
  members: readonly StaffMember[] | undefined,
  me: ChosenStaff,
  current?: ChosenStaff | null,
  noneLabel = 'No one yet',
): StaffChoice[] {
  const list: { id: number; name: string; admin: boolean }[] = members
    ? members.map((m) => ({ id: m.id, name: staffMemberName(m), admin: isAdminRole(m.role) }))
    : [{ id: me.id, name: me.name, admin: false }];
  const choices: StaffChoice[] = [
    { value: '', label: noneLabel },
    ...list.map(({ id, name, admin }) => {
      const notes = [id === me.id ? 'me' : null, admin ? 'admin' : null].filter(Boolean);
      return { value: String(id), label: notes.length > 0 ? `${name} (${notes.join(', ')})` : name };
    }),
  ];
  if (current && !list.some((m) => m.id === current.id)) {
    choices.push({
      value: String(current.id),
      label: `${current.name} (${members ? 'no longer active' : 'chosen now'})`,
    });
  }
  return choices;
}

/** One staff picker for every back-office form that gives work to someone (decision 022). */
export function StaffPicker({ members, me, current, noneLabel, ...props }: StaffPickerProps) {
  return (
    <NativeSelect {...props}>
      {staffChoices(members, me, current, noneLabel).map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </NativeSelect>
  );
}
