import { useT } from '../../i18n/use-t';
import { Alert } from '../ui/alert';

/** Shown on a form filled from what was typed before a session ended. */
export function KeptDraftNotice({ shown }: { shown: boolean }) {
  const t = useT();
  if (!shown) return null;
  return <Alert title={t('session.draft.restored-title')}>{t('session.draft.restored')}</Alert>;
}
