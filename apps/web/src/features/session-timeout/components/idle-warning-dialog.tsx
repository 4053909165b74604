import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { useT } from '../../../i18n/use-t';
import { formatCountdown, minutesLeft, spokenMark, type SessionDeadline } from '../session-clock';

interface IdleWarningDialogProps {
  deadline: SessionDeadline;
  now: number;
  onStay: () => Promise<void>;
  onSignOut: () => void;
}

/**
 * "You will be signed out in 2 minutes": focus moves to Stay signed in, and the dialog is announced
 * as it opens. The countdown is a timer (not read out each second); screen readers hear the time
 * left once at one minute and once at 30 seconds. Closing it counts as staying.
 */
export function IdleWarningDialog({ deadline, now, onStay, onSignOut }: IdleWarningDialogProps) {
  const t = useT();
  const stayButton = useRef<HTMLButtonElement>(null);
  const signOutButton = useRef<HTMLButtonElement>(null);
  const left = deadline.endsAt - now;
  // The title names the minutes left when the warning opened, and keeps them.
  const [minutes] = useState(() => minutesLeft(left));
  const [staying, setStaying] = useState(false);
  const mark = spokenMark(left);

  const stay = () => {
    setStaying(true);
    void onStay().finally(() => setStaying(false));
  };

  return (
    <Dialog open onOpenChange={(open) => !open && deadline.canExtend && stay()}>
      <DialogContent
        role="alertdialog"
        closeLabel={t('session.warning.close')}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (stayButton.current ?? signOutButton.current)?.focus();
        }}
      >
        <DialogTitle>{t('session.warning.title', { minutes })}</DialogTitle>
        <DialogDescription className="mt-3">
          {deadline.canExtend ? t('session.warning.why') : t('session.warning.limit')}
        </DialogDescription>
        <p className="mt-4 text-lg">
          {t('session.warning.time-left')}{' '}
          <span role="timer" className="font-bold tabular-nums">
            {formatCountdown(left)}
          </span>
        </p>
        <p className="sr-only" aria-live="polite">
          {mark === 'one-minute' ? t('session.warning.one-minute') : null}
          {mark === 'half-minute' ? t('session.warning.half-minute') : null}
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-end">
          <Button ref={signOutButton} type="button" variant="outline" onClick={onSignOut}>
            {t('session.warning.sign-out')}
          </Button>
          {deadline.canExtend ? (
            <Button ref={stayButton} type="button" onClick={stay} disabled={staying}>
              {t('session.warning.stay')}
            </Button>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
