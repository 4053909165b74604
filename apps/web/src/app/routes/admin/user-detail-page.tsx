import { isAdminRole, isClientRole, LANGUAGE_NAMES_IN_ENGLISH, type SessionUser } from '@ta/shared';
import { PageHeader } from '../../../components/ui/page-header';
import { useUser } from '../../../features/admin-users/api/users';
import { UserStatusBadge } from '../../../features/admin-users/components/user-status-badge';
import { fullName, ROLE_LABELS } from '../../../features/admin-users/user-form-values';
import { StaffPaymentCardSection } from '../../../features/admin-payment-card/components/staff-payment-card-section';
import { StaffTextsSection } from '../../../features/admin-texts/components/staff-texts-section';
import { ClientFeedbackSection } from '../../../features/admin-feedback/components/client-feedback-section';
import { ClientReferralsSection } from '../../../features/admin-referrals/components/client-referrals-section';
import { ClientPlansSection } from '../../../features/admin-plans/components/client-plans-section';
import { StaffPhotoSection } from '../../../features/admin-users/components/staff-photo-section';
import { StaffCircleSection } from '../../../features/circle/components/staff-circle-section';
import { fullNameOf } from '../../../lib/initials';
import { AdminLayout } from '../../layouts/admin-layout';
import { AccessDeniedPage } from '../site/access-denied-page';
import { AdminNotFoundPage } from './admin-not-found-page';
import { QueryContent } from './query-content';

/** /admin/users/:id: one account; a client's page also holds their trusted contacts. Admins only, as the users list. */
export function UserDetailPage({ user, id }: { user: SessionUser; id: string }) {
  if (!isAdminRole(user.role)) return <AccessDeniedPage />;
  const userId = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
  if (userId === null) return <AdminNotFoundPage user={user} />;
  return <UserDetail user={user} id={userId} />;
}

function UserDetail({ user, id }: { user: SessionUser; id: number }) {
  const account = useUser(id);
  if (account.data === null) return <AdminNotFoundPage user={user} />;
  return (
    <AdminLayout
      user={user}
      meta={{ title: account.data ? fullName(account.data) : 'User', description: 'One account.' }}
    >
      <div className="mx-auto max-w-4xl space-y-8 px-4 py-6 sm:px-6 sm:py-8">
        <QueryContent query={account} loading="Loading the account…" failed="Error loading the account">
          {(shown) =>
            shown ? (
              <>
                <PageHeader
                  title={fullName(shown)}
                  backHref="/admin/users"
                  description={
                    <dl className="grid gap-x-6 gap-y-1 text-lg sm:grid-cols-[auto_1fr]">
                      <dt className="font-bold">Username</dt>
                      <dd>@{shown.username}</dd>
                      <dt className="font-bold">Email</dt>
                      <dd className="break-all">{shown.email}</dd>
                      <dt className="font-bold">Role</dt>
                      <dd>{ROLE_LABELS[shown.role]}</dd>
                      <dt className="font-bold">Language</dt>
                      <dd>{LANGUAGE_NAMES_IN_ENGLISH[shown.language]}</dd>
                      <dt className="font-bold">Status</dt>
                      <dd>
                        <UserStatusBadge active={shown.active} />
                      </dd>
                    </dl>
                  }
                />
                {isClientRole(shown.role) ? (
                  <>
                    <StaffCircleSection clientId={shown.id} clientName={fullName(shown)} />
                    <StaffPaymentCardSection clientId={shown.id} />
                    <StaffTextsSection clientId={shown.id} />
                    <ClientFeedbackSection clientId={shown.id} />
                    <ClientReferralsSection clientId={shown.id} />
                    <ClientPlansSection
                      clientId={shown.id}
                      clientName={fullName(shown)}
                      clientActive={shown.active}
                      me={{ id: user.id, name: fullNameOf(user) }}
                      canSetTerms={isAdminRole(user.role)}
                    />
                  </>
                ) : (
                  <>
                    <StaffPhotoSection
                      userId={shown.id}
                      firstName={shown.firstName}
                      hadPhoto={shown.hasPhoto === true}
                    />
                    <p className="text-lg">Trusted contacts are for client accounts.</p>
                  </>
                )}
              </>
            ) : null
          }
        </QueryContent>
      </div>
    </AdminLayout>
  );
}
