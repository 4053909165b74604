import { RotateCcw } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DASHBOARD_LOAD_FAILED_MESSAGE } from '../dashboard-messages';

interface DashboardLoadErrorProps {
  onRetry: () => void;
  retrying: boolean;
}

/** The failure stays on the page with a way to try again; the toast alone would vanish. */
export function DashboardLoadError({ onRetry, retrying }: DashboardLoadErrorProps) {
  return (
    <Alert tone="error" title="Something went wrong">
      <p>{DASHBOARD_LOAD_FAILED_MESSAGE}</p>
      <Button type="button" variant="outline" className="mt-3" onClick={onRetry} disabled={retrying}>
        <RotateCcw aria-hidden />
        {retrying ? 'Trying again…' : 'Try Again'}
      </Button>
    </Alert>
  );
}
