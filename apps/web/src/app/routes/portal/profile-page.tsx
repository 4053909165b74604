import { isBackOfficeRole, isClientRole, type SessionUser } from '@ta/shared';
import { KeyRound, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Card, CardContent } from '../../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { PasswordChangeForm } from '../../../features/account/components/password-change-form';
import { visitNoticesRead } from '../../../features/account/api/visit-notices';
import { ProfileForm } from '../../../features/account/components/profile-form';
import { VisitNoticesForm } from '../../../features/account/components/visit-notices-form';
import { calendarFeedRead } from '../../../features/calendar-feed/api/calendar-feed';
import { CalendarFeedSection } from '../../../features/calendar-feed/components/calendar-feed-section';
import { AccountSessions } from '../../../features/two-step/components/account-sessions';
import { paymentCardRead } from '../../../features/payment-card/api/payment-card';
import { PaymentCardSection } from '../../../features/payment-card/components/payment-card-section';
import { textChoicesRead } from '../../../lib/text-choices';
import { TextChoicesSection } from '../../../features/texts/components/text-choices-section';
import { referralRead } from '../../../features/referral/api/referral';
import { ReferralSection } from '../../../features/referral/components/referral-section';
import { AccountTwoStep } from '../../../features/two-step/components/account-two-step';
import { useT } from '../../../i18n/use-t';
import { PageMeta } from '../../../lib/page-meta';
import type { Prefetch } from '../../../lib/server-read';
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

/**
 * The visit-step choices, the texts, the calendar feed's state and the card on file are in the HTML, so
 * the forms work before (or without) the script.
 */
export const prefetch: Prefetch = () => [
  visitNoticesRead,
  textChoicesRead,
  calendarFeedRead,
  paymentCardRead,
  referralRead,
];

export function ProfilePage({ user }: { user: SessionUser }) {
  const [, navigate] = useLocation();
  const t = useT();
  const tab = new URLSearchParams(useSearch()).get('tab') === 'password' ? 'password' : 'profile';
  const selectTab = (value: string) =>
    navigate(value === 'password' ? '/profile?tab=password' : '/profile', { replace: true });

  return (
    <ProfileLayout user={user}>
      <PageMeta title={t('account.meta.title')} description={t('account.meta.description')} noIndex />
      <div className="container-page py-10 sm:py-14">
        <div className="mx-auto max-w-2xl">
          <h1 className="text-3xl sm:text-4xl">{t('account.heading')}</h1>
          <p className="mt-2 text-lg text-muted">{t('account.intro')}</p>
          <Card className="mt-8">
            <CardContent>
              <Tabs value={tab} onValueChange={selectTab}>
                <TabsList aria-label={t('account.tabs.label')}>
                  <TabsTrigger value="profile">
                    <UserRound aria-hidden className="size-5" />
                    {t('account.tab.profile')}
                  </TabsTrigger>
                  <TabsTrigger value="password">
                    <KeyRound aria-hidden className="size-5" />
                    {t('account.tab.password')}
                  </TabsTrigger>
                </TabsList>
                <TabsContent value="profile">
                  <h2 className="mb-5 text-2xl">{t('account.profile.heading')}</h2>
                  <ProfileForm user={user} />
                </TabsContent>
                <TabsContent value="password">
                  <h2 className="mb-5 text-2xl">{t('account.password.heading')}</h2>
                  <PasswordChangeForm backOffice={isBackOfficeRole(user.role)} />
                </TabsContent>
              </Tabs>
            </CardContent>
          </Card>
          {/* The account holder's own choice; a trusted contact chooses theirs in the circle. */}
          {isClientRole(user.role) && !user.actingFor ? (
            <Card className="mt-8">
              <CardContent>
                <section aria-labelledby="visit-notices-heading">
                  <h2 id="visit-notices-heading" className="text-2xl">
                    {t('visit-status.notices.heading')}
                  </h2>
                  <p className="mt-2 mb-5 text-muted">{t('visit-status.notices.intro')}</p>
                  <VisitNoticesForm headingId="visit-notices-heading" />
                </section>
              </CardContent>
            </Card>
          ) : null}
          {/* The consent to texts is the account holder's alone, for their own number (docs/sms.md). */}
          {isClientRole(user.role) && !user.actingFor && !user.actingEnded ? <TextChoicesSection /> : null}
          {/* The card on file and the consent to charge it are the account holder's alone (decision 077). */}
          {isClientRole(user.role) && !user.actingFor && !user.actingEnded ? <PaymentCardSection /> : null}
          {/* The account holder's own code: a trusted contact has one on their own account (docs/referrals.md). */}
          {isClientRole(user.role) && !user.actingFor && !user.actingEnded ? <ReferralSection /> : null}
          {/* The account's own visits; a trusted contact helping with someone's account has none here. */}
          {user.actingFor || user.actingEnded ? null : (
            <Card className="mt-8">
              <CardContent>
                <CalendarFeedSection />
              </CardContent>
            </Card>
          )}
          {isBackOfficeRole(user.role) ? (
            <Card className="mt-8">
              <CardContent>
                <AccountTwoStep />
              </CardContent>
            </Card>
          ) : null}
          <Card className="mt-8">
            <CardContent>
              <AccountSessions />
            </CardContent>
          </Card>
        </div>
      </div>
    </ProfileLayout>
  );
}
