import { isClientRole, LANGUAGE_NAMES_IN_ENGLISH, type AdminUser } from '@ta/shared';
import { Pencil } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { fullName, ROLE_LABELS } from '../user-form-values';
import { TwoStepCell } from './two-step-cell';
import { UserStatusBadge } from './user-status-badge';

interface UsersTableProps {
  users: readonly AdminUser[];
  caption: string;
  /** The signed-in admin: their own row cannot be edited here (an admin cannot lock themselves out). */
  meId: number;
  onEdit: (user: AdminUser) => void;
}

/** Edit, or for the admin's own row the reason it is not offered here. */
function EditCell({ user, isMe, onEdit }: { user: AdminUser; isMe: boolean; onEdit: (user: AdminUser) => void }) {
  const reasonId = useId();
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="compact"
        disabled={isMe}
        aria-describedby={isMe ? reasonId : undefined}
        onClick={() => onEdit(user)}
      >
        <Pencil aria-hidden />
        Edit
        <span className="sr-only"> {fullName(user)}</span>
      </Button>
      {isMe ? (
        <p id={reasonId} className="mt-1 max-w-48 text-base text-muted">
          This is you. Change your details on your{' '}
          <Link href="/profile" className="font-bold">
            Profile
          </Link>{' '}
          page.
        </p>
      ) : null}
    </>
  );
}

/**
 * The columns: User (name, @username), Email, Role, Language (of the account's e-mails), Status,
 * Two-step (staff and admins: on or off, and the reset for a lost phone), Edit.
 */
export function UsersTable({ users, caption, meId, onEdit }: UsersTableProps) {
  const columns: DataColumn<AdminUser>[] = [
    {
      header: 'User',
      rowHeader: true,
      cell: (user) => (
        <>
          {isClientRole(user.role) ? (
            // A client's own page holds their trusted contacts.
            <Link href={`/admin/users/${user.id}`} className="block font-bold wrap-anywhere">
              {fullName(user)}
            </Link>
          ) : (
            <span className="block font-bold wrap-anywhere">{fullName(user)}</span>
          )}
          <span className="block break-all text-muted">@{user.username}</span>
        </>
      ),
    },
    { header: 'Email', className: 'break-all', cell: (user) => user.email },
    { header: 'Role', cell: (user) => ROLE_LABELS[user.role] },
    { header: 'Language', cell: (user) => LANGUAGE_NAMES_IN_ENGLISH[user.language] },
    { header: 'Status', cell: (user) => <UserStatusBadge active={user.active} /> },
    { header: 'Two-step', cell: (user) => <TwoStepCell user={user} isMe={user.id === meId} /> },
    {
      header: 'Edit',
      cardLabel: false,
      cell: (user) => <EditCell user={user} isMe={user.id === meId} onEdit={onEdit} />,
    },
  ];
  return <DataTable caption={caption} rows={users} columns={columns} rowKey={(user) => user.id} />;
}
