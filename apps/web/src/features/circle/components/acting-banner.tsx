import type { SessionUser } from '@ta/shared';
import { ArrowLeftRight, HeartHandshake, LogOut, TriangleAlert } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';
import { clientAreaAccess } from '../../../lib/circle-access';
import { useHelpedAccounts } from '../api/helped-accounts';
import { ActingForm } from './acting-form';

/**
 * Shown on every page of the client area while a trusted contact helps with someone's account
 * ("You are helping with Mary Smith's account"), or once that access has ended: whose account the
 * pages show, the way back to one's own, and the other accounts they help with.
 */
export function ActingBanner({ user }: { user: SessionUser }) {
  const access = clientAreaAccess(user);
  if (access.kind === 'own') return null;
  return access.kind === 'ended' ? <EndedBanner /> : <HelpingBanner clientId={access.clientId} name={access.name} />;
}

function BackButton({ tone }: { tone: 'light' | 'dark' }) {
  const t = useT();
  return (
    <ActingForm clientId={null}>
      {(pending) => (
        <Button
          type="submit"
          variant={tone === 'dark' ? 'inverse' : 'primary'}
          disabled={pending}
          data-testid="circle-back-to-own"
        >
          <LogOut aria-hidden />
          {t('circle.banner.back')}
        </Button>
      )}
    </ActingForm>
  );
}

function HelpingBanner({ clientId, name }: { clientId: number; name: string }) {
  const t = useT();
  const others = (useHelpedAccounts().data ?? []).filter((account) => account.clientId !== clientId);
  return (
    <section
      aria-label={t('circle.banner.label')}
      className="border-b-4 border-gold-200 bg-brand-900 text-white"
      data-testid="circle-acting-banner"
    >
      <div className="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-3 py-3">
        <p className="flex items-start gap-2 text-lg">
          <HeartHandshake aria-hidden className="mt-1 size-6 shrink-0 text-gold-200" />
          <span>
            <FormattedMessage
              id="circle.banner.helping"
              values={{ name, strong: (chunks) => <strong className="text-white">{chunks}</strong> }}
            />
          </span>
        </p>
        <div className="flex flex-wrap items-center gap-3">
          {others.length > 0 ? (
            <details className="group relative">
              <summary className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border-2 border-white/80 px-4 font-bold">
                <ArrowLeftRight aria-hidden className="size-5" />
                {t('circle.banner.switch')}
              </summary>
              <ul
                className="mt-2 space-y-2 rounded-lg bg-white p-3 text-ink shadow-card sm:absolute sm:right-0 sm:z-50 sm:min-w-72"
                data-testid="circle-switcher"
              >
                {others.map((account) => (
                  <li key={account.clientId}>
                    <ActingForm clientId={account.clientId}>
                      {(pending) => (
                        <Button type="submit" variant="outline" className="w-full justify-start" disabled={pending}>
                          {t('circle.banner.help-with', { name: account.name })}
                        </Button>
                      )}
                    </ActingForm>
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
          <BackButton tone="dark" />
        </div>
      </div>
    </section>
  );
}

function EndedBanner() {
  const t = useT();
  return (
    <section
      aria-label={t('circle.banner.label')}
      className="border-b-4 border-danger-700 bg-danger-50"
      data-testid="circle-ended-banner"
    >
      <div className="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-3 py-3">
        <p role="status" className="flex items-start gap-2 text-lg font-bold text-danger-700">
          <TriangleAlert aria-hidden className="mt-1 size-6 shrink-0" />
          {t('circle.banner.ended')}
        </p>
        <BackButton tone="light" />
      </div>
    </section>
  );
}
