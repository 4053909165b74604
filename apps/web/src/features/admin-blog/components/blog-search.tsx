import { Search, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

/** Search over title, excerpt and slug; runs on Search or Enter. */
export function BlogSearch({ search, onSearch }: { search: string; onSearch: (search: string) => void }) {
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
    <form role="search" aria-label="Search blog posts" onSubmit={submit} className="space-y-1.5">
      <Label htmlFor={`${id}-search`}>Search by title, excerpt or slug</Label>
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
  );
}
