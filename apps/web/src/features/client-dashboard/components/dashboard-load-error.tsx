import { LoadError } from '../../../components/ui/load-error';
import { useT } from '../../../i18n/use-t';

interface DashboardLoadErrorProps {
  onRetry: () => void;
  retrying: boolean;
}

/** The failure stays on the page with a way to try again; the toast alone would vanish. */
export function DashboardLoadError({ onRetry, retrying }: DashboardLoadErrorProps) {
  const t = useT();
  return (
    <LoadError
      title={t('client.dashboard.load-error')}
      message={t('client.dashboard.load-failed')}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
