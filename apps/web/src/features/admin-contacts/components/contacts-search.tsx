import { Search, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

interface ContactsSearchProps {
  /** The search in the URL. */
  search: string;
  onSearch: (search: string) => void;
}

/** Searches names, e-mail, message and service, on the server; sent with Enter or the button. */
export function ContactsSearch({ search, onSearch }: ContactsSearchProps) {
  // The page keys this form by the search, so Back and Forward (which change the URL) refill the box.
  const [text, setText] = useState(search);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <form role="search" onSubmit={submit} className="space-y-1.5">
      <Label htmlFor="contact-search">Search contact requests</Label>
      <p id="contact-search-hint" className="text-muted">
        Name, e-mail, service or message.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id="contact-search"
          type="search"
          aria-describedby="contact-search-hint"
          value={text}
          maxLength={200}
          onChange={(event) => setText(event.target.value)}
          className="sm:max-w-md"
        />
        <div className="flex gap-2">
          <Button type="submit">
            <Search aria-hidden />
            Search
          </Button>
          {search ? (
            <Button
              type="button"
              variant="outline"
              aria-label="Clear search"
              onClick={() => {
                setText('');
                onSearch('');
              }}
            >
              <X aria-hidden />
              Clear
            </Button>
          ) : null}
        </div>
      </div>
    </form>
  );
}
