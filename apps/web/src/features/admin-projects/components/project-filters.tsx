import { PROJECT_STATUSES, type ProjectStatus } from '@ta/shared';
import { SearchAndStatusFilters, type ListFilterValues } from '../../../components/admin/search-and-status-filters';
import { projectStatusLabel } from '../project-params';

/** Search (client name, e-mail, notes) and the projects' status filter. */
export function ProjectFilters(props: ListFilterValues<ProjectStatus>) {
  return (
    <SearchAndStatusFilters
      {...props}
      searchName="Search projects"
      searchLabel="Search by client name, e-mail or notes"
      statuses={PROJECT_STATUSES}
      statusLabel={projectStatusLabel}
    />
  );
}
