import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { toast } from '../../../components/ui/use-toast';
import { useLocalePath, useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { PageFormMarker } from '../../../lib/page-form';
import { useSetActing } from '../api/helped-accounts';

interface ActingFormProps {
  /** The helped client to work for, or null for one's own account. */
  clientId: number | null;
  /** The form's button (a submit button). */
  children: (pending: boolean) => ReactNode;
  className?: string;
}

/**
 * Switches whose account this session works on, then opens its dashboard. A form that posts to
 * /circle, so it works before the page's script runs too.
 */
export function ActingForm({ clientId, children, className }: ActingFormProps) {
  const t = useT();
  const localePath = useLocalePath();
  const [, navigate] = useLocation();
  const setActing = useSetActing();
  return (
    <form
      method="post"
      action={localePath('/circle')}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        setActing.mutate(clientId, {
          onSuccess: () => navigate(clientId === null ? '/circle' : '/dashboard'),
          onError: (error) =>
            toast({ title: t('circle.acting.failed'), description: errorMessage(error), variant: 'destructive' }),
        });
      }}
    >
      <PageFormMarker id="circle-acting" />
      <input type="hidden" name="clientId" value={clientId ?? ''} />
      {children(setActing.isPending)}
    </form>
  );
}
