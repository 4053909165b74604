import { isClientRole, type AdminUser } from '@ta/shared';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { StatusBadge } from '../../../components/ui/status-badge';
import { toast } from '../../../components/ui/use-toast';
import { useErrorText } from '../../../lib/error-text';
import { useT } from '../../../i18n/use-t';
import { useResetTwoStep } from '../api/reset-two-step';
import { fullName } from '../user-form-values';

/**
 * A staff or admin account's two-step sign-in, as a word with an icon, and (for someone else's account
 * that has it) "Reset two-step sign-in" for a lost phone, after a confirmation. Clients have none.
 */
export function TwoStepCell({ user, isMe }: { user: AdminUser; isMe: boolean }) {
  const t = useT();
  const failureText = useErrorText();
  const reset = useResetTwoStep();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (isClientRole(user.role)) return <span className="text-muted">—</span>;
  const name = fullName(user);

  async function confirm() {
    setFailure(null);
    try {
      await reset.mutateAsync(user.id);
      setOpen(false);
      toast({ title: t('two-step.admin.reset-done', { name }), variant: 'success' });
    } catch (error) {
      setFailure(failureText(error));
    }
  }

  return (
    <div className="space-y-2">
      <StatusBadge
        tone={user.twoStepEnabled ? 'success' : 'neutral'}
        icon={user.twoStepEnabled ? ShieldCheck : ShieldOff}
        label={user.twoStepEnabled ? t('two-step.admin.on') : t('two-step.admin.off')}
      />
      {user.twoStepEnabled && !isMe ? (
        <>
          <Button
            type="button"
            variant="outline"
            size="compact"
            onClick={() => setOpen(true)}
            data-testid="reset-two-step"
          >
            {t('two-step.admin.reset')}
            <span className="sr-only"> {name}</span>
          </Button>
          <ConfirmDialog
            open={open}
            onClose={() => setOpen(false)}
            title={t('two-step.admin.reset-title', { name })}
            description={t('two-step.admin.reset-text', { name })}
            failure={failure ? { title: t('two-step.admin.reset-failed'), message: failure } : null}
            action={t('two-step.admin.reset')}
            pendingAction={t('two-step.admin.saving')}
            icon={ShieldOff}
            pending={reset.isPending}
            onConfirm={() => void confirm()}
            role="alertdialog"
          />
        </>
      ) : null}
    </div>
  );
}
