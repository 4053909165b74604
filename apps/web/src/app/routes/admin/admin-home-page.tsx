import type { Role, SessionUser } from '@ta/shared';
import { Globe, UserRound } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '../../../components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { InitialsAvatar } from '../../../components/layouts/initials-avatar';
import { fullNameOf } from '../../../lib/initials';
import { PageMeta } from '../../../lib/page-meta';
import { AdminLayout } from '../../layouts/admin-layout';

const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrator',
  staff: 'Staff member',
  client: 'Client',
};

export function AdminHomePage({ user }: { user: SessionUser }) {
  return (
    <AdminLayout user={user}>
      <PageMeta title="Back Office" description="The back office." noIndex />
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
        <section
          aria-labelledby="welcome-heading"
          className="flex flex-col gap-5 rounded-2xl bg-white p-6 shadow-card sm:flex-row sm:items-center sm:p-8"
        >
          <InitialsAvatar user={user} size="large" />
          <div className="min-w-0">
            <h1 id="welcome-heading" className="text-3xl">
              Welcome, {user.firstName || user.username}
            </h1>
            <p className="mt-1 text-lg text-muted">
              Signed in as <strong className="text-ink">{fullNameOf(user)}</strong>{' '}
              <span className="break-all">({user.email})</span>
            </p>
            <p className="mt-3 inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 font-bold text-brand-900 ring-1 ring-brand-200">
              Role: {ROLE_LABELS[user.role]}
            </p>
          </div>
        </section>

        <div className="mt-8 grid gap-6 md:grid-cols-2">
          <Card>
            <CardHeader>
              <UserRound aria-hidden className="size-8 text-brand-700" />
              <CardTitle>Your account</CardTitle>
              <CardDescription>Your name, email address and password.</CardDescription>
            </CardHeader>
            <CardFooter className="pt-5 sm:pt-6">
              <Link href="/profile" className={buttonVariants({ variant: 'primary' })}>
                Open my profile
              </Link>
            </CardFooter>
          </Card>
          <Card>
            <CardHeader>
              <Globe aria-hidden className="size-8 text-brand-700" />
              <CardTitle>Public website</CardTitle>
              <CardDescription>See the site as clients and visitors see it.</CardDescription>
            </CardHeader>
            <CardFooter className="pt-5 sm:pt-6">
              <Link href="/" className={buttonVariants({ variant: 'outline' })}>
                View the public site
              </Link>
            </CardFooter>
          </Card>
        </div>
      </div>
    </AdminLayout>
  );
}
