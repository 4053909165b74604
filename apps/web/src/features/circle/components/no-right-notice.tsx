import { LockKeyhole } from 'lucide-react';
import { Link } from 'wouter';
import { Button, buttonVariants } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';
import type { ClientAreaAccess } from '../../../lib/circle-access';
import { ActingForm } from './acting-form';

/**
 * A page of the client area that the person helping with an account was not given (or whose access
 * has ended): what happened in plain words and where to go, instead of a refusal from the server.
 */
export function NoRightNotice({ access }: { access: Exclude<ClientAreaAccess, { kind: 'own' }> }) {
  const t = useT();
  return (
    <div className="container-page py-10 sm:py-14">
      <section
        className="prose-width mx-auto rounded-2xl border-2 border-brand-700 bg-white p-6 text-center shadow-card sm:p-8"
        data-testid="circle-no-right"
      >
        <LockKeyhole aria-hidden className="mx-auto size-10 text-brand-700" />
        <h1 className="mt-3 text-2xl sm:text-3xl">
          {access.kind === 'ended' ? t('circle.no-right.ended-title') : t('circle.no-right.title')}
        </h1>
        <p className="mt-3 text-lg">
          {access.kind === 'ended' ? t('circle.no-right.ended-text') : t('circle.no-right.text', { name: access.name })}
        </p>
        <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
          {access.kind === 'helping' ? (
            <Link href="/dashboard" className={buttonVariants({ variant: 'primary', size: 'lg' })}>
              {t('circle.no-right.dashboard', { name: access.name })}
            </Link>
          ) : null}
          <ActingForm clientId={null}>
            {(pending) => (
              <Button type="submit" variant="outline" size="lg" disabled={pending}>
                {t('circle.banner.back')}
              </Button>
            )}
          </ActingForm>
        </div>
      </section>
    </div>
  );
}
