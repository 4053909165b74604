import { LockKeyhole } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';
import type { ClientAreaAccess } from '../../../lib/circle-access';
import { ActingForm } from './acting-form';

/**
 * In place of a request or call-back form while someone helps with an account without the right to
 * act (or after their access ended): what they sent would be the client's, so it would be refused.
 * The way to ask for something for themselves is their own account (docs/circle-access.md).
 */
export function RequestsNotShared({ access }: { access: Exclude<ClientAreaAccess, { kind: 'own' }> }) {
  const t = useT();
  return (
    <div className="space-y-4" data-testid="circle-requests-not-shared">
      <p className="flex items-start gap-3 text-lg">
        <LockKeyhole aria-hidden className="mt-1 size-6 shrink-0 text-brand-700" />
        <span>
          {access.kind === 'ended'
            ? t('circle.no-right.ended-text')
            : t('circle.requests-not-shared', { name: access.name })}
        </span>
      </p>
      <ActingForm clientId={null}>
        {(pending) => (
          <Button type="submit" variant="outline" size="lg" disabled={pending}>
            {t('circle.banner.back')}
          </Button>
        )}
      </ActingForm>
    </div>
  );
}
