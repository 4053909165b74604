import { CIRCLE_RIGHTS, VISIT_STEPS, type CircleRight, type VisitStep } from '@ta/shared';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FieldError } from '../../../components/ui/form-field';
import { useT } from '../../../i18n/use-t';
import { RIGHT_WORDS, VISIT_STEP_WORDS } from '../circle-words';

interface RightsFieldsProps {
  /** The first box's id: a form's problem list links to it. */
  idPrefix: string;
  rights: UseFormRegisterReturn<'rights'>;
  visitNotices: UseFormRegisterReturn<'visitNotices'>;
  /** What is ticked when the page is drawn (the server's HTML has no script to tick them). */
  startRights: readonly CircleRight[];
  startNotices: readonly VisitStep[];
  rightsError?: string | undefined;
  /** Whose account the rights are about: the account holder reading ("your"), or a name (staff). */
  clientName?: string;
}

/**
 * What a trusted contact may do, one box per right, and the steps of a visit they are e-mailed
 * about. Each box posts its word under the field's name, so a form sent without JavaScript sends
 * the same lists the React form does.
 */
export function RightsFields({
  idPrefix,
  rights,
  visitNotices,
  startRights,
  startNotices,
  rightsError,
  clientName,
}: RightsFieldsProps) {
  const t = useT();
  // Not `${id}-error` of the first box: CheckboxField gives each box that id for its own message.
  const errorId = `${idPrefix}-rights-group-error`;
  return (
    <>
      <fieldset className="space-y-1" aria-describedby={rightsError ? errorId : undefined}>
        <legend className="mb-1 text-lg font-bold">{t('circle.field.rights')}</legend>
        <p className="text-base text-muted">{t('circle.field.rights-hint')}</p>
        {CIRCLE_RIGHTS.map((right, index) => (
          <CheckboxField
            key={right}
            id={index === 0 ? `${idPrefix}-rights` : `${idPrefix}-rights-${right}`}
            value={right}
            defaultChecked={startRights.includes(right)}
            label={clientName ? t(RIGHT_WORDS[right].theirs, { name: clientName }) : t(RIGHT_WORDS[right].yours)}
            data-testid={`circle-right-${right}`}
            {...rights}
          />
        ))}
        <FieldError id={errorId} error={rightsError} />
      </fieldset>
      <fieldset className="space-y-1">
        <legend className="mb-1 text-lg font-bold">{t('circle.field.visit-notices')}</legend>
        <p className="text-base text-muted">{t('circle.field.visit-notices-hint')}</p>
        {VISIT_STEPS.map((step) => (
          <CheckboxField
            key={step}
            id={`${idPrefix}-visitNotices-${step}`}
            value={step}
            defaultChecked={startNotices.includes(step)}
            label={t(VISIT_STEP_WORDS[step])}
            data-testid={`circle-notice-${step}`}
            {...visitNotices}
          />
        ))}
      </fieldset>
    </>
  );
}
