import { PROJECT_STATUSES, type ProjectStatus } from '@ta/shared';
import { Search, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
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
  const [text, setText] = useState(search);
  // Back, Forward and Clear change the address: the box follows it (adjusted while rendering).
  const [shown, setShown] = useState(search);
  if (shown !== search) {
    setShown(search);
    setText(search);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <div className="grid gap-4 md:grid-cols-[1fr_auto] md:items-end">
      <form role="search" aria-label="Search projects" onSubmit={submit} className="space-y-1.5">
        <Label htmlFor={`${id}-search`}>Search by client name, e-mail or notes</Label>
        <div className="flex flex-wrap gap-2">
          <Input
            id={`${id}-search`}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={200}
            className="min-w-0 flex-1 basis-48"
          />
          <Button type="submit">
            <Search aria-hidden />
            Search
          </Button>
          {search ? (
            <Button
              type="button"
              variant="ghost"
              onClick={() => {
                setText('');
                onSearch('');
              }}
            >
              <X aria-hidden />
              Clear search
            </Button>
          ) : null}
        </div>
      </form>
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
