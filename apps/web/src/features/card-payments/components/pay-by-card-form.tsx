import { formatCents } from '@ta/shared';
import { CreditCard, LockKeyhole } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { FormProblems } from '../../../components/ui/form-problems';
import { FormSubmit } from '../../../components/ui/form-submit';
import { useLocale } from '../../../i18n/i18n-provider';
import { useLocalePath, useT } from '../../../i18n/use-t';
import { useErrorText } from '../../../lib/error-text';
import { PageFormMarker, usePageFormResult } from '../../../lib/page-form';
import { usePayByCard } from '../api/pay-by-card';

interface PayByCardFormProps {
  /** What is left to pay: the button says it. */
  balanceCents: number;
  /** The JSON call that starts Stripe's page (api/pay-by-card.ts). */
  apiPath: string;
  /** The page itself, in English: without JavaScript the form posts here and the server sends the browser on. */
  pagePath: string;
}

/**
 * The Pay button (docs/payments.md): one large button that opens Stripe's secure page, and the line
 * that says the card is typed there, never here. Without JavaScript it is a form posted to its page
 * (the `invoice-pay` page form), which answers with Stripe's address or, refused, the page again with
 * the reason; with it, the same call from the browser.
 */
export function PayByCardForm({ balanceCents, apiPath, pagePath }: PayByCardFormProps) {
  const t = useT();
  const locale = useLocale();
  const localePath = useLocalePath();
  const failureText = useErrorText();
  const headingId = useId();
  const posted = usePageFormResult('invoice-pay');
  const pay = usePayByCard(apiPath);
  const [failure, setFailure] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    try {
      await pay.mutateAsync(locale);
    } catch (error) {
      setFailure(failureText(error));
    }
  }

  const amount = formatCents(balanceCents);
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-xl border-2 border-brand-700 bg-white p-5 sm:p-6"
      data-testid="pay-by-card"
    >
      <h2 id={headingId} className="text-2xl">
        {t('invoices.pay.heading')}
      </h2>
      <p className="flex items-start gap-2">
        <LockKeyhole aria-hidden className="mt-1 size-5 shrink-0 text-brand-800" />
        {t('invoices.pay.secure')}
      </p>
      <form
        method="post"
        action={localePath(pagePath)}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="space-y-4"
      >
        <PageFormMarker id="invoice-pay" />
        <input type="hidden" name="language" value={locale} />
        <FormProblems result={posted} title={t('invoices.pay.failed')} hidden={pay.isPending || failure !== null} />
        <FormSubmit
          failure={failure}
          failureTitle={t('invoices.pay.failed')}
          action={t('invoices.pay.button', { amount })}
          pendingAction={t('invoices.pay.opening')}
          // Once the call has answered, the browser is on its way to Stripe's page.
          pending={pay.isPending || pay.isSuccess}
          icon={CreditCard}
          variant="accent"
        />
      </form>
    </section>
  );
}
