import { zodResolver } from '@hookform/resolvers/zod';
import {
  appointmentRequestSchema,
  takesFurniturePhotos,
  type AppointmentRequestInput,
  type ContactRequestReceipt,
  type ServiceType,
} from '@ta/shared';
import { Send } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormField } from '../../../components/ui/form-field';
import { FormSubmit } from '../../../components/ui/form-submit';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { useLocalePath, useT } from '../../../i18n/use-t';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useServiceDescription, useServiceName } from '../../../lib/service-types';
import { reportFormFailure } from '../../../lib/form-errors';
import { PageFormMarker, pageFieldId } from '../../../lib/page-form';
import { FormProblems } from '../../../components/ui/form-problems';
import { useProgressiveForm } from '../../../lib/use-progressive-form';
import { useHydrated } from '../../../lib/use-hydrated';
import { useSubmitAppointmentRequest } from '../api/submit-appointment-request';
import { RequestPhotoSection } from './request-photo-section';
import { CountySelect, SlotPicker } from './slot-picker';
import { RescheduleNotice, type RescheduleTarget } from './reschedule-notice';
import type { RequestPhotos } from './use-request-photos';
import { useErrorText } from '../../../lib/error-text';

export type AppointmentFormValues = z.input<typeof appointmentRequestSchema>;

const FIELDS = [
  'name',
  'email',
  'phone',
  'serviceTypeId',
  'message',
  'preferredDate',
  'preferredTime',
  'location',
  'slot',
  'county',
] as const;

/** Today in the browser's calendar, for the date picker's lower bound (set after hydration only). */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

interface AppointmentRequestFormProps {
  serviceTypes: readonly ServiceType[];
  defaultValues: AppointmentFormValues;
  photos: RequestPhotos;
  /** After Submit Another Request, the form takes focus (the button that was pressed is gone). */
  focusFirstField?: boolean;
  /** The appointment this request asks to move; sent with it as `appointmentId`. */
  reschedule?: RescheduleTarget | null;
  /** The first day of the list of times, from the page's URL (the form without JavaScript pages so). */
  slotsFrom?: string;
  onSubmitted: (receipt: ContactRequestReceipt) => void;
}

