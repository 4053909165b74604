import { defaultBusiness } from '@ta/shared';
import { useCallback } from 'react';
import type { MessageId } from '../../i18n/messages/en';
import { useT } from '../../i18n/use-t';
import { useOpeningHoursText } from '../../i18n/use-opening-hours-text';

/**
 * The dashboard's texts in the page's language, with the business's details filled in: a step or a
 * stage may name {phone}, {hours}, {email} and the business {name} (configurable, so never written
 * into the catalogue).
 */
export function useDashboardText(): (id: MessageId) => string {
  const t = useT();
  const hours = useOpeningHoursText();
  return useCallback(
    (id: MessageId) =>
      t(id, {
        phone: defaultBusiness.phoneDisplay,
        email: defaultBusiness.email,
        name: defaultBusiness.name,
        hours,
      }),
    [t, hours],
  );
}
