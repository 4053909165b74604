import { openingHoursInputSchema, type OpeningHoursView } from '@ta/shared';
import { formResolver } from '../../../lib/form-resolver';
import { useSaveOpeningHours } from '../api/business-availability';
import { PeriodsEditor, type PeriodsForm } from './periods-editor';

const resolver = formResolver<PeriodsForm, typeof openingHoursInputSchema>(openingHoursInputSchema);

/** The business's opening hours per weekday: no visit is offered online outside them. */
export function OpeningHoursForm({ saved }: { saved: OpeningHoursView }) {
  const save = useSaveOpeningHours();
  return (
    <PeriodsEditor
      startKey="opens"
      endKey="closes"
      startLabel="Opens"
      endLabel="Closes"
      emptyDay="Closed all day."
      periods={saved.hours.map((h) => ({ weekday: String(h.weekday), opens: h.opens, closes: h.closes }))}
      resolver={resolver}
      save={async (values) => void (await save.mutateAsync(values))}
      action="Save opening hours"
      savedTitle="Opening hours saved"
    />
  );
}
