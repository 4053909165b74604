import { isAdminRole, staffMemberName, type StaffMember } from '@ta/shared';
import { ChevronRight } from 'lucide-react';
import { Link } from 'wouter';

/** The active staff and admins, each a link to their availability. */
export function StaffList({ staff }: { staff: readonly StaffMember[] }) {
  if (staff.length === 0) return <p className="text-lg">No active staff accounts yet.</p>;
  return (
    <ul aria-label="Staff" className="divide-y divide-line rounded-xl border border-line bg-white">
      {staff.map((member) => (
        <li key={member.id}>
          <Link
            href={`/admin/availability/staff/${member.id}`}
            className="flex min-h-12 items-center justify-between gap-3 px-4 py-3 font-bold hover:bg-brand-50"
          >
            <span>
              {staffMemberName(member)}
              <span className="font-normal text-muted"> · {isAdminRole(member.role) ? 'Admin' : 'Staff'}</span>
            </span>
            <ChevronRight aria-hidden className="size-5 shrink-0" />
            <span className="sr-only">: hours, time off, services and counties</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
