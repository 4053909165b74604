import { defaultBusiness, type SessionUser } from '@ta/shared';
import { Mail, Phone, Sparkles, UserRound } from 'lucide-react';
import { Link } from 'wouter';
import { SectionLink } from '../../../components/layouts/section-link';
import { buttonVariants } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { fullNameOf } from '../../../lib/initials';
import { PageMeta } from '../../../lib/page-meta';
import { SiteLayout } from '../../layouts/site-layout';

export function DashboardPage({ user }: { user: SessionUser }) {
  const business = defaultBusiness;
  return (
    <SiteLayout>
      <PageMeta title="My Dashboard" description="Your client area." noIndex />
      <div className="container-page py-10 sm:py-14">
        <h1 className="text-3xl sm:text-4xl">Welcome back, {user.firstName || 'Friend'}!</h1>
        <p className="prose-width mt-3 text-lg text-muted">
          This is your client area. Keep your details up to date, and reach our team whenever you need a hand.
        </p>

        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <Card className="flex flex-col">
            <CardHeader>
              <UserRound aria-hidden className="size-9 text-brand-700" />
              <CardTitle>Your details</CardTitle>
              <CardDescription>
                {fullNameOf(user)} · <span className="break-all">{user.email}</span>
              </CardDescription>
            </CardHeader>
            <CardContent>
              <p>Change your name, email address or password.</p>
            </CardContent>
            <CardFooter className="mt-auto">
              <Link href="/profile" className={buttonVariants({ variant: 'primary' })}>
                Go to my profile
              </Link>
            </CardFooter>
          </Card>

          <Card highlight className="flex flex-col">
            <CardHeader>
              <Phone aria-hidden className="size-9 text-accent-600" />
              <CardTitle>Call us</CardTitle>
              <CardDescription>{business.hours.phone}</CardDescription>
            </CardHeader>
            <CardContent>
              <p>A real person from our local team will answer and help you plan your next visit.</p>
            </CardContent>
            <CardFooter className="mt-auto">
              <a href={`tel:${business.phoneE164}`} className={buttonVariants({ variant: 'accent' })}>
                <Phone aria-hidden />
                Call {business.phoneDisplay}
              </a>
            </CardFooter>
          </Card>

          <Card className="flex flex-col">
            <CardHeader>
              <Mail aria-hidden className="size-9 text-brand-700" />
              <CardTitle>Email us</CardTitle>
              <CardDescription>We reply within 24 hours.</CardDescription>
            </CardHeader>
            <CardContent>
              <p>Tell us what you need, and when would suit you.</p>
            </CardContent>
            <CardFooter className="mt-auto">
              <a
                href={`mailto:${business.email}`}
                className={buttonVariants({ variant: 'outline', className: 'break-all' })}
              >
                <Mail aria-hidden />
                {business.email}
              </a>
            </CardFooter>
          </Card>

          <Card className="flex flex-col">
            <CardHeader>
              <Sparkles aria-hidden className="size-9 text-brand-700" />
              <CardTitle>Explore our services</CardTitle>
              <CardDescription>Errands, tech help, paperwork, notary and more.</CardDescription>
            </CardHeader>
            <CardContent>
              <p>See everything we can help with, and our clear, flat-rate prices.</p>
            </CardContent>
            <CardFooter className="mt-auto">
              <SectionLink section="services" className={buttonVariants({ variant: 'outline' })}>
                See our services
              </SectionLink>
            </CardFooter>
          </Card>
        </div>
      </div>
    </SiteLayout>
  );
}
