import { Search, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { Label } from '../ui/label';

interface ListSearchFormProps {
  /** The search in the page's address; the box follows it on Back, Forward and Clear. */
  search: string;
  onSearch: (search: string) => void;
  /** The search landmark's name, e.g. "Search projects". */
  name: string;
  /** The visible label, naming the fields searched, e.g. "Search by client name, e-mail or notes". */
  label: string;
  /** More words under the label ("Name, e-mail, service or message."). */
  hint?: string;
  /** The button's word: "Search" unless the screen says more. */
  submitLabel?: string;
  placeholder?: string;
}

/** A back-office list's search box: runs on Search or Enter, with Clear search once a search is on. */
export function ListSearchForm({
  search,
  onSearch,
  name,
  label,
  hint,
  submitLabel = 'Search',
  placeholder,
}: ListSearchFormProps) {
  const id = useId();
  const [text, setText] = useState(search);
  // Adjusted while rendering, so the box shows the address's search after Back or Forward.
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
    <form role="search" aria-label={name} onSubmit={submit} className="space-y-1.5">
      <Label htmlFor={`${id}-search`}>{label}</Label>
      {hint ? (
        <p id={`${id}-hint`} className="text-muted">
          {hint}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Input
          id={`${id}-search`}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={hint ? `${id}-hint` : undefined}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          maxLength={200}
          className="min-w-0 flex-1 basis-48"
        />
        <Button type="submit">
          <Search aria-hidden />
          {submitLabel}
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
