import type { NotaryEntry } from '@ta/shared';
import { formatCents } from '@ta/shared';
import { Eye, EyeOff, FilePenLine, FilePlus2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { TableHeadingRow } from '../../../components/ui/table-heading-row';
import { useKnownText } from '../../../i18n/known-text';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { revealIdNumber } from '../api/reveal-id-number';

interface JournalListProps {
  entries: readonly NotaryEntry[];
  onEdit: (entry: NotaryEntry) => void;
  onCorrect: (entry: NotaryEntry) => void;
}

/** The whole numbers shown right now, by entry: kept in memory only while shown, never cached. */
function useRevealed() {
  const [shown, setShown] = useState<Record<number, string>>({});
  const [failed, setFailed] = useState<Record<number, string>>({});
  const [pending, setPending] = useState<number | null>(null);
  async function toggle(id: number) {
    if (shown[id] !== undefined) {
      setShown(({ [id]: _hidden, ...rest }) => rest);
      return;
    }
    setPending(id);
    try {
      const number = await revealIdNumber(id);
      setShown((current) => ({ ...current, [id]: number }));
      setFailed(({ [id]: _old, ...rest }) => rest);
    } catch (error) {
      setFailed((current) => ({ ...current, [id]: errorMessage(error) }));
    } finally {
      setPending(null);
    }
  }
  return { shown, failed, pending, toggle };
}

/**
 * The month's entries: cards on a phone, a table from 1024 px. Each entry says which entry it
 * corrects and which correct it; its ID number is masked until an admin asks to see it.
 */
export function JournalList({ entries, onEdit, onCorrect }: JournalListProps) {
  const t = useT();
  const known = useKnownText();
  const revealed = useRevealed();

  const idNumber = (entry: NotaryEntry) => {
    if (!entry.idNumberMasked) return null;
    const full = revealed.shown[entry.id];
    return (
      <div className="space-y-1">
        <p className="font-mono text-lg" aria-live="polite">
          <span className="sr-only">{t('notary.label.id-number')}: </span>
          {full ?? entry.idNumberMasked}
        </p>
        <Button
          type="button"
          variant="outline"
          size="compact"
          aria-label={t(full === undefined ? 'notary.show-id-for' : 'notary.hide-id-for', { id: entry.id })}
          disabled={revealed.pending === entry.id}
          onClick={() => void revealed.toggle(entry.id)}
        >
          {full === undefined ? <Eye aria-hidden /> : <EyeOff aria-hidden />}
          {t(full === undefined ? 'notary.show-id' : 'notary.hide-id')}
        </Button>
        {revealed.failed[entry.id] ? (
          <p role="alert" className="font-bold text-danger-700">
            {t('notary.reveal-failed')}: {known(revealed.failed[entry.id] ?? '')}
          </p>
        ) : null}
      </div>
    );
  };

  const links = (entry: NotaryEntry): ReactNode[] => [
    entry.correctsEntryId !== null ? (
      <span key="corrects" className="rounded-md bg-accent-50 px-2 py-0.5 font-bold text-accent-700">
        {t('notary.corrects', { id: entry.correctsEntryId })}
      </span>
    ) : null,
    entry.correctedByIds.length > 0 ? (
      <span key="corrected" className="rounded-md bg-sand px-2 py-0.5 font-bold">
        {t('notary.corrected-by', { ids: entry.correctedByIds.map((id) => `#${id}`).join(', ') })}
      </span>
    ) : null,
  ];

  const actions = (entry: NotaryEntry) => (
    <div className="flex flex-wrap gap-2">
      {entry.editable ? (
        <Button
          type="button"
          variant="outline"
          size="compact"
          aria-label={t('notary.edit', { id: entry.id })}
          onClick={() => onEdit(entry)}
        >
          <FilePenLine aria-hidden />
          {t('notary.edit-short')}
        </Button>
      ) : null}
      <Button
        type="button"
        variant="outline"
        size="compact"
        aria-label={t('notary.correct', { id: entry.id })}
        onClick={() => onCorrect(entry)}
      >
        <FilePlus2 aria-hidden />
        {t('notary.add-correction')}
      </Button>
    </div>
  );

  const identity = (entry: NotaryEntry) =>
    entry.idType
      ? `${t('notary.id-method', { method: entry.idMethod })}: ${t('notary.id-type', { type: entry.idType })}`
      : t('notary.id-method', { method: entry.idMethod });

  return (
    <>
      <ol className="space-y-4 lg:hidden">
        {entries.map((entry) => (
          <li key={entry.id}>
            <article
              aria-labelledby={`notary-card-${entry.id}`}
              className="space-y-3 rounded-xl border-2 border-line bg-white p-4"
            >
              <h3 id={`notary-card-${entry.id}`} className="text-xl">
                {t('notary.entry', { id: entry.id })} · {t('notary.act', { act: entry.actType })}
              </h3>
              <p className="text-lg">
                {entry.actDate} {entry.actTime}
              </p>
              <div className="flex flex-wrap gap-2">{links(entry)}</div>
              <dl className="grid gap-2 text-lg">
                <Fact label={t('notary.label.document')}>{entry.document}</Fact>
                <Fact label={t('notary.label.signer')}>
                  {entry.signerName}
                  <br />
                  <span className="whitespace-pre-line text-muted">{entry.signerAddress}</span>
                </Fact>
                <Fact label={t('notary.label.identity')}>{identity(entry)}</Fact>
                {entry.idNumberMasked ? <Fact label={t('notary.label.id-number')}>{idNumber(entry)}</Fact> : null}
                <Fact label={t('notary.label.fee')}>
                  {formatCents(entry.feeCents)} · {t('notary.label.signatures')}: {entry.signatures}
                </Fact>
                {entry.appointmentLabel ? (
                  <Fact label={t('notary.label.appointment')}>{entry.appointmentLabel}</Fact>
                ) : null}
                {entry.notes ? <Fact label={t('notary.label.notes')}>{entry.notes}</Fact> : null}
              </dl>
              {entry.enteredByName ? (
                <p className="text-base text-muted">{t('notary.written-by', { name: entry.enteredByName })}</p>
              ) : null}
              {actions(entry)}
            </article>
          </li>
        ))}
      </ol>

      <div className="hidden overflow-x-auto rounded-xl border-2 border-line bg-white lg:block">
        <table className="w-full text-left text-base">
          <thead className="sticky top-0 bg-sand">
            <TableHeadingRow
              cellClassName="px-3 py-2"
              columns={[
                '#',
                t('notary.label.when'),
                t('notary.label.act'),
                t('notary.label.signer'),
                t('notary.label.identity'),
                t('notary.label.fee'),
                t('notary.label.actions'),
              ]}
            />
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id} className="border-t-2 border-line align-top">
                <th scope="row" className="px-3 py-3">
                  #{entry.id}
                </th>
                <td className="px-3 py-3 whitespace-nowrap">
                  {entry.actDate}
                  <br />
                  {entry.actTime}
                </td>
                <td className="px-3 py-3">
                  <p className="font-bold">{t('notary.act', { act: entry.actType })}</p>
                  <p>{entry.document}</p>
                  <div className="mt-1 flex flex-wrap gap-1">{links(entry)}</div>
                  {entry.notes ? <p className="text-muted">{entry.notes}</p> : null}
                </td>
                <td className="px-3 py-3">
                  <p className="font-bold">{entry.signerName}</p>
                  <p className="whitespace-pre-line">{entry.signerAddress}</p>
                </td>
                <td className="px-3 py-3">
                  <p>{identity(entry)}</p>
                  {idNumber(entry)}
                </td>
                <td className="px-3 py-3 whitespace-nowrap">
                  {formatCents(entry.feeCents)}
                  <br />
                  {t('notary.label.signatures')}: {entry.signatures}
                  {entry.appointmentLabel ? <p className="whitespace-normal">{entry.appointmentLabel}</p> : null}
                </td>
                <td className="px-3 py-3">{actions(entry)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-bold">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
