import type { SessionUser } from '@ta/shared';
import { UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { InitialsAvatar } from '../../../components/layouts/initials-avatar';
import { buttonVariants } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { useT } from '../../../i18n/use-t';
import { fullNameOf } from '../../../lib/initials';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-base font-bold text-muted">{term}</dt>
      <dd className="wrap-anywhere text-ink">{children}</dd>
    </div>
  );
}

/** Who is signed in, with the way to change it (a panel linking to /profile). */
export function AccountInfoCard({ user }: { user: SessionUser }) {
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('client.account.title')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="flex items-center gap-3">
          <InitialsAvatar user={user} />
          <p className="min-w-0 font-bold wrap-anywhere text-brand-950">{fullNameOf(user)}</p>
        </div>
        <dl className="space-y-3">
          <Detail term={t('client.account.email')}>
            <span className="break-all">{user.email}</span>
          </Detail>
          <Detail term={t('client.account.username')}>{user.username}</Detail>
        </dl>
        <Link href="/profile" className={buttonVariants({ variant: 'outline', className: 'w-full' })}>
          <UserRound aria-hidden />
          {t('client.account.edit')}
        </Link>
      </CardContent>
    </Card>
  );
}
