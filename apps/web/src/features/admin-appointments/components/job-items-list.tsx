import { formatCents, type JobItem, type JobTime } from '@ta/shared';
import { Receipt, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { receiptUrl, useJobTimeWrite } from '../api/job-time';

/**
 * Groceries and parts bought for the job: each with its amount, who added it and its receipt photo
 * (a thumbnail that opens the full photo), and Remove while no invoice stands.
 */
export function JobItemsList({ job, writable }: { job: JobTime; writable: boolean }) {
  const t = useT();
  const write = useJobTimeWrite(job.appointmentId);
  const [removing, setRemoving] = useState<JobItem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [told, setTold] = useState<string | null>(null);

  const remove = async () => {
    if (!removing) return;
    setFailure(null);
    try {
      await write.mutateAsync({ kind: 'remove-item', itemId: removing.id });
      setTold(t('job-time.items.removed', { description: removing.description }));
      setRemoving(null);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <div className="space-y-3">
      <h3 className="text-xl">{t('job-time.items.heading')}</h3>
      {job.items.length === 0 ? (
        <p className="text-muted">{t('job-time.items.empty')}</p>
      ) : (
        <ul className="space-y-3" data-testid="job-items">
          {job.items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-start gap-3 rounded-xl border-2 border-line p-3">
              {item.hasReceipt ? (
                <a
                  href={receiptUrl(job.appointmentId, item.id, 'full')}
                  target="_blank"
                  rel="noreferrer"
                  className="shrink-0 rounded-lg focus-visible:outline-4"
                  aria-label={t('job-time.items.open-receipt', { description: item.description })}
                >
                  <img
                    src={receiptUrl(job.appointmentId, item.id, 'thumb')}
                    alt={t('job-time.items.receipt-alt', { description: item.description })}
                    className="size-16 rounded-lg border border-line object-cover"
                    loading="lazy"
                  />
                </a>
              ) : (
                <span className="flex size-16 shrink-0 items-center justify-center rounded-lg border border-line bg-canvas">
                  <Receipt aria-hidden className="size-6 text-muted" />
                  <span className="sr-only">{t('job-time.items.no-receipt')}</span>
                </span>
              )}
              <div className="min-w-0 flex-1 basis-44">
                <p className="text-lg font-bold wrap-anywhere">{item.description}</p>
                <p>
                  {t(`job-time.items.kind.${item.kind}`)} ·{' '}
                  <span className="font-bold">{formatCents(item.amountCents)}</span>
                </p>
                {item.addedByName ? (
                  <p className="text-base text-muted">{t('job-time.items.added-by', { name: item.addedByName })}</p>
                ) : null}
              </div>
              {writable ? (
                <Button
                  type="button"
                  variant="destructive-outline"
                  aria-label={t('job-time.items.remove-label', { description: item.description })}
                  onClick={() => {
                    setFailure(null);
                    setRemoving(item);
                  }}
                >
                  <Trash2 aria-hidden />
                  {t('job-time.items.remove')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {job.items.length > 0 ? (
        <p className="text-lg font-bold" data-testid="job-items-total">
          {t('job-time.items.total', { amount: formatCents(job.itemsTotalCents) })}
        </p>
      ) : null}
      <div aria-live="polite">{told ? <Alert tone="success">{told}</Alert> : null}</div>
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        role="alertdialog"
        title={t('job-time.items.remove-title')}
        description={
          removing
            ? t('job-time.items.remove-question', {
                description: removing.description,
                amount: formatCents(removing.amountCents),
              })
            : ''
        }
        failure={failure ? { title: t('job-time.items.remove-failed'), message: failure } : null}
        action={t('job-time.items.remove')}
        pendingAction={t('job-time.items.removing')}
        icon={Trash2}
        pending={write.isPending}
        onConfirm={() => void remove()}
      />
    </div>
  );
}
