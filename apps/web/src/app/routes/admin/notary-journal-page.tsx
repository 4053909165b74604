import { businessToday, isAdminRole, type NotaryEntry, type SessionUser } from '@ta/shared';
import { ChevronLeft, ChevronRight, Download, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { PageHeader } from '../../../components/ui/page-header';
import { useNotaryChoices } from '../../../features/admin-notary/api/get-choices';
import { journalExportPath, useJournal } from '../../../features/admin-notary/api/get-journal';
import { EntryForm, type EntryFormMode } from '../../../features/admin-notary/components/entry-form';
import { JournalList } from '../../../features/admin-notary/components/journal-list';
import { useT } from '../../../i18n/use-t';
import { AdminLayout } from '../../layouts/admin-layout';
import { AccessDeniedPage } from '../site/access-denied-page';
import { QueryContent } from './query-content';

/** yyyy-MM plus or minus months. */
function shiftMonth(month: string, by: number): string {
  const [y = 2000, m = 1] = month.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1 + by, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** /admin/notary-journal: admins only (staff see Access Denied; the server answers 403 to them too). */
export function NotaryJournalPage({ user }: { user: SessionUser }) {
  if (!isAdminRole(user.role)) return <AccessDeniedPage />;
  return <NotaryJournalScreen user={user} />;
}

function NotaryJournalScreen({ user }: { user: SessionUser }) {
  const t = useT();
  const [month, setMonth] = useState(() => businessToday().slice(0, 7));
  const [form, setForm] = useState<EntryFormMode | null>(null);
  const journal = useJournal(month);
  // Read when the form opens, so it is ready on a phone with a slow connection.
  const choices = useNotaryChoices();

  const open = (mode: EntryFormMode) => {
    setForm(mode);
    window.scrollTo({ top: 0 });
  };
  const done = (saved: NotaryEntry | null) => {
    setForm(null);
    if (saved) setMonth(saved.actDate.slice(0, 7));
  };

  return (
    <AdminLayout user={user} meta={{ title: t('notary.title'), description: t('notary.description') }}>
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 pb-28 sm:px-6 sm:py-8">
        <PageHeader
          title={t('notary.title')}
          description={t('notary.description')}
          actions={
            form === null ? (
              <Button type="button" size="lg" onClick={() => open({ kind: 'new' })}>
                <Plus aria-hidden />
                {t('notary.new')}
              </Button>
            ) : undefined
          }
        />
        {form !== null ? (
          <EntryForm key={JSON.stringify(form)} mode={form} choices={choices.data} onDone={done} />
        ) : (
          <>
            <div className="flex flex-wrap items-end gap-3">
              <Button
                type="button"
                variant="outline"
                aria-label={t('notary.previous-month')}
                title={t('notary.previous-month')}
                onClick={() => setMonth(shiftMonth(month, -1))}
              >
                <ChevronLeft aria-hidden />
              </Button>
              <div className="w-48 space-y-1">
                <Label htmlFor="notary-month">{t('notary.month')}</Label>
                <Input
                  id="notary-month"
                  type="month"
                  value={month}
                  onChange={(event) => {
                    if (/^\d{4}-\d{2}$/.test(event.target.value)) setMonth(event.target.value);
                  }}
                />
              </div>
              <Button
                type="button"
                variant="outline"
                aria-label={t('notary.next-month')}
                title={t('notary.next-month')}
                onClick={() => setMonth(shiftMonth(month, 1))}
              >
                <ChevronRight aria-hidden />
              </Button>
              <div className="flex flex-wrap gap-3 sm:ml-auto">
                <a className={buttonVariants({ variant: 'outline' })} href={journalExportPath('csv', month)} download>
                  <Download aria-hidden />
                  {t('notary.export-csv')}
                </a>
                <a className={buttonVariants({ variant: 'outline' })} href={journalExportPath('pdf', month)} download>
                  <Download aria-hidden />
                  {t('notary.export-pdf')}
                </a>
              </div>
            </div>
            <p className="text-base text-muted">{t('notary.export-hint')}</p>
            <QueryContent query={journal} loading={t('notary.loading')} failed={t('notary.load-failed')}>
              {(list) => (
                <section aria-labelledby="notary-month-count" className="space-y-4">
                  <h2 id="notary-month-count" className="text-xl sm:text-2xl" aria-live="polite">
                    {t('notary.count', { count: list.entries.length, month })}
                  </h2>
                  {list.entries.length === 0 ? (
                    <p className="text-lg">{t('notary.empty')}</p>
                  ) : (
                    <JournalList
                      entries={list.entries}
                      onEdit={(entry) => open({ kind: 'edit', entry })}
                      onCorrect={(entry) => open({ kind: 'correct', entry })}
                    />
                  )}
                </section>
              )}
            </QueryContent>
          </>
        )}
      </div>
    </AdminLayout>
  );
}
