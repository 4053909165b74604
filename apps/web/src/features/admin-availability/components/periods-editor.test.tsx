// @vitest-environment happy-dom
import { AVAILABILITY_MESSAGES as M, openingHoursInputSchema, serviceRulesInputSchema } from '@ta/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withIntl } from '../../../i18n/test-intl';
import { formResolver } from '../../../lib/form-resolver';
import { PeriodsEditor, type PeriodsForm } from './periods-editor';
import { serviceRulesFormValues, serviceRulesResolver } from './service-rules-dialog';

const resolver = formResolver<PeriodsForm, typeof openingHoursInputSchema>(openingHoursInputSchema);

afterEach(cleanup);

function renderEditor(save: (values: unknown) => Promise<void>) {
  return render(
    withIntl(
      <QueryClientProvider client={new QueryClient()}>
        <PeriodsEditor
          startKey="opens"
          endKey="closes"
          startLabel="Opens"
          endLabel="Closes"
          emptyDay="Closed all day."
          periods={[{ weekday: '1', opens: '08:00', closes: '12:00' }]}
          resolver={resolver}
          save={save}
          action="Save opening hours"
          savedTitle="Opening hours saved"
        />
      </QueryClientProvider>,
    ),
  );
}

describe('the week of periods', () => {
  it('adds a period to a day, shows an overlap beside its field, and sends the week once it is right', async () => {
    const save = vi.fn(async () => {});
    renderEditor(save);
    const monday = screen.getByRole('group', { name: 'Monday' });
    expect(within(screen.getByRole('group', { name: 'Sunday' })).getByText('Closed all day.')).toBeTruthy();

    fireEvent.click(within(monday).getByRole('button', { name: 'Add a period on Monday' }));
    const opens2 = within(monday).getByLabelText('Opens, period 2');
    const closes2 = within(monday).getByLabelText('Closes, period 2');
    // The new period starts where the day's last one ends.
    expect((opens2 as HTMLInputElement).value).toBe('12:00');
    fireEvent.change(opens2, { target: { value: '11:00' } });
    fireEvent.change(closes2, { target: { value: '15:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save opening hours' }));
    await waitFor(() => expect(within(monday).getByText(M.overlap)).toBeTruthy());
    expect(opens2.getAttribute('aria-invalid')).toBe('true');
    expect(save).not.toHaveBeenCalled();

    fireEvent.change(opens2, { target: { value: '13:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save opening hours' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith({
      hours: [
        { weekday: 1, opens: '08:00', closes: '12:00' },
        { weekday: 1, opens: '13:00', closes: '15:00' },
      ],
    });
    await waitFor(() => expect(screen.getAllByText('Opening hours saved').length).toBeGreaterThan(0));
  });

  it('removes a period and puts the focus on the day’s Add button', async () => {
    const save = vi.fn(async () => {});
    renderEditor(save);
    const monday = screen.getByRole('group', { name: 'Monday' });
    fireEvent.click(within(monday).getByRole('button', { name: 'Remove period 1 on Monday' }));
    expect(within(monday).getByText('Closed all day.')).toBeTruthy();
    expect(document.activeElement).toBe(within(monday).getByRole('button', { name: 'Add a period on Monday' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save opening hours' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ hours: [] }));
  });
});

describe('the service form’s checks', () => {
  const service = {
    id: 2,
    name: 'Tech Support',
    duration: 120,
    bufferBefore: 30,
    bufferAfter: 30,
    minNoticeHours: 24,
    maxDaysAhead: 60,
    bookingMode: 'hold' as const,
    atHome: true,
    active: true,
  };
  const errorsOf = async (changes: object) =>
    (
      await serviceRulesResolver({ ...serviceRulesFormValues(service), ...changes }, undefined, {
        fields: {},
        shouldUseNativeValidation: false,
      })
    ).errors;

  it('gives the shared messages for a blank or out-of-range rule, and none for the saved ones', async () => {
    const errors = await errorsOf({ duration: '20', bufferBefore: '', maxDaysAhead: '400', minNoticeHours: '1.5' });
    expect(errors.duration?.message).toBe(M.durationInvalid);
    expect(errors.bufferBefore?.message).toBe(M.bufferInvalid);
    expect(errors.maxDaysAhead?.message).toBe(M.aheadInvalid);
    expect(errors.minNoticeHours?.message).toBe(M.noticeInvalid);
    expect(await errorsOf({})).toEqual({});
    expect(serviceRulesInputSchema.parse(serviceRulesFormValues(service))).toEqual({
      duration: 120,
      bufferBefore: 30,
      bufferAfter: 30,
      minNoticeHours: 24,
      maxDaysAhead: 60,
      bookingMode: 'hold',
      atHome: true,
      active: true,
    });
  });
});
