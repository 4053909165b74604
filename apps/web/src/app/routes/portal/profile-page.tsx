import { isBackOfficeRole, type SessionUser } from '@ta/shared';
import { KeyRound, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Card, CardContent } from '../../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { PasswordChangeForm } from '../../../features/account/components/password-change-form';
import { ProfileForm } from '../../../features/account/components/profile-form';
import { PageMeta } from '../../../lib/page-meta';
import { AdminLayout } from '../../layouts/admin-layout';
import { ClientLayout } from '../../layouts/client-layout';

/** Clients see their profile in the client area; staff and admins in the back office. */
function ProfileLayout({ user, children }: { user: SessionUser; children: ReactNode }) {
  return isBackOfficeRole(user.role) ? (
    <AdminLayout user={user}>{children}</AdminLayout>
  ) : (
    <ClientLayout>{children}</ClientLayout>
  );
}

export function ProfilePage({ user }: { user: SessionUser }) {
  const [, navigate] = useLocation();
  const tab = new URLSearchParams(useSearch()).get('tab') === 'password' ? 'password' : 'profile';
  const selectTab = (value: string) =>
    navigate(value === 'password' ? '/profile?tab=password' : '/profile', { replace: true });

  return (
    <ProfileLayout user={user}>
      <PageMeta title="Your profile" description="Your account details and password." noIndex />
      <div className="container-page py-10 sm:py-14">
        <div className="mx-auto max-w-2xl">
          <h1 className="text-3xl sm:text-4xl">Your profile</h1>
          <p className="mt-2 text-lg text-muted">Keep your details up to date so we can reach you.</p>
          <Card className="mt-8">
            <CardContent>
              <Tabs value={tab} onValueChange={selectTab}>
                <TabsList aria-label="Profile sections">
                  <TabsTrigger value="profile">
                    <UserRound aria-hidden className="size-5" />
                    Profile
                  </TabsTrigger>
                  <TabsTrigger value="password">
                    <KeyRound aria-hidden className="size-5" />
                    Password
                  </TabsTrigger>
                </TabsList>
                <TabsContent value="profile">
                  <h2 className="mb-5 text-2xl">Your details</h2>
                  <ProfileForm user={user} />
                </TabsContent>
                <TabsContent value="password">
                  <h2 className="mb-5 text-2xl">Change your password</h2>
                  <PasswordChangeForm backOffice={isBackOfficeRole(user.role)} />
                </TabsContent>
              </Tabs>
            </CardContent>
          </Card>
        </div>
      </div>
    </ProfileLayout>
  );
}