export function AppointmentRequestForm({
  serviceTypes,
  defaultValues,
  photos,
  focusFirstField = false,
  reschedule = null,
  slotsFrom = '',
  onSubmitted,
}: AppointmentRequestFormProps) {
  const queryClient = useQueryClient();
  const localePath = useLocalePath();
  const t = useT();
  const failureText = useErrorText();
  const serviceName = useServiceName();
  const serviceDescription = useServiceDescription();
  const submit = useSubmitAppointmentRequest();
  const hydrated = useHydrated();
  const [failure, setFailure] = useState<string | null>(null);
  const { form, field, result } = useProgressiveForm<AppointmentFormValues, AppointmentRequestInput>('appointment', {
    resolver: zodResolver(appointmentRequestSchema),
    defaultValues,
  });
  const { errors, submitCount } = form.formState;
  const { setFocus } = form;
  useEffect(() => {
    if (focusFirstField) setFocus('name');
  }, [focusFirstField, setFocus]);

  const serviceTypeId = String(useWatch({ control: form.control, name: 'serviceTypeId' }) ?? '');
  const service = serviceTypes.find((type) => String(type.id) === serviceTypeId);
  const county = String(useWatch({ control: form.control, name: 'county' }) ?? '');
  const slot = useWatch({ control: form.control, name: 'slot' });
  const pickSlot = (value: string | undefined) =>
    form.setValue('slot', value ?? '', { shouldValidate: submitCount > 0 });
  const wantsPhotos = service ? takesFurniturePhotos(service.name) : false;

  const uploadPhotos = async (): Promise<boolean> => {
    const email = form.getValues('email').trim();
    const emailOk = email !== '' && (await form.trigger('email'));
    if (!emailOk) {
      const emailFirst = t('contact.form.email-first');
      photos.setError(emailFirst);
      toast({ title: t('contact.form.email-required'), description: emailFirst, variant: 'destructive' });
      form.setFocus('email');
      return false;
    }
    return photos.send({ email, furnitureType: service?.name ?? '', message: form.getValues('message') });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    // Chosen but not yet uploaded photos go first, so they are not left behind.
    const photoUpload = { email: values.email, furnitureType: service?.name ?? '', message: values.message };
    if (wantsPhotos && photos.files.length > 0 && !(await photos.send(photoUpload))) return;
    try {
      const receipt = await submit.mutateAsync(values);
      toast({
        title: t('contact.form.submitted'),
        description: t('contact.form.submitted-note'),
        variant: 'success',
      });
      onSubmitted(receipt);
    } catch (error) {
      const message = reportFormFailure(
        error,
        form,
        FIELDS,
        t('contact.form.failed'),
        error instanceof ApiError ? failureText(error) : t('contact.form.failed-note'),
      );
      setFailure(message);
      // Someone took the time meanwhile: the pick goes, the list shows the times free now.
      if (error instanceof ApiError && error.status === 409) {
        form.setValue('slot', '');
        await queryClient.invalidateQueries({ queryKey: ['booking-slots'] });
      }
    }
  });

  const busy = submit.isPending || photos.isUploading;
  // Before the script runs (or without it) the photo section is in the page, shown by CSS while a
  // furniture service is chosen, and its photos go with the form (hence multipart).
  const photoSection = hydrated ? (
    wantsPhotos ? (
      <RequestPhotoSection photos={photos} onUpload={uploadPhotos} disabled={submit.isPending} />
    ) : null
  ) : (
    <div className="hidden [form:has(option[data-photos]:checked)_&]:block">
      <RequestPhotoSection
        photos={photos}
        onUpload={uploadPhotos}
        disabled={false}
        inputId={pageFieldId('appointment', 'photos')}
        error={result?.errors.photos}
      />
    </div>
  );
  // Without JavaScript, the service and county are chosen in a form of their own that reloads the page
  // with the list of times (docs/booking.md, "Picking a time"); the request form below then carries them.
  // It sits in <noscript>: with JavaScript the browser never lays it out, so dropping it at hydration
  // moves nothing (in the page, it pushed the request form 500 px down and back: a layout shift).
  const slotQuery = hydrated ? null : (
    <noscript>
      <form method="get" action={localePath('/contact')} className="mb-8 space-y-4 rounded-md border border-line p-4">
        <h2 className="text-xl font-semibold">{t('booking.pick.heading')}</h2>
        <p className="text-lg text-muted">{t('booking.pick.show-intro')}</p>
        <FormField label={t('booking.pick.which-service')}>
          <NativeSelect id="slot-query-service" name="serviceTypeId" defaultValue={serviceTypeId}>
            <option value="">{t('forms.choose-service')}</option>
            {serviceTypes.map((type) => (
              <option key={type.id} value={String(type.id)}>
                {serviceName(type.name)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={t('booking.county.label')} hint={t('booking.county.hint')}>
          <CountySelect id="slot-query-county" name="county" defaultValue={county} />
        </FormField>
        <Button type="submit" variant="outline">
          {t('booking.pick.show')}
        </Button>
      </form>
    </noscript>
  );
  return (
    <>
      {slotQuery}
      <form method="post" encType="multipart/form-data" noValidate onSubmit={onSubmit} className="space-y-5">
        <PageFormMarker id="appointment" />
        <FormProblems result={result} title={t('contact.form.failed')} hidden={submitCount > 0} />
        {reschedule ? (
          <>
            <RescheduleNotice target={reschedule} />
            <input type="hidden" {...field('appointmentId')} />
          </>
        ) : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label={t('contact.form.name')} error={errors.name?.message} className="sm:col-span-2">
            <Input autoComplete="name" {...field('name')} />
          </FormField>
          <FormField label={t('forms.email')} hint={t('contact.form.email-hint')} error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...field('email')} />
          </FormField>
          <FormField label={t('forms.phone')} hint={t('contact.form.phone-hint')} error={errors.phone?.message}>
            <Input type="tel" autoComplete="tel" {...field('phone')} />
          </FormField>
        </div>
        <FormField
          label={t('contact.form.service')}
          hint={(service && serviceDescription(service)) ?? t('contact.form.service-hint')}
          error={errors.serviceTypeId?.message}
        >
          <NativeSelect {...field('serviceTypeId')}>
            <option value="">{t('forms.choose-service')}</option>
            {serviceTypes.map((type) => (
              <option
                key={type.id}
                value={String(type.id)}
                data-photos={takesFurniturePhotos(type.name) ? '' : undefined}
              >
                {serviceName(type.name)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {hydrated ? null : <input type="hidden" {...field('county')} />}
        <SlotPicker
          key={serviceTypeId}
          atHome={service?.atHome}
          bookingMode={service?.bookingMode}
          serviceTypeId={serviceTypeId}
          county={county}
          countyField={field('county')}
          countyError={errors.county?.message}
          slot={typeof slot === 'string' && slot !== '' ? slot : undefined}
          onSlot={pickSlot}
          slotError={errors.slot?.message}
          initialFrom={slotsFrom}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label={t('forms.preferred-date')} error={errors.preferredDate?.message}>
            <Input type="date" min={hydrated ? today() : undefined} {...field('preferredDate')} />
          </FormField>
          <FormField label={t('contact.form.time')} error={errors.preferredTime?.message}>
            <Input type="time" step={900} {...field('preferredTime')} />
          </FormField>
        </div>
        <FormField
          label={t('contact.form.location')}
          hint={t('contact.form.location-hint')}
          error={errors.location?.message}
        >
          <Input autoComplete="address-line1" {...field('location')} />
        </FormField>
        <FormField label={t('forms.message')} hint={t('contact.form.message-hint')} error={errors.message?.message}>
          <Textarea {...field('message')} />
        </FormField>
        {photoSection}
        <FormSubmit
          failure={failure}
          failureTitle={t('contact.form.failed')}
          action={t('contact.form.submit')}
          pendingAction={t('contact.form.submitting')}
          pending={submit.isPending}
          disabled={busy}
          icon={Send}
          variant="accent"
        />
        <p className="text-base text-muted">{t('contact.form.next')}</p>
      </form>
    </>
  );
}
