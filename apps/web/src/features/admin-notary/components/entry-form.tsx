import { zodResolver } from '@hookform/resolvers/zod';
import {
  businessTimeOfDay,
  businessToday,
  centsToInput,
  formatCents,
  NOTARY_ACT_TYPES,
  NOTARY_ID_METHODS,
  NOTARY_ID_TYPES,
  notaryEntryEditSchema,
  notaryEntryInputSchema,
  parseMoney,
  type NotaryChoices,
  type NotaryEntry,
  type NotaryEntryInput,
  type NotaryEntryValues,
} from '@ta/shared';
import { Save } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { FormSubmit } from '../../../components/ui/form-submit';
import { Input } from '../../../components/ui/input';
import { ChoiceOptions, NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { useKnownText } from '../../../i18n/known-text';
import { useErrorText } from '../../../lib/error-text';
import { useT } from '../../../i18n/use-t';
import { ApiError } from '../../../lib/api-client';
import { reportFormFailure } from '../../../lib/form-errors';
import { useSaveEntry } from '../api/save-entry';

/** What the form is for: a new entry, a same-day edit, or a correction of an older entry. */
export type EntryFormMode =
  { kind: 'new' } | { kind: 'edit'; entry: NotaryEntry } | { kind: 'correct'; entry: NotaryEntry };

const FIELDS = [
  'actDate',
  'actTime',
  'actType',
  'document',
  'signerName',
  'signerAddress',
  'idMethod',
  'idType',
  'idNumber',
  'signatures',
  'fee',
  'appointmentId',
  'notes',
] as const;
type FieldName = (typeof FIELDS)[number];

/** Blank for a new entry (now, one signature); an edit or a correction starts from the entry. */
function startingValues(mode: EntryFormMode, now: Date): NotaryEntryValues {
  if (mode.kind === 'new') {
    return {
      actDate: businessToday(now),
      actTime: businessTimeOfDay(now),
      actType: '' as NotaryEntryValues['actType'],
      document: '',
      signerName: '',
      signerAddress: '',
      idMethod: 'id_document',
      idType: '',
      idNumber: '',
      signatures: '1',
      fee: '',
      appointmentId: null,
      notes: '',
      correctsEntryId: null,
    };
  }
  const { entry } = mode;
  return {
    actDate: entry.actDate,
    actTime: entry.actTime,
    actType: entry.actType,
    document: entry.document,
    signerName: entry.signerName,
    signerAddress: entry.signerAddress,
    idMethod: entry.idMethod,
    idType: entry.idType ?? '',
    // Never shown: on an edit, blank keeps the number on file; a correction types it again.
    idNumber: '',
    signatures: String(entry.signatures),
    fee: centsToInput(entry.feeCents),
    appointmentId: entry.appointmentId,
    notes: entry.notes ?? '',
    correctsEntryId: mode.kind === 'correct' ? entry.id : null,
  };
}

interface EntryFormProps {
  mode: EntryFormMode;
  choices: NotaryChoices | undefined;
  onDone: (saved: NotaryEntry | null) => void;
}

/**
 * One journal entry, made for a phone first: large fields, the date and time already now, the ID
 * document's fields only when an ID document proved who the signer is, and the fee worked out from
 * the price list's fee per signature until it is typed over.
 */
export function EntryForm({ mode, choices, onDone }: EntryFormProps) {
  const t = useT();
  const knownText = useKnownText();
  const failureText = useErrorText();
  const save = useSaveEntry();
  const [failure, setFailure] = useState<string | null>(null);
  const editing = mode.kind === 'edit';
  const form = useForm<NotaryEntryValues, unknown, NotaryEntryInput>({
    resolver: zodResolver(editing ? notaryEntryEditSchema : notaryEntryInputSchema),
    reValidateMode: 'onSubmit',
    defaultValues: startingValues(mode, new Date()),
  });
  const { errors } = form.formState;
  const method = useWatch({ control: form.control, name: 'idMethod' });
  const signatures = useWatch({ control: form.control, name: 'signatures' });
  // The fee follows the signatures until someone types their own.
  const feeTyped = useRef(mode.kind !== 'new');
  const perSignature = choices?.feePerSignatureCents ?? null;
  useEffect(() => {
    if (feeTyped.current || perSignature === null) return;
    const count = Number(signatures);
    if (Number.isInteger(count) && count >= 1 && count <= 50) form.setValue('fee', centsToInput(perSignature * count));
  }, [signatures, perSignature, form]);

  const field = (name: FieldName) => {
    const registration = form.register(
      name,
      name === 'appointmentId'
        ? { setValueAs: (v: string | number | null) => (v === '' || v === null ? null : Number(v)) }
        : {},
    );
    return {
      ...registration,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
        if (name === 'fee') feeTyped.current = parseMoney(event.target.value) !== null || event.target.value === '';
        if (form.getFieldState(name).error) form.clearErrors(name);
        return registration.onChange(event);
      },
    };
  };

  /** A choice from one of the register's fixed lists, after "Choose…". */
  const listField = <Choice extends string>(
    name: 'actType' | 'idType',
    label: string,
    choices: readonly Choice[],
    words: (choice: Choice) => string,
  ) => (
    <FormField label={label} error={errors[name]?.message}>
      <NativeSelect {...field(name)}>
        <ChoiceOptions placeholder={t('notary.form.choose')} choices={choices} label={words} />
      </NativeSelect>
    </FormField>
  );

  async function send() {
    setFailure(null);
    try {
      // The typed values go to the server, which checks them with the same schema.
      const saved = await save.mutateAsync({ id: editing ? mode.entry.id : null, values: form.getValues() });
      toast({
        title: t(editing ? 'notary.form.changed' : 'notary.form.added', { id: saved.id }),
        variant: 'success',
      });
      onDone(saved);
    } catch (error) {
      const message =
        error instanceof ApiError && error.status < 500 ? failureText(error) : t('notary.form.failed-text');
      setFailure(reportFormFailure(error, form, FIELDS, t('notary.form.failed'), message));
    }
  }

  const title =
    mode.kind === 'new'
      ? t('notary.form.new-title')
      : t(mode.kind === 'edit' ? 'notary.form.edit-title' : 'notary.form.correct-title', { id: mode.entry.id });
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const onFile = editing ? mode.entry.idNumberMasked : null;

  return (
    <section aria-labelledby="notary-form-title" className="rounded-xl border-2 border-line bg-white p-4 sm:p-6">
      <h2 id="notary-form-title" ref={headingRef} tabIndex={-1} className="text-2xl sm:text-3xl">
        {title}
      </h2>
      {mode.kind === 'correct' ? <p className="mt-2 text-lg">{t('notary.form.correct-intro')}</p> : null}
      <form method="post" noValidate onSubmit={form.handleSubmit(send)} className="mt-6 space-y-8">
        <fieldset className="space-y-5">
          <legend className="mb-3 text-xl font-bold">{t('notary.form.act')}</legend>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField label={t('notary.form.date')} error={errors.actDate?.message}>
              <Input type="date" max={businessToday()} {...field('actDate')} />
            </FormField>
            <FormField label={t('notary.form.time')} error={errors.actTime?.message}>
              <Input type="time" {...field('actTime')} />
            </FormField>
          </div>
          {listField('actType', t('notary.form.act-type'), NOTARY_ACT_TYPES, (act) => t('notary.act', { act }))}
          <FormField
            label={t('notary.form.document')}
            hint={t('notary.form.document-hint')}
            error={errors.document?.message}
          >
            <Input autoComplete="off" {...field('document')} />
          </FormField>
        </fieldset>

        <fieldset className="space-y-5">
          <legend className="mb-3 text-xl font-bold">{t('notary.form.signer')}</legend>
          <FormField label={t('notary.form.signer-name')} error={errors.signerName?.message}>
            <Input autoComplete="off" {...field('signerName')} />
          </FormField>
          <FormField label={t('notary.form.signer-address')} error={errors.signerAddress?.message}>
            <Textarea rows={3} autoComplete="off" {...field('signerAddress')} />
          </FormField>
        </fieldset>

        <fieldset className="space-y-4" aria-describedby={errors.idMethod ? 'notary-id-method-error' : undefined}>
          <legend className="mb-3 text-xl font-bold">{t('notary.form.identity')}</legend>
          <div className="grid gap-3 sm:grid-cols-3">
            {NOTARY_ID_METHODS.map((value) => (
              <label
                key={value}
                className="flex min-h-13 cursor-pointer items-center gap-3 rounded-lg border-2 border-field px-4 py-3 text-lg has-checked:border-brand-700 has-checked:bg-brand-50"
              >
                <input type="radio" value={value} className="size-6 shrink-0" {...field('idMethod')} />
                {t('notary.id-method', { method: value })}
              </label>
            ))}
          </div>
          {errors.idMethod?.message ? (
            <p id="notary-id-method-error" className="font-bold text-danger-700">
              {knownText(errors.idMethod.message)}
            </p>
          ) : null}
          {method === 'id_document' ? (
            <div className="grid gap-5 sm:grid-cols-2">
              {listField('idType', t('notary.form.id-type'), NOTARY_ID_TYPES, (type) => t('notary.id-type', { type }))}
              <FormField
                label={t('notary.form.id-number')}
                hint={onFile ? t('notary.form.id-number-keep', { masked: onFile }) : t('notary.form.id-number-hint')}
                error={errors.idNumber?.message}
              >
                <Input autoComplete="off" autoCapitalize="characters" spellCheck={false} {...field('idNumber')} />
              </FormField>
            </div>
          ) : null}
        </fieldset>

        <fieldset className="space-y-5">
          <legend className="mb-3 text-xl font-bold">{t('notary.form.fee-section')}</legend>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField label={t('notary.form.signatures')} error={errors.signatures?.message}>
              <Input inputMode="numeric" autoComplete="off" {...field('signatures')} />
            </FormField>
            <FormField
              label={t('notary.form.fee')}
              hint={perSignature === null ? undefined : t('notary.form.fee-hint', { fee: formatCents(perSignature) })}
              error={errors.fee?.message}
            >
              <Input inputMode="decimal" autoComplete="off" {...field('fee')} />
            </FormField>
          </div>
          <FormField label={t('notary.form.appointment')} error={errors.appointmentId?.message}>
            <NativeSelect {...field('appointmentId')}>
              <option value="">{t('notary.form.no-appointment')}</option>
              {(choices?.appointments ?? []).map((a) => (
                <option key={a.id} value={a.id}>
                  {`${a.date} ${a.startTime} · ${a.clientName}${a.location ? ` · ${a.location}` : ''}`}
                </option>
              ))}
              {/* An entry's appointment that is no longer among the recent ones stays chosen. */}
              {mode.kind !== 'new' &&
              mode.entry.appointmentId !== null &&
              !choices?.appointments.some((a) => a.id === mode.entry.appointmentId) ? (
                <option value={mode.entry.appointmentId}>
                  {mode.entry.appointmentLabel ?? `#${mode.entry.appointmentId}`}
                </option>
              ) : null}
            </NativeSelect>
          </FormField>
          <FormField label={t('notary.form.notes')} error={errors.notes?.message}>
            <Textarea rows={3} {...field('notes')} />
          </FormField>
        </fieldset>

        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <div className="sm:flex-1">
            <FormSubmit
              failure={failure}
              failureTitle={t('notary.form.failed')}
              action={t(editing ? 'notary.form.save-changes' : 'notary.form.save')}
              pendingAction={t('notary.form.saving')}
              pending={save.isPending}
              icon={Save}
            />
          </div>
          <Button type="button" variant="outline" size="lg" onClick={() => onDone(null)}>
            {t('notary.form.cancel')}
          </Button>
        </div>
      </form>
    </section>
  );
}
