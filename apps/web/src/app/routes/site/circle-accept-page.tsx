import { CircleAlert } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { QueryFallback } from '../../../components/ui/query-fallback';
import { invitationRead, isInvitationToken, useInvitation } from '../../../features/circle/api/invitation';
import { AcceptChoices, InvitationSummary } from '../../../features/circle/components/accept-invitation';
import { useT } from '../../../i18n/use-t';
import { PageMeta } from '../../../lib/page-meta';
import type { Prefetch } from '../../../lib/server-read';
import { useSessionUser } from '../../../lib/session';
import { AuthLayout } from '../../layouts/auth-layout';

/** The server reads the invitation (a 404 fills null), so the page and its forms work without JavaScript. */
export const prefetch: Prefetch = ({ token = '' }) => [invitationRead(token)];

/**
 * /circle/accept/:token, the link in an invitation e-mail: who invites the visitor and what they
 * may do, then the one way on that fits them (accept, sign in first, or make an account).
 */
export function CircleAcceptPage({ token }: { token: string }) {
  const t = useT();
  const session = useSessionUser();
  const invitation = useInvitation(token);
  const valid = isInvitationToken(token);

  let content;
  if (!valid || invitation.data === null) {
    content = <InvalidInvitation />;
  } else if (invitation.data === undefined || session.isPending) {
    content = (
      <QueryFallback
        query={invitation}
        loading={t('circle.accept.loading')}
        errorTitle={t('circle.accept.load-failed')}
      />
    );
  } else {
    content = (
      <>
        <InvitationSummary invitation={invitation.data} />
        <AcceptChoices token={token} invitation={invitation.data} user={session.data ?? null} />
      </>
    );
  }

  return (
    <AuthLayout>
      <PageMeta title={t('circle.accept.title')} description={t('circle.accept.description')} noIndex />
      <div className="container-page py-8 sm:py-12">
        <div className="mx-auto max-w-2xl">
          <Card>
            <CardContent className="space-y-6">
              <h1 className="text-3xl">{t('circle.accept.title')}</h1>
              {content}
            </CardContent>
          </Card>
        </div>
      </div>
    </AuthLayout>
  );
}

function InvalidInvitation() {
  const t = useT();
  return (
    <div className="space-y-4" data-testid="circle-invitation-invalid">
      <p className="flex items-start gap-2 text-lg font-bold text-danger-700">
        <CircleAlert aria-hidden className="mt-1 size-6 shrink-0" />
        {t('circle.accept.invalid')}
      </p>
      <p className="text-lg">{t('circle.accept.invalid-help')}</p>
      <Link href="/" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
        {t('circle.accept.home')}
      </Link>
    </div>
  );
}
