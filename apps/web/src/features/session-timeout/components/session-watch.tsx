import type { SessionUser } from '@ta/shared';
import { useState } from 'react';
import { toast } from '../../../components/ui/use-toast';
import { useT } from '../../../i18n/use-t';
import { useSessionEnding } from '../../../lib/session-ended';
import { useSessionClock } from '../use-session-clock';
import { IdleWarningDialog } from './idle-warning-dialog';
import { SignInAgainDialog } from './sign-in-again-dialog';

interface SessionWatchProps {
  user: SessionUser;
  onSignOut: () => void;
}

/**
 * No silent time-outs (docs/decisions/034-no-silent-time-outs.md): a warning two minutes before the
 * idle limit, and once the session has ended, a plain message with a way to sign in again on the page.
 */
export function SessionWatch({ user, onSignOut }: SessionWatchProps) {
  const t = useT();
  const clock = useSessionClock();
  const ending = useSessionEnding();
  // The ending the person closed the dialog on; a new refusal opens it again.
  const [dismissed, setDismissed] = useState(0);

  return (
    <>
      {clock.warning && clock.deadline ? (
        <IdleWarningDialog deadline={clock.deadline} now={clock.now} onStay={clock.stay} onSignOut={onSignOut} />
      ) : null}
      {ending !== 0 ? (
        <SignInAgainDialog
          user={user}
          open={ending !== dismissed}
          onDismiss={() => setDismissed(ending)}
          onSignedIn={(signedIn) => {
            clock.announceSignedIn(signedIn);
            toast({ title: t('session.ended.back'), variant: 'success' });
          }}
        />
      ) : null}
    </>
  );
}
