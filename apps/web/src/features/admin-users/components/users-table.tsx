import type { AdminUser } from '@ta/shared';
import { Pencil } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { fullName, ROLE_LABELS } from '../user-form-values';
import { UserStatusBadge } from './user-status-badge';

const th = 'sticky top-0 bg-sand px-3 py-3 text-left font-bold';
const td = 'px-3 py-3 align-top';

interface UsersTableProps {
  users: readonly AdminUser[];
  caption: string;
  /** The signed-in admin: their own row cannot be edited here. */
  meId: number;
  onEdit: (user: AdminUser) => void;
}

/** The columns: User (name, @username), Email, Role, Status, Edit. */
export function UsersTable({ users, caption, meId, onEdit }: UsersTableProps) {
  return (
    <div
      role="region"
      aria-label="Users (scrolls sideways on small screens)"
      tabIndex={0}
      // relative: the buttons' screen-reader text (absolutely placed) stays inside the scrolling box.
      className="relative overflow-x-auto rounded-2xl border border-line bg-white shadow-card"
    >
      <table className="w-full min-w-[44rem] border-collapse">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={th}>
              User
            </th>
            <th scope="col" className={th}>
              Email
            </th>
            <th scope="col" className={th}>
              Role
            </th>
            <th scope="col" className={th}>
              Status
            </th>
            <th scope="col" className={th}>
              Edit
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => {
            const isMe = user.id === meId;
            const reasonId = `user-own-row-${user.id}`;
            return (
              <tr key={user.id} className="border-t border-line">
                <th scope="row" className={`${td} text-left font-normal`}>
                  <span className="block font-bold break-words">{fullName(user)}</span>
                  <span className="block break-all text-muted">@{user.username}</span>
                </th>
                <td className={`${td} break-all`}>{user.email}</td>
                <td className={td}>{ROLE_LABELS[user.role]}</td>
                <td className={td}>
                  <UserStatusBadge active={user.active} />
                </td>
                <td className={td}>
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
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
