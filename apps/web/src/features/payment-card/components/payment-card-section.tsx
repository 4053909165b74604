import { cardLabelIn, PAYMENT_CARD_MESSAGES, type PaymentCard } from '@ta/shared';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useSearch } from 'wouter';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormProblems } from '../../../components/ui/form-problems';
import { Spinner } from '../../../components/ui/spinner';
import { useLocale } from '../../../i18n/i18n-provider';
import { useKnownText } from '../../../i18n/known-text';
import { useLocalePath, useT } from '../../../i18n/use-t';
import { useErrorText } from '../../../lib/error-text';
import { formatInstantDateTime } from '../../../lib/instant-format';
import { PageFormMarker, pageFieldId, usePageFormResult } from '../../../lib/page-form';
import { usePaymentCard, useRemoveCard, useSetAutopay, useStartCardSetup } from '../api/payment-card';

/** Where the section's forms post without JavaScript: the account page itself (the server's page forms). */
const NO_SCRIPT_ACTION = '/profile';
/** The word the page comes back with, after a form's work or from Stripe's page. */
const RESULT_PARAM = 'card';
const OUTCOMES = ['saved', 'autopay-on', 'autopay-off', 'removed'] as const;
type Outcome = (typeof OUTCOMES)[number];
const isOutcome = (value: unknown): value is Outcome => (OUTCOMES as readonly unknown[]).includes(value);

type Action = 'setup' | 'autopay' | 'remove';

/** A form of the section: posts to the account page without JavaScript, does `onSubmit` with it. */
function SectionForm({
  id,
  onSubmit,
  children,
  className,
}: {
  id: Parameters<typeof PageFormMarker>[0]['id'];
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
  className?: string;
}) {
  const localePath = useLocalePath();
  return (
    <form method="post" action={localePath(NO_SCRIPT_ACTION)} onSubmit={onSubmit} className={className}>
      <PageFormMarker id={id} />
      {children}
    </form>
  );
}

/** What a button did, in words, beside it: the answer stays on the page (never only a toast). */
function Answer({ children, tone = 'success' }: { children: ReactNode; tone?: 'success' | 'error' }) {
  return (
    <Alert tone={tone} className="mt-3">
      {children}
    </Alert>
  );
}

/**
 * "Payment card and autopay" on the account page (decision 077), for the account holder only: the
 * card on file (brand, last four digits, expiry), Save a card / Replace card on Stripe's page, and
 * autopay: the words the holder agrees to, a box to tick and Turn on autopay; once on, the words
 * agreed to with when and who, and Turn off autopay; Remove card. Without card payments set up the
 * API answers 404 and there is no section. Without JavaScript each button posts to the account page,
 * which does the same work and comes back with `?card=…` (or goes on to Stripe's page).
 */
