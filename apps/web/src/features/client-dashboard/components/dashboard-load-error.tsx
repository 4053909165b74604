import { LoadError } from '../../../components/ui/load-error';
import { DASHBOARD_LOAD_FAILED_MESSAGE } from '../dashboard-messages';

interface DashboardLoadErrorProps {
  onRetry: () => void;
  retrying: boolean;
}

/** The failure stays on the page with a way to try again; the toast alone would vanish. */
export function DashboardLoadError({ onRetry, retrying }: DashboardLoadErrorProps) {
  return (
    <LoadError
      title="Something went wrong"
      message={DASHBOARD_LOAD_FAILED_MESSAGE}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
