import type { ReferralView } from '@ta/shared';
import { Copy, Gift } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useLocale } from '../../../i18n/i18n-provider';
import { useT } from '../../../i18n/use-t';
import { useCopy } from '../../../lib/use-copy';
import { useReferral } from '../api/referral';
import { discountWords, REFERRAL_SECTION_ID } from '../referral-words';

/**
 * "Refer a friend" on the account page (docs/referrals.md): the client's code, the link to share with
 * a Copy button (the link stays selectable when the browser refuses to copy), what both get, and the
 * friends who came with it, by first name. Only while the owner has a referral discount in the price
 * list: without one there is no section.
 */
export function ReferralSection() {
  const referral = useReferral();
  if (!referral.data?.discount) return null;
  return (
    <Card className="mt-8">
      <CardContent>
        <ReferralBody view={referral.data} discount={referral.data.discount} />
      </CardContent>
    </Card>
  );
}

function ReferralBody({ view, discount }: { view: ReferralView; discount: NonNullable<ReferralView['discount']> }) {
  const t = useT();
  const locale = useLocale();
  const headingId = useId();
  const linkId = useId();
  const [copied, copy] = useCopy();
  return (
    <section id={REFERRAL_SECTION_ID} aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="flex items-center gap-2 text-2xl">
        <Gift aria-hidden className="size-6 text-brand-700" />
        {t('account.referral.heading')}
      </h2>
      <p>
        {t('account.referral.how', {
          discount: discountWords(discount),
          name: locale === 'es' ? discount.nameEs : discount.name,
        })}
      </p>
      <p className="text-lg">
        {t('account.referral.code')}{' '}
        <strong className="font-mono text-2xl tracking-wider" data-testid="referral-code">
          {view.code}
        </strong>
      </p>
      <div className="space-y-1.5">
        <Label htmlFor={linkId}>{t('account.referral.link')}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input id={linkId} readOnly value={view.link} onFocus={(event) => event.currentTarget.select()} />
          <Button type="button" variant="outline" onClick={() => void copy(view.link)}>
            <Copy aria-hidden />
            {t('account.referral.copy')}
          </Button>
        </div>
        <p aria-live="polite" className="min-h-6">
          {copied === 'copied' ? t('account.referral.copied') : null}
          {copied === 'failed' ? t('account.referral.copy-failed') : null}
        </p>
      </div>
      {view.friends.length > 0 ? (
        <>
          <h3 className="text-xl">{t('account.referral.friends')}</h3>
          <ul className="list-disc space-y-1 pl-6">
            {view.friends.map((friend, index) => (
              <li key={`${friend.firstName}-${index}`}>
                {friend.firstName}:{' '}
                {friend.thanked
                  ? t('account.referral.friend-thanked')
                  : friend.billed
                    ? t('account.referral.friend-billed')
                    : t('account.referral.friend-joined')}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
