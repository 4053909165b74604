import { useId } from 'react';
import { Label } from '../ui/label';
import { NativeSelect } from '../ui/native-select';
import { ListSearchForm } from './list-search-form';

/** What a list screen passes in: the search and status in its address, and what to do on a change. */
export interface ListFilterValues<Status extends string> {
  search: string;
  onSearch: (search: string) => void;
  /** The chosen status; '' is All Statuses. */
  status: Status | '';
  onStatus: (status: Status | '') => void;
}

interface SearchAndStatusFiltersProps<Status extends string> extends ListFilterValues<Status> {
  /** The search landmark's name and the box's label (see ListSearchForm). */
  searchName: string;
  searchLabel: string;
  statuses: readonly Status[];
  statusLabel: (status: Status) => string;
}

/** A list's search (on Search or Enter) beside its status filter (applied at once). */
export function SearchAndStatusFilters<Status extends string>({
  search,
  onSearch,
  searchName,
  searchLabel,
  status,
  statuses,
  statusLabel,
  onStatus,
}: SearchAndStatusFiltersProps<Status>) {
  const id = useId();
  const isStatus = (value: string): value is Status => (statuses as readonly string[]).includes(value);

  return (
    <div className="grid gap-4 md:grid-cols-[1fr_auto] md:items-end">
      <ListSearchForm search={search} onSearch={onSearch} name={searchName} label={searchLabel} />
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-status`}>Status</Label>
        <NativeSelect
          id={`${id}-status`}
          value={status}
          onChange={(event) => onStatus(isStatus(event.target.value) ? event.target.value : '')}
          className="md:w-56"
        >
          <option value="">All Statuses</option>
          {statuses.map((value) => (
            <option key={value} value={value}>
              {statusLabel(value)}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
