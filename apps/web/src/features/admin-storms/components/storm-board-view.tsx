import type { StormBoard } from '@ta/shared';
import { PageHeader } from '../../../components/ui/page-header';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatAppointmentDate, intlTime } from '../../../lib/appointment-format';
import { BOARD_REFRESH_MS } from '../api/get-storm-board';
import { PHASE_LABELS, PHASE_LOOKS } from '../storm-words';
import { StormCounts } from './storm-counts';
import { StormVisitsTable } from './storm-visits-table';

interface StormBoardViewProps {
  board: StormBoard;
  backHref: string;
  /** When the board was last read (ms since 1970), for "Updated at". */
  updatedAt: number;
  refreshing: boolean;
}

function clock(ms: number): string {
  const at = new Date(ms);
  return intlTime(at.getHours(), at.getMinutes(), 'en');
}

/** The board: the storm, its counts as big numbers, and every check with where it stands. */
export function StormBoardView({ board, backHref, updatedAt, refreshing }: StormBoardViewProps) {
  return (
    <>
      <PageHeader
        title={board.name}
        backHref={backHref}
        description={
          <div className="space-y-2">
            <p className="flex flex-wrap items-center gap-x-3 gap-y-2 text-lg">
              <StatusBadge {...PHASE_LOOKS[board.phase]} label={`${PHASE_LABELS[board.phase]} checks`} />
              <span>{formatAppointmentDate(board.date)}</span>
              <span className="text-muted">Area: {board.areaDescription}</span>
            </p>
            <p className="text-muted">
              {updatedAt > 0 ? `Updated at ${clock(updatedAt)}. ` : ''}
              This board reads itself again every {BOARD_REFRESH_MS / 1000} seconds
              {refreshing ? ' (updating…)' : ''}.
            </p>
          </div>
        }
      />
      <StormCounts counts={board.counts} />
      <section aria-labelledby="storm-checks-heading" className="space-y-3">
        <h2 id="storm-checks-heading" className="text-2xl">
          Checks
        </h2>
        {board.visits.length === 0 ? (
          <p className="text-lg text-muted">This storm has no checks.</p>
        ) : (
          <StormVisitsTable visits={board.visits} caption={`Checks for ${board.name}, urgent and overdue first`} />
        )}
      </section>
    </>
  );
}
