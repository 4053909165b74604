import { PROJECT_STATUSES, type ProjectStatus } from '@ta/shared';
import { useId } from 'react';
import { ListSearchForm } from '../../../components/admin/list-search-form';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { isProjectStatus, projectStatusLabel } from '../project-params';

interface ProjectFiltersProps {
  search: string;
  status: ProjectStatus | '';
  onSearch: (search: string) => void;
  onStatus: (status: ProjectStatus | '') => void;
}

/** Search (client name, e-mail, notes) runs on Search or Enter; the status applies at once. */
export function ProjectFilters({ search, status, onSearch, onStatus }: ProjectFiltersProps) {
  const id = useId();

  return (
    <div className="grid gap-4 md:grid-cols-[1fr_auto] md:items-end">
      <ListSearchForm
        search={search}
        onSearch={onSearch}
        name="Search projects"
        label="Search by client name, e-mail or notes"
      />
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-status`}>Status</Label>
        <NativeSelect
          id={`${id}-status`}
          value={status}
          onChange={(event) => onStatus(isProjectStatus(event.target.value) ? event.target.value : '')}
          className="md:w-56"
        >
          <option value="">All Statuses</option>
          {PROJECT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {projectStatusLabel(value)}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
