import type { ContactRequestReceipt, LandingContactInput } from '@ta/shared';
import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from '../../../components/ui/use-toast';
import { useErrorText } from '../../../lib/error-text';
import { useT } from '../../../i18n/use-t';
import { ApiError } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useSubmitContactRequest } from '../api/submit-contact-request';

/** The toast that carries a tracking code stays 10 seconds. */
const TRACKING_TOAST_MS = 10_000;

/**
 * From 1024 px wide, toasts sit in a 28rem column at the bottom right, clear of the code panel, whose
 * code and Copy button start at the left. Narrower, they span the screen and would cover the code:
 * there the panel alone says it (it takes the focus, so it is announced, and it stays on the page).
 */
const TOASTS_BESIDE_THE_PANEL = '(min-width: 64rem)';

interface SubmissionTexts {
  /** 'Message Sent' or 'Quote Request Sent', in the page's language. */
  successTitle: string;
  /** Shown when the answer has no tracking code. */
  successWithoutCode: string;
  /** Shown when the failure carries no message of the server's own. */
  fallbackError: string;
}

export interface SubmissionSuccess {
  receipt: ContactRequestReceipt;
  /** Whether the confirmation e-mail (with the code) was asked for. */
  emailed: boolean;
}

/**
 * Idle → sending → success (the receipt, shown until "Submit Another Request") or error
 * (a message kept on the page and a destructive toast).
 */
export function useRequestSubmission<T extends FieldValues>(
  texts: SubmissionTexts,
  form: { setError: UseFormSetError<T>; reset: () => void },
  fields: readonly Path<T>[],
) {
  const t = useT();
  const failureText = useErrorText();
  const mutation = useSubmitContactRequest();
  const [success, setSuccess] = useState<SubmissionSuccess | null>(null);
  const [errorText, setErrorText] = useState<string | null>(null);

  async function submit(payload: LandingContactInput) {
    setErrorText(null);
    try {
      const result = await mutation.mutateAsync(payload);
      form.reset();
      if (result.trackingToken) {
        setSuccess({ receipt: result, emailed: payload.notifyByEmail });
        if (window.matchMedia(TOASTS_BESIDE_THE_PANEL).matches) {
          toast({
            title: texts.successTitle,
            description: t('forms.save-code', { code: result.trackingToken }),
            variant: 'success',
            duration: TRACKING_TOAST_MS,
          });
        }
      } else {
        toast({ title: texts.successTitle, description: texts.successWithoutCode, variant: 'success' });
      }
    } catch (error) {
      const message = error instanceof ApiError ? failureText(error) : texts.fallbackError;
      applyServerFieldErrors(error, form.setError, fields);
      setErrorText(message);
      toast({ title: t('forms.error'), description: message, variant: 'destructive' });
    }
  }

  return {
    submit,
    sending: mutation.isPending,
    success,
    errorText,
    /** "Submit Another Request": back to an empty form. */
    startOver: () => {
      setSuccess(null);
      mutation.reset();
    },
  };
}