export function PaymentCardSection() {
  const t = useT();
  const locale = useLocale();
  const known = useKnownText();
  const failureText = useErrorText();
  const headingId = useId();
  const wordsId = useId();
  const state = usePaymentCard(true);
  const setup = useStartCardSetup();
  const autopay = useSetAutopay();
  const remove = useRemoveCard();
  const fromPage = new URLSearchParams(useSearch()).get(RESULT_PARAM);
  const [done, setDone] = useState<Outcome | null>(null);
  const [failure, setFailure] = useState<{ action: Action; text: string } | null>(null);
  const [agreeError, setAgreeError] = useState<string | null>(null);
  const onPost = usePageFormResult('payment-card-autopay-on');
  const posted = [
    onPost,
    usePageFormResult('payment-card-autopay-off'),
    usePageFormResult('payment-card-setup'),
    usePageFormResult('payment-card-remove'),
  ].find((result) => result !== null);
  const outcome = done ?? (isOutcome(fromPage) ? fromPage : null);

  // Card payments are not set up: no section at all.
  if (state.data === null) return null;

  async function run(action: Action, work: () => Promise<Outcome | null>) {
    setFailure(null);
    setDone(null);
    try {
      const result = await work();
      if (result) setDone(result);
    } catch (error) {
      setFailure({ action, text: failureText(error) });
      // New words (a new card saved meanwhile) are shown for the next try.
      void state.refetch();
    }
  }

  function onSetup(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run('setup', async () => {
      const { url } = await setup.mutateAsync(locale);
      window.location.assign(url);
      return null;
    });
  }

  function onTurnOn(event: FormEvent<HTMLFormElement>, card: PaymentCard) {
    event.preventDefault();
    const agreed = new FormData(event.currentTarget).get('agree') !== null;
    setAgreeError(agreed ? null : known(PAYMENT_CARD_MESSAGES.consentRequired));
    if (!agreed || !card.consentVersion) return;
    const consentVersion = card.consentVersion;
    void run('autopay', async () => {
      await autopay.mutateAsync({ autopay: true, agree: true, consentVersion, language: locale });
      return 'autopay-on';
    });
  }

  function onTurnOff(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run('autopay', async () => {
      await autopay.mutateAsync({ autopay: false });
      return 'autopay-off';
    });
  }

  function onRemove(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run('remove', async () => {
      await remove.mutateAsync();
      return 'removed';
    });
  }

  const failed = (action: Action) =>
    failure?.action === action ? (
      <Answer tone="error">
        <span className="font-bold">{t('payment-card.failed')}. </span>
        {failure.text}
      </Answer>
    ) : null;

  const data = state.data;
  const card = data?.card ?? null;
  const postedAgreeError = onPost?.errors.agree ? known(onPost.errors.agree) : null;

  return (
    <Card className="mt-8">
      <CardContent>
        <section aria-labelledby={headingId} className="space-y-5" data-testid="payment-card">
          <h2 id={headingId} className="text-2xl">
            {t('payment-card.heading')}
          </h2>
          <p>{t('payment-card.intro')}</p>
          <FormProblems result={posted?.message ? posted : null} title={t('payment-card.failed')} />
          {state.isPending ? <Spinner label={t('payment-card.loading')} showLabel /> : null}
          {state.isError ? <Alert tone="error">{t('payment-card.load-failed')}</Alert> : null}
          {data ? (
            <>
              <div className="space-y-3">
                <dl className="text-lg">
                  <dt className="font-bold">{t('payment-card.card.label')}</dt>
                  <dd data-testid="payment-card-label">
                    {card
                      ? t('payment-card.card.value', {
                          card: cardLabelIn(card.label, locale),
                          expires: card.expires ?? '—',
                        })
                      : t('payment-card.card.none')}
                  </dd>
                </dl>
                <div className="flex flex-wrap items-start gap-3">
                  <SectionForm id="payment-card-setup" onSubmit={onSetup}>
                    <Button type="submit" size="lg" variant={card ? 'outline' : 'primary'} disabled={setup.isPending}>
                      {setup.isPending
                        ? t('payment-card.saving')
                        : card
                          ? t('payment-card.replace')
                          : t('payment-card.save')}
                    </Button>
                  </SectionForm>
                  {card ? (
                    <SectionForm id="payment-card-remove" onSubmit={onRemove}>
                      <Button type="submit" size="lg" variant="outline" disabled={remove.isPending}>
                        {remove.isPending ? t('payment-card.removing') : t('payment-card.remove')}
                      </Button>
                    </SectionForm>
                  ) : null}
                </div>
                <p className="text-muted">
                  {t('payment-card.save.note')} {card ? t('payment-card.remove.note') : null}
                </p>
                {outcome === 'saved' ? (
                  <Answer>{card ? t('payment-card.saved.done') : t('payment-card.saved.pending')}</Answer>
                ) : null}
                {outcome === 'removed' ? <Answer>{t('payment-card.removed')}</Answer> : null}
                {failed('setup')}
                {failed('remove')}
              </div>

              <div className="space-y-3 border-t border-line pt-5">
                <h3 className="text-xl">{t('payment-card.autopay.heading')}</h3>
                {!card ? <p>{t('payment-card.autopay.needs-card')}</p> : null}
                {card && data.autopay && data.agreed ? (
                  <>
                    <p className="font-bold" data-testid="autopay-state">
                      {t('payment-card.autopay.state-on')}
                    </p>
                    <p>
                      {t('payment-card.autopay.agreed', {
                        date: formatInstantDateTime(data.agreed.at, locale),
                        name: data.agreed.by,
                      })}
                    </p>
                    <blockquote className="rounded-lg border-2 border-line bg-white p-4 text-lg">
                      {data.agreed.text}
                    </blockquote>
                    <SectionForm id="payment-card-autopay-off" onSubmit={onTurnOff}>
                      <Button type="submit" size="lg" variant="outline" disabled={autopay.isPending}>
                        {autopay.isPending ? t('payment-card.autopay.turning-off') : t('payment-card.autopay.turn-off')}
                      </Button>
                    </SectionForm>
                  </>
                ) : null}
                {card && !data.autopay && data.consentWords && data.consentVersion ? (
                  <>
                    <p data-testid="autopay-state">{t('payment-card.autopay.state-off')}</p>
                    <SectionForm
                      id="payment-card-autopay-on"
                      onSubmit={(event) => onTurnOn(event, data)}
                      className="space-y-3"
                    >
                      <input type="hidden" name="autopay" value="true" />
                      <input type="hidden" name="consentVersion" value={data.consentVersion} />
                      <div
                        role="group"
                        aria-labelledby={wordsId}
                        className="rounded-lg border-2 border-line bg-white p-4"
                      >
                        <p id={wordsId} className="font-bold">
                          {t('payment-card.autopay.words-label')}
                        </p>
                        <p className="mt-2 text-lg" data-testid="autopay-words">
                          {data.consentWords[locale]}
                        </p>
                      </div>
                      <CheckboxField
                        id={pageFieldId('payment-card-autopay-on', 'agree')}
                        name="agree"
                        label={t('payment-card.autopay.agree')}
                        error={agreeError ?? postedAgreeError ?? undefined}
                        onChange={() => setAgreeError(null)}
                      />
                      <Button type="submit" size="lg" disabled={autopay.isPending}>
                        {autopay.isPending ? t('payment-card.autopay.turning-on') : t('payment-card.autopay.turn-on')}
                      </Button>
                    </SectionForm>
                  </>
                ) : null}
                {outcome === 'autopay-on' && data.autopay ? (
                  <Answer>{t('payment-card.autopay.turned-on')}</Answer>
                ) : null}
                {outcome === 'autopay-off' && !data.autopay ? (
                  <Answer>{t('payment-card.autopay.turned-off')}</Answer>
                ) : null}
                {failed('autopay')}
              </div>
            </>
          ) : null}
        </section>
      </CardContent>
    </Card>
  );
}
