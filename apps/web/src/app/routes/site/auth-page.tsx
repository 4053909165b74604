import { defaultBusiness, EMAIL_SIGN_IN_PATHS, NEXT_PARAM, safeNextPath } from '@ta/shared';
import { CircleCheck, Mail } from 'lucide-react';
import { Link, useLocation, useSearch } from 'wouter';
import { PhoneLink } from '../../../components/layouts/phone-link';
import { BackLink } from '../../../components/ui/back-link';
import { buttonVariants } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { LoginForm } from '../../../features/auth/components/login-form';
import { SignedInRedirect } from '../../../lib/signed-in-redirect';
import { RegisterForm } from '../../../features/auth/components/register-form';
import { useT } from '../../../i18n/use-t';
import { useOpeningHoursText } from '../../../i18n/use-opening-hours-text';
import { PageMeta } from '../../../lib/page-meta';
import { useSessionUser } from '../../../lib/session';
import { AuthLayout } from '../../layouts/auth-layout';

type AuthTab = 'login' | 'register';

const REASONS = ['auth.why.requests', 'auth.why.appointments', 'auth.why.details'] as const;

/** The /auth address of a tab, keeping the page to return to. */
function tabPath(tab: AuthTab, next: string | null): string {
  const params = new URLSearchParams();
  if (tab === 'register') params.set('tab', 'register');
  if (next) params.set(NEXT_PARAM, next);
  const query = params.toString();
  return query ? `/auth?${query}` : '/auth';
}

/** The e-mailed link and code's first page, keeping the page to return to. */
function emailSignInPath(next: string | null): string {
  return next
    ? `${EMAIL_SIGN_IN_PATHS.request}?${NEXT_PARAM}=${encodeURIComponent(next)}`
    : EMAIL_SIGN_IN_PATHS.request;
}

export function AuthPage() {
  const { data: user } = useSessionUser();
  const search = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const t = useT();
  const openingHours = useOpeningHoursText();
  const tab: AuthTab = search.get('tab') === 'register' ? 'register' : 'login';
  const next = safeNextPath(search.get(NEXT_PARAM));

  // Signed in (now, or already): back to the page that sent them here, else their own landing page.
  if (user) return <SignedInRedirect user={user} next={next} />;

  const selectTab = (value: string) =>
    navigate(tabPath(value === 'register' ? 'register' : 'login', next), { replace: true });

  return (
    <AuthLayout>
      <PageMeta title={t('auth.meta.title')} description={t('auth.meta.description', { name: defaultBusiness.name })} />
      <div className="container-page py-8 sm:py-12">
        <BackLink href="/">{t('auth.back-home')}</BackLink>
        <h1 className="mt-4 text-3xl sm:text-4xl">{t('auth.heading')}</h1>
        <p className="prose-width mt-2 text-lg text-muted">{t('auth.intro')}</p>
        <div className="mt-8 grid gap-8 lg:grid-cols-[1.2fr_1fr] lg:items-start">
          <Card>
            <CardContent>
              <Tabs value={tab} onValueChange={selectTab}>
                <TabsList aria-label={t('auth.meta.title')}>
                  <TabsTrigger value="login">{t('auth.tab.login')}</TabsTrigger>
                  <TabsTrigger value="register">{t('auth.tab.register')}</TabsTrigger>
                </TabsList>
                <TabsContent value="login">
                  <h2 className="text-2xl">{t('auth.login.heading')}</h2>
                  <p className="mt-1 mb-5 text-muted">{t('auth.login.intro')}</p>
                  <LoginForm />
                  <div className="mt-6 border-t-2 border-line pt-6">
                    <p className="text-base text-muted">{t('sign-in.login-link-hint')}</p>
                    <Link
                      href={emailSignInPath(next)}
                      className={buttonVariants({ variant: 'outline', size: 'lg', className: 'mt-3 w-full' })}
                      data-testid="email-sign-in-entry"
                    >
                      <Mail aria-hidden />
                      {t('sign-in.login-link')}
                    </Link>
                  </div>
                  <p className="mt-6 text-center">
                    {t('auth.login.new-here')}{' '}
                    <Link href={tabPath('register', next)} className="font-bold">
                      {t('auth.login.to-register')}
                    </Link>
                  </p>
                </TabsContent>
                <TabsContent value="register">
                  <h2 className="text-2xl">{t('auth.register.heading')}</h2>
                  <p className="mt-1 mb-5 text-muted">{t('auth.register.intro')}</p>
                  <RegisterForm />
                  <p className="mt-6 text-center">
                    {t('auth.register.have-account')}{' '}
                    <Link href={tabPath('login', next)} className="font-bold">
                      {t('auth.register.to-login')}
                    </Link>
                  </p>
                </TabsContent>
              </Tabs>
            </CardContent>
          </Card>
          <aside aria-labelledby="auth-why" className="rounded-2xl bg-brand-900 p-6 text-white sm:p-8">
            <h2 id="auth-why" className="text-2xl text-white">
              {t('auth.why.heading')}
            </h2>
            <p className="mt-3 text-lg text-brand-100">{t('auth.why.intro', { name: defaultBusiness.name })}</p>
            <ul className="mt-6 space-y-3">
              {REASONS.map((reason) => (
                <li key={reason} className="flex gap-3">
                  <CircleCheck aria-hidden className="mt-0.5 size-6 shrink-0 text-gold-200" />
                  {t(reason)}
                </li>
              ))}
            </ul>
            <div className="mt-8 rounded-xl bg-white/10 p-4">
              <p className="font-bold">{t('auth.why.call')}</p>
              <PhoneLink className="text-lg text-white hover:text-gold-200" />
              <p className="text-base text-brand-100">{t('auth.why.hours', { hours: openingHours })}</p>
            </div>
          </aside>
        </div>
      </div>
    </AuthLayout>
  );
}
