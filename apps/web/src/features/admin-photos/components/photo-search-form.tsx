import { Search, X } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

interface PhotoSearchFormProps {
  /** The search in the address; the field starts with it. */
  search: string;
  onSearch: (search: string) => void;
}

/** Search by client e-mail (a case-insensitive part of the address is enough). */
export function PhotoSearchForm({ search, onSearch }: PhotoSearchFormProps) {
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('search');
    onSearch(typeof value === 'string' ? value.trim() : '');
  };

  return (
    <form role="search" aria-label="Furniture photos" onSubmit={submit} className="space-y-1.5">
      <Label htmlFor={id}>Search by email</Label>
      <div className="flex flex-col gap-3 sm:flex-row">
        {/* Keyed on the search, so Back and Forward put the address's search into the field. */}
        <Input
          key={search}
          id={id}
          name="search"
          type="search"
          defaultValue={search}
          autoComplete="off"
          spellCheck={false}
          maxLength={200}
          placeholder="name@example.com"
          className="sm:max-w-md"
        />
        <div className="flex gap-3">
          <Button type="submit">
            <Search aria-hidden />
            Search photos
          </Button>
          {search ? (
            <Button type="button" variant="outline" onClick={() => onSearch('')}>
              <X aria-hidden />
              Clear search
            </Button>
          ) : null}
        </div>
      </div>
    </form>
  );
}
