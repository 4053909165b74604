import { PLAN_REPEATS, SERVICE_COUNTIES, servicePlanInputSchema, type ServiceType } from '@ta/shared';
import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { useT } from '../../../i18n/use-t';
import { useServiceName } from '../../../lib/service-types';
import { useCreatePlan } from '../api/plans';
import { PlanForm, type PlanOutcome } from './plan-form';

/**
 * "Set up a standing visit" (docs/service-plans.md): a service booked online, how often, the first and
 * last day (or the days themselves), the time, and for a visit at home the county and address. The
 * server books the days within the service's booking window at once; the page then lists them.
 */
export function NewPlanForm({ services, onDone }: { services: ServiceType[]; onDone: (outcome: PlanOutcome) => void }) {
  const t = useT();
  const serviceName = useServiceName();
  const create = useCreatePlan();
  const bookable = services.filter((s) => s.bookingMode !== 'call');
  const [serviceId, setServiceId] = useState('');
  return (
    <PlanForm
      form="plan-new"
      planId={null}
      schema={servicePlanInputSchema}
      send={(values) => create.mutateAsync(values)}
      onDone={onDone}
      outcome="created"
      title={t('plans.new.failed')}
      className="space-y-4"
    >
      {(field) => {
        const chosen = bookable.find((s) => String(s.id) === (serviceId || field('serviceTypeId').value));
        return (
          <>
            <FormField label={t('plans.new.service')} error={field('serviceTypeId').error}>
              <NativeSelect
                id={field('serviceTypeId').id}
                name="serviceTypeId"
                defaultValue={field('serviceTypeId').value ?? ''}
                onChange={(event) => setServiceId(event.currentTarget.value)}
              >
                <option value="">{t('plans.new.choose')}</option>
                {bookable.map((s) => (
                  <option key={s.id} value={s.id}>
                    {serviceName(s.name)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField label={t('plans.new.repeats')} error={field('repeats').error}>
              <NativeSelect id={field('repeats').id} name="repeats" defaultValue={field('repeats').value ?? 'weekly'}>
                {PLAN_REPEATS.map((r) => (
                  <option key={r} value={r}>
                    {t(`plans.repeats.${r}`)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <div className="grid gap-4 *:min-w-0 sm:grid-cols-2">
              <FormField label={t('plans.new.starts')} error={field('startsOn').error}>
                <Input
                  id={field('startsOn').id}
                  name="startsOn"
                  type="date"
                  className="min-w-0"
                  defaultValue={field('startsOn').value}
                />
              </FormField>
              <FormField label={t('plans.new.ends')} error={field('endsOn').error}>
                <Input
                  id={field('endsOn').id}
                  name="endsOn"
                  type="date"
                  className="min-w-0"
                  defaultValue={field('endsOn').value}
                />
              </FormField>
            </div>
            <FormField label={t('plans.new.days')} hint={t('plans.new.days.hint')} error={field('days').error}>
              <Textarea id={field('days').id} name="days" rows={3} defaultValue={field('days').value} />
            </FormField>
            <FormField label={t('plans.new.time')} hint={t('plans.new.time.hint')} error={field('startTime').error}>
              <Input
                id={field('startTime').id}
                name="startTime"
                type="time"
                className="min-w-0"
                step={900}
                defaultValue={field('startTime').value ?? '10:00'}
              />
            </FormField>
            {chosen?.atHome !== false ? (
              <>
                <FormField
                  label={t('plans.new.county')}
                  hint={t('plans.new.county.hint')}
                  error={field('county').error}
                >
                  <NativeSelect id={field('county').id} name="county" defaultValue={field('county').value ?? ''}>
                    <option value="">{t('plans.new.county.choose')}</option>
                    {SERVICE_COUNTIES.map((county) => (
                      <option key={county} value={county}>
                        {t('plans.new.county.option', { county })}
                      </option>
                    ))}
                  </NativeSelect>
                </FormField>
                <FormField label={t('plans.new.location')} error={field('location').error}>
                  <Input
                    id={field('location').id}
                    name="location"
                    autoComplete="street-address"
                    defaultValue={field('location').value}
                  />
                </FormField>
              </>
            ) : null}
            <Button type="submit" size="lg" disabled={create.isPending}>
              <CalendarPlus aria-hidden />
              {create.isPending ? t('plans.new.sending') : t('plans.new.submit')}
            </Button>
          </>
        );
      }}
    </PlanForm>
  );
}
