import { Search, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { ADMIN_NEWSLETTER_PATH } from '../subscriber-params';

/**
 * Search over address and name. A plain GET form to the page itself (?search=), so it works before the
 * page's script has loaded; with it, the address changes without a reload.
 */
export function SubscriberSearch({ search, onSearch }: { search: string; onSearch: (search: string) => void }) {
  const id = useId();
  const [text, setText] = useState(search);
  // Adjusted while rendering, so the box shows the address's search after Back or Forward.
  const [shown, setShown] = useState(search);
  if (shown !== search) {
    setShown(search);
    setText(search);
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <form
      role="search"
      aria-label="Search subscribers"
      action={ADMIN_NEWSLETTER_PATH}
      method="get"
      onSubmit={submit}
      className="max-w-2xl space-y-1.5"
    >
      <label htmlFor={id} className="block font-bold">
        Search by e-mail or name
      </label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={id}
          type="search"
          name="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          maxLength={200}
          className="min-w-0 flex-1 basis-48"
        />
        <Button type="submit">
          <Search aria-hidden />
          Search
        </Button>
        {search ? (
          <Link href={ADMIN_NEWSLETTER_PATH} className={buttonVariants({ variant: 'ghost' })}>
            <X aria-hidden />
            Clear search
          </Link>
        ) : null}
      </div>
    </form>
  );
}
