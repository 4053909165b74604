import { VISIT_MESSAGES } from '@ta/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { withIntl } from '../../../i18n/test-intl';
import { closedDaysWords } from '../plan-and-visit-words';
import { newPlanValues, PlanFields, PlanForm, planResolver, PlanSaved, type PlanFormValues } from './plan-form';

const ME = { id: 4, name: 'Ana Staff' };
const STAFF = [
  { id: 4, firstName: 'Ana', lastName: 'Staff', role: 'staff' as const },
  { id: 9, firstName: 'Bo', lastName: 'Boss', role: 'admin' as const },
];

const html = (node: ReactNode) =>
  renderToStaticMarkup(withIntl(<QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>));

/** The form's own resolver, as react-hook-form calls it on submit. */
async function errorsOf(values: PlanFormValues): Promise<FieldErrors<PlanFormValues>> {
  const result = await planResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return result.errors;
}

const fields = (errors: FieldErrors<PlanFormValues>, away: [string | null, string | null] = [null, null]) =>
  html(
    <PlanFields
      register={() => ({}) as never}
      errors={errors}
      awayFrom={away[0]}
      awayUntil={away[1]}
      staff={STAFF}
      me={ME}
    />,
  );

describe('PlanForm', () => {
  it('says blank days mean the owner’s away dates, naming them', () => {
    const page = html(<PlanForm propertyId={3} awayFrom="2026-01-10" awayUntil="2026-04-01" me={ME} />);
    expect(page).toContain('Leave both blank to use the owner&#x27;s away dates: January 10, 2026 to April 1, 2026.');
    for (const word of [
      'Every week',
      'Every two weeks',
      'Every month',
      'First day',
      'Last day',
      'Time',
      'Staff member',
    ]) {
      expect(page).toContain(word);
    }
    expect(page.match(/type="radio"/g)).toHaveLength(3);
    expect(page).toContain('Save plan');
  });

  it('asks for the days when the owner’s away dates are not set', () => {
    const page = html(<PlanForm propertyId={3} awayFrom={null} awayUntil={null} me={ME} />);
    expect(page).toContain('The owner&#x27;s away dates are not set, so please enter the first and last day.');
    expect(page).not.toContain('Leave both blank');
  });

  it('shows each problem beside its field, marked invalid, in the shared messages', async () => {
    const errors = await errorsOf({ frequency: '', startsOn: '', endsOn: '', startTime: '9 am', staffId: '' });
    expect(errors.frequency?.message).toBe(VISIT_MESSAGES.frequencyRequired);
    expect(errors.startTime?.message).toBe(VISIT_MESSAGES.timeInvalid);
    expect(errors.staffId?.message).toBe(VISIT_MESSAGES.staffRequired);
    expect(errors.startsOn).toBeUndefined();
    const page = fields(errors);
    expect(page).toContain(VISIT_MESSAGES.frequencyRequired);
    expect(page).toContain(VISIT_MESSAGES.timeInvalid);
    expect(page).toContain(VISIT_MESSAGES.staffRequired);
    expect(page.match(/aria-invalid="true"/g)?.length).toBeGreaterThanOrEqual(3);
  });

  it('refuses a last day before the first, and accepts blank days', async () => {
    const base = { ...newPlanValues(), frequency: 'weekly', staffId: '9' };
    const errors = await errorsOf({ ...base, startsOn: '2026-03-10', endsOn: '2026-03-01' });
    expect(errors.endsOn?.message).toBe(VISIT_MESSAGES.endBeforeStart);
    expect(fields(errors)).toContain('The last day must be on or after the first day');
    expect(await errorsOf(base)).toEqual({});
  });

  it('says where visits on closed days went, and which were skipped', () => {
    expect(fields({})).toContain('No visit goes on a day the business is closed');
    const closedDays = closedDaysWords([{ from: '2026-11-29', to: '2026-11-30' }], ['2026-12-20']);
    expect(closedDays).toEqual([
      'Sunday, November 29, 2026 is a closed day: that visit is on Monday, November 30, 2026.',
      'Sunday, December 20, 2026 is a closed day, with no open day before the next visit: skipped.',
    ]);
    const page = html(<PlanSaved planned={{ summary: '3 visits planned', closedDays }} />);
    expect(page).toContain('3 visits planned.');
    expect(page).toContain('Some days fell on days the business is closed');
    expect(page).toContain('that visit is on Monday, November 30, 2026.');
    expect(html(<PlanSaved planned={{ summary: '3 visits planned', closedDays: [] }} />)).not.toContain('closed');
  });
});
