import { afterSignInPath, defaultBusiness, NEXT_PARAM, safeNextPath } from '@ta/shared';
import { ArrowLeft, CircleCheck } from 'lucide-react';
import { Link, Redirect, useLocation, useSearch } from 'wouter';
import { PhoneLink } from '../../../components/layouts/phone-link';
import { Card, CardContent } from '../../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { LoginForm } from '../../../features/auth/components/login-form';
import { RegisterForm } from '../../../features/auth/components/register-form';
import { PageMeta } from '../../../lib/page-meta';
import { useSessionUser } from '../../../lib/session';
import { AuthLayout } from '../../layouts/auth-layout';

type AuthTab = 'login' | 'register';

const REASONS = [
  'See your service requests and where they stand',
  'Keep track of your appointments',
  'Update your contact details at any time',
] as const;

/** The /auth address of a tab, keeping the page to return to. */
function tabPath(tab: AuthTab, next: string | null): string {
  const params = new URLSearchParams();
  if (tab === 'register') params.set('tab', 'register');
  if (next) params.set(NEXT_PARAM, next);
  const query = params.toString();
  return query ? `/auth?${query}` : '/auth';
}

export function AuthPage() {
  const { data: user } = useSessionUser();
  const search = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const tab: AuthTab = search.get('tab') === 'register' ? 'register' : 'login';
  const next = safeNextPath(search.get(NEXT_PARAM));

  // Signed in (now, or already): back to the page that sent them here, else their own landing page.
  if (user) return <Redirect to={afterSignInPath(user.role, next)} replace />;

  const selectTab = (value: string) =>
    navigate(tabPath(value === 'register' ? 'register' : 'login', next), { replace: true });

  return (
    <AuthLayout>
      <PageMeta
        title="Log in or create an account"
        description={`Log in to your ${defaultBusiness.name} account, or create one to follow your requests and appointments.`}
      />
      <div className="container-page py-8 sm:py-12">
        <Link href="/" className="inline-flex min-h-11 items-center gap-2 font-bold">
          <ArrowLeft aria-hidden className="size-5" />
          Back to Home
        </Link>
        <h1 className="mt-4 text-3xl sm:text-4xl">Your client account</h1>
        <p className="prose-width mt-2 text-lg text-muted">
          Log in to see your requests and appointments, or create a free account.
        </p>
        <div className="mt-8 grid gap-8 lg:grid-cols-[1.2fr_1fr] lg:items-start">
          <Card>
            <CardContent>
              <Tabs value={tab} onValueChange={selectTab}>
                <TabsList aria-label="Log in or create an account">
                  <TabsTrigger value="login">Log in</TabsTrigger>
                  <TabsTrigger value="register">Create account</TabsTrigger>
                </TabsList>
                <TabsContent value="login">
                  <h2 className="text-2xl">Log in</h2>
                  <p className="mt-1 mb-5 text-muted">Welcome back. Enter your details below.</p>
                  <LoginForm />
                  <p className="mt-6 text-center">
                    New here?{' '}
                    <Link href={tabPath('register', next)} className="font-bold">
                      Create an account
                    </Link>
                  </p>
                </TabsContent>
                <TabsContent value="register">
                  <h2 className="text-2xl">Create an account</h2>
                  <p className="mt-1 mb-5 text-muted">It takes about a minute. All fields are needed.</p>
                  <RegisterForm />
                  <p className="mt-6 text-center">
                    Already have an account?{' '}
                    <Link href={tabPath('login', next)} className="font-bold">
                      Log in
                    </Link>
                  </p>
                </TabsContent>
              </Tabs>
            </CardContent>
          </Card>
          <aside aria-labelledby="auth-why" className="rounded-2xl bg-brand-900 p-6 text-white sm:p-8">
            <h2 id="auth-why" className="text-2xl text-white">
              Why have an account?
            </h2>
            <p className="mt-3 text-lg text-brand-100">
              One account keeps everything about your help from {defaultBusiness.name} in one place.
            </p>
            <ul className="mt-6 space-y-3">
              {REASONS.map((reason) => (
                <li key={reason} className="flex gap-3">
                  <CircleCheck aria-hidden className="mt-0.5 size-6 shrink-0 text-gold-200" />
                  {reason}
                </li>
              ))}
            </ul>
            <div className="mt-8 rounded-xl bg-white/10 p-4">
              <p className="font-bold">Rather talk to someone?</p>
              <PhoneLink className="text-lg text-white hover:text-gold-200" />
              <p className="text-base text-brand-100">{defaultBusiness.hours.phone}</p>
            </div>
          </aside>
        </div>
      </div>
    </AuthLayout>
  );
}
