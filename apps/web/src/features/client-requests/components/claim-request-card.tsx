import { zodResolver } from '@hookform/resolvers/zod';
import { CLAIM_NOT_FOUND_MESSAGE, claimRequestSchema, type ClaimedRequest, type ClaimRequestInput } from '@ta/shared';
import { FilePlus2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useServiceName } from '../../../components/appointments/appointment-words';
import { toast } from '../../../components/ui/use-toast';
import { useKnownText } from '../../../i18n/known-text';
import { useErrorText } from '../../../lib/error-text';
import { useT } from '../../../i18n/use-t';
import { ApiError } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useClaimRequest } from '../api/claim-request';

type FormValues = z.input<typeof claimRequestSchema>;
const FIELDS = ['trackingToken', 'email'] as const;

type Outcome = { tone: 'success'; request: ClaimedRequest } | { tone: 'error'; message: string } | null;

interface ClaimRequestCardProps {
  /** The account's e-mail: most people sent their earlier request with it. */
  defaultEmail: string;
  /** The request is now on the account: the list should show it. */
  onClaimed: (request: ClaimedRequest) => void;
}

/** The card's anchor: the dashboard links here for adding an earlier request by its code. */
const ANCHOR = 'add-earlier-request';
export const CLAIM_REQUEST_HREF = `/client-portal#${ANCHOR}`;

/** Adds a request sent before signing in to the account: its tracking code and e-mail must both match. */
export function ClaimRequestCard({ defaultEmail, onClaimed }: ClaimRequestCardProps) {
  const claim = useClaimRequest();
  const t = useT();
  const knownText = useKnownText();
  const failureText = useErrorText();
  const serviceName = useServiceName();
  const heading = useRef<HTMLHeadingElement>(null);
  // Reached by its anchor from another page of the app: the router does not scroll to it, so the card does.
  useEffect(() => {
    if (window.location.hash !== `#${ANCHOR}`) return;
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm<FormValues, unknown, ClaimRequestInput>({
    resolver: zodResolver(claimRequestSchema),
    defaultValues: { trackingToken: '', email: defaultEmail },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const request = await claim.mutateAsync(values);
      form.reset({ trackingToken: '', email: values.email });
      setOutcome({ tone: 'success', request });
      toast({
        title: t('client.claim.toast.title'),
        description: t('client.claim.toast.text', { code: request.trackingToken }),
        variant: 'success',
      });
      onClaimed(request);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        // The same answer for a wrong code, a wrong e-mail and someone else's request.
        setOutcome({ tone: 'error', message: CLAIM_NOT_FOUND_MESSAGE });
        return;
      }
      const placed = applyServerFieldErrors(error, form.setError, FIELDS);
      const message = failureText(error);
      setOutcome({ tone: 'error', message });
      if (!placed) toast({ title: t('client.toast.error'), description: message, variant: 'destructive' });
    }
  });

  return (
    <Card id={ANCHOR}>
      <CardHeader>
        <FilePlus2 aria-hidden className="size-9 text-brand-700" />
        <CardTitle
          id="claim-request-heading"
          as="h3"
          ref={heading}
          tabIndex={-1}
          className="scroll-mt-6 outline-none focus-visible:shadow-none"
        >
          {t('client.claim.title')}
        </CardTitle>
        <CardDescription>{t('client.claim.intro')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          method="post"
          noValidate
          onSubmit={onSubmit}
          aria-labelledby="claim-request-heading"
          className="space-y-5"
        >
          <div className="grid gap-5 md:grid-cols-2">
            <FormField
              label={t('client.claim.code')}
              hint={t('client.claim.code-hint')}
              error={errors.trackingToken?.message}
            >
              <Input
                autoComplete="off"
                autoCapitalize="characters"
                autoCorrect="off"
                spellCheck={false}
                code
                {...form.register('trackingToken')}
              />
            </FormField>
            <FormField
              label={t('client.claim.email')}
              hint={t('client.claim.email-hint')}
              error={errors.email?.message}
            >
              <Input type="email" autoComplete="email" {...form.register('email')} />
            </FormField>
          </div>
          {outcome?.tone === 'success' ? (
            <Alert tone="success" title={t('client.claim.added.title')}>
              {t('client.claim.added.text', {
                service: serviceName(outcome.request.serviceInterest),
                code: outcome.request.trackingToken,
              })}
            </Alert>
          ) : null}
          {outcome?.tone === 'error' ? (
            <Alert tone="error" title={t('client.claim.failed')}>
              {knownText(outcome.message)}
            </Alert>
          ) : null}
          <Button type="submit" variant="outline" size="lg" className="w-full sm:w-auto" disabled={claim.isPending}>
            <FilePlus2 aria-hidden />
            {claim.isPending ? t('client.claim.pending') : t('client.claim.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
