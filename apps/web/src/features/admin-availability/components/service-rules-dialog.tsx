import {
  BOOKING_MODE_LABELS,
  BOOKING_MODES,
  serviceRulesInputSchema,
  STANDARD_PACKAGE_MINIMUM_NOTE,
  type ServiceRules,
  type ServiceRulesValues,
} from '@ta/shared';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { DialogFooter, type DialogFailure } from '../../../components/ui/dialog-footer';
import { FieldError, FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { reportFormFailure } from '../../../lib/form-errors';
import { formResolver } from '../../../lib/form-resolver';
import { useUpdateServiceRules } from '../api/service-rules';

/** The form's fields: numbers as typed text, the mode as a radio value, two flags. */
export interface ServiceRulesFormValues {
  duration: string;
  bufferBefore: string;
  bufferAfter: string;
  minNoticeHours: string;
  maxDaysAhead: string;
  bookingMode: string;
  atHome: boolean;
  active: boolean;
}
const FIELDS = ['duration', 'bufferBefore', 'bufferAfter', 'minNoticeHours', 'maxDaysAhead', 'bookingMode'] as const;

export const serviceRulesResolver = formResolver<ServiceRulesFormValues, typeof serviceRulesInputSchema>(
  serviceRulesInputSchema,
);

export function serviceRulesFormValues(s: ServiceRules): ServiceRulesFormValues {
  return {
    duration: String(s.duration),
    bufferBefore: String(s.bufferBefore),
    bufferAfter: String(s.bufferAfter),
    minNoticeHours: String(s.minNoticeHours),
    maxDaysAhead: String(s.maxDaysAhead),
    bookingMode: s.bookingMode,
    atHome: s.atHome,
    active: s.active,
  };
}

const MODE_HINTS = {
  hold: 'The time is kept and the visit waits for staff to confirm it.',
  instant: 'The visit is confirmed as soon as the client picks the time.',
  call: 'No times are shown; the client gives a preferred time or calls.',
} as const;

/** Edit a service's booking rules: one dialog, the shared schema's checks beside each field. */
export function ServiceRulesDialog({ service, onClose }: { service: ServiceRules | null; onClose: () => void }) {
  return (
    <Dialog open={service !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {service ? (
          <>
            <DialogTitle>Booking rules: {service.name}</DialogTitle>
            <DialogDescription className="mt-1">
              These decide which times are offered online for this service. Visits already booked keep their times.
            </DialogDescription>
            <ServiceRulesForm key={service.id} service={service} onClose={onClose} />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function ServiceRulesForm({ service, onClose }: { service: ServiceRules; onClose: () => void }) {
  const update = useUpdateServiceRules();
  const id = useId();
  const [failure, setFailure] = useState<DialogFailure | null>(null);
  const form = useForm<ServiceRulesFormValues, unknown, ServiceRulesValues>({
    resolver: serviceRulesResolver,
    defaultValues: serviceRulesFormValues(service),
  });
  const errors = form.formState.errors;
  const number = (name: (typeof FIELDS)[number], min: number, max: number) => (
    <Input type="number" inputMode="numeric" min={min} max={max} step={1} {...form.register(name)} />
  );

  const save = async (rules: ServiceRulesValues) => {
    setFailure(null);
    try {
      const saved = await update.mutateAsync({ id: service.id, rules });
      toast({
        title: 'Booking rules saved',
        description: `${saved.name} follows them from now on.`,
        variant: 'success',
      });
      onClose();
    } catch (error) {
      const title = 'The rules were not saved';
      setFailure({ title, message: reportFormFailure(error, form, FIELDS, title) });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(save)(event)} className="mt-6 space-y-5">
      <FormField
        label="Length of a visit (minutes)"
        hint={`30 to 720 minutes. ${STANDARD_PACKAGE_MINIMUM_NOTE}`}
        error={errors.duration?.message}
      >
        {number('duration', 30, 720)}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Travel time before (minutes)" hint="0 to 240." error={errors.bufferBefore?.message}>
          {number('bufferBefore', 0, 240)}
        </FormField>
        <FormField label="Travel time after (minutes)" hint="0 to 240." error={errors.bufferAfter?.message}>
          {number('bufferAfter', 0, 240)}
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Notice needed (hours)"
          hint="The earliest time offered is this long from now. 0 to 720."
          error={errors.minNoticeHours?.message}
        >
          {number('minNoticeHours', 0, 720)}
        </FormField>
        <FormField label="Booked up to (days ahead)" hint="1 to 365." error={errors.maxDaysAhead?.message}>
          {number('maxDaysAhead', 1, 365)}
        </FormField>
      </div>
      <fieldset aria-describedby={`${id}-mode-error`} aria-invalid={errors.bookingMode ? true : undefined}>
        <legend className="mb-2 font-bold">Online booking</legend>
        <div className="space-y-2">
          {BOOKING_MODES.map((mode) => (
            <label
              key={mode}
              className="flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border-2 border-line bg-white px-4 py-3 has-checked:border-brand-800 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                value={mode}
                className="mt-1 size-5 shrink-0 accent-brand-800"
                {...form.register('bookingMode')}
              />
              <span>
                <span className="block font-bold">{BOOKING_MODE_LABELS[mode]}</span>
                <span className="block text-base text-muted">{MODE_HINTS[mode]}</span>
              </span>
            </label>
          ))}
        </div>
        <FieldError id={`${id}-mode-error`} error={errors.bookingMode?.message} />
      </fieldset>
      <CheckboxField
        label="A visit at the client’s home"
        hint="The client names the county, and only staff who cover it are offered."
        {...form.register('atHome')}
      />
      <CheckboxField
        label="Offered"
        hint="A service not offered is not listed to clients."
        {...form.register('active')}
      />
      <DialogFooter failure={failure} action="Save rules" pendingAction="Saving…" pending={update.isPending} />
    </form>
  );
}
