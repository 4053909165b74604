import type { ChecklistTemplate } from '@ta/shared';
import { Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { DialogFailure } from '../../../components/ui/dialog-footer';
import { StatusBadge } from '../../../components/ui/status-badge';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { formatInstantDate } from '../../../lib/instant-format';
import { useDeleteChecklist } from '../api/delete-checklist';

const countWords = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

/** The templates: each opens its editor; any but the default can be deleted, after a question. */
export function ChecklistsList({ templates }: { templates: readonly ChecklistTemplate[] }) {
  const remove = useDeleteChecklist();
  const [deleting, setDeleting] = useState<ChecklistTemplate | null>(null);
  const [failure, setFailure] = useState<DialogFailure | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    setFailure(null);
    try {
      await remove.mutateAsync(deleting.id);
      toast({ title: 'Checklist deleted', description: `“${deleting.name}” is gone.`, variant: 'success' });
      setDeleting(null);
    } catch (error) {
      setFailure({ title: 'The checklist was not deleted', message: errorMessage(error) });
    }
  };

  return (
    <>
      <ul className="divide-y divide-line rounded-2xl border border-line bg-white shadow-card">
        {templates.map((template) => {
          const items = template.sections.reduce((sum, s) => sum + s.items.length, 0);
          return (
            <li key={template.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:px-6">
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-3">
                  <Link
                    href={`/admin/checklists/${template.id}`}
                    className="inline-flex min-h-11 items-center text-lg font-bold wrap-anywhere text-brand-800 underline underline-offset-2"
                  >
                    {template.name}
                  </Link>
                  {template.isDefault ? <StatusBadge tone="brand" icon={Star} label="The default" /> : null}
                </p>
                <p>
                  {countWords(template.sections.length, 'section', 'sections')}, {countWords(items, 'item', 'items')}
                  {template.updatedAt ? ` · changed ${formatInstantDate(template.updatedAt)}` : ''}
                </p>
              </div>
              {template.isDefault ? null : (
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => {
                    setFailure(null);
                    setDeleting(template);
                  }}
                >
                  <Trash2 aria-hidden />
                  Delete<span className="sr-only"> {template.name}</span>
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        role="alertdialog"
        title="Delete this checklist?"
        description={
          <p>
            “{deleting?.name}” will be deleted. Properties that use it go back to the default checklist; reports already
            made keep their items.
          </p>
        }
        failure={failure}
        action="Delete checklist"
        pendingAction="Deleting…"
        icon={Trash2}
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}
