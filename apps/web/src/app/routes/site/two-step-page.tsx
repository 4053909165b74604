import { afterSignInPath, defaultBusiness, NEXT_PARAM, safeNextPath, type SessionUser } from '@ta/shared';
import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Redirect, useLocation, useSearch } from 'wouter';
import { BackLink } from '../../../components/ui/back-link';
import { Card, CardContent } from '../../../components/ui/card';
import { SignInCodeForm, SignInRecoveryForm } from '../../../features/two-step/components/sign-in-code-forms';
import { SignInSetup } from '../../../features/two-step/components/sign-in-setup';
import { useT } from '../../../i18n/use-t';
import { PageMeta } from '../../../lib/page-meta';
import { queryKeys } from '../../../lib/query-keys';
import { useSessionUser } from '../../../lib/session';
import { AuthLayout } from '../../layouts/auth-layout';

/** The `?with=` of /sign-in/two-step that shows the recovery-code form instead of the app's code. */
const WITH_RECOVERY = 'recovery-code';

function withNext(path: string, next: string | null, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  if (next) params.set(NEXT_PARAM, next);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

function TwoStepFrame({ title, heading, children }: { title: string; heading: string; children: ReactNode }) {
  const t = useT();
  const next = safeNextPath(new URLSearchParams(useSearch()).get(NEXT_PARAM));
  return (
    <AuthLayout>
      <PageMeta title={title} description={t('two-step.meta.description')} noIndex />
      <div className="container-page py-8 sm:py-12">
        <BackLink href={withNext('/auth', next)}>{t('two-step.start-over')}</BackLink>
        <div className="mx-auto mt-4 max-w-xl">
          <h1 className="flex items-center gap-3 text-3xl sm:text-4xl">
            <ShieldCheck aria-hidden className="size-9 shrink-0 text-brand-800" />
            {heading}
          </h1>
          <Card className="mt-6">
            <CardContent>{children}</CardContent>
          </Card>
          <p className="mt-6 text-muted">{t('two-step.lost-phone')}</p>
        </div>
      </div>
    </AuthLayout>
  );
}

/**
 * /sign-in/two-step: after a right password, a staff member with two-step sign-in types the code from
 * their app, or one of their recovery codes (`?with=recovery-code`). Works without JavaScript.
 */
export function TwoStepPage() {
  const t = useT();
  const { data: user } = useSessionUser();
  const search = new URLSearchParams(useSearch());
  const next = safeNextPath(search.get(NEXT_PARAM));
  const recovery = search.get('with') === WITH_RECOVERY;

  if (user) return <Redirect to={afterSignInPath(user.role, next)} replace />;

  return (
    <TwoStepFrame
      title={t('two-step.meta.title')}
      heading={recovery ? t('two-step.recovery.heading') : t('two-step.code.heading')}
    >
      {recovery ? (
        <>
          <p className="mb-5">{t('two-step.recovery.intro')}</p>
          <SignInRecoveryForm />
          <p className="mt-6">
            <Link href={withNext('/sign-in/two-step', next)} className="inline-flex min-h-11 items-center font-bold">
              {t('two-step.recovery.use-code')}
            </Link>
          </p>
        </>
      ) : (
        <>
          <p className="mb-5">{t('two-step.code.intro', { name: defaultBusiness.name })}</p>
          <SignInCodeForm />
          <p className="mt-6">
            <Link
              href={withNext('/sign-in/two-step', next, { with: WITH_RECOVERY })}
              className="inline-flex min-h-11 items-center font-bold"
              data-testid="use-recovery-code"
            >
              {t('two-step.code.use-recovery')}
            </Link>
          </p>
        </>
      )}
    </TwoStepFrame>
  );
}

/**
 * /sign-in/two-step/setup: the admin requires two-step sign-in and this staff member has none yet;
 * they set it up here before their session starts. Works without JavaScript.
 */
export function TwoStepSetupPage() {
  const t = useT();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const next = safeNextPath(new URLSearchParams(useSearch()).get(NEXT_PARAM));
  const onDone = (user: SessionUser) => {
    queryClient.setQueryData(queryKeys.session, user);
    navigate(afterSignInPath(user.role, next), { replace: true });
  };
  return (
    <TwoStepFrame title={t('two-step.setup.meta.title')} heading={t('two-step.setup.heading')}>
      <SignInSetup onDone={onDone} />
    </TwoStepFrame>
  );
}
