import { normalizeTrackingCode } from '@ta/shared';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useLocalePath, useT } from '../../../i18n/use-t';
import { useHydrated } from '../../../lib/use-hydrated';

/** The shared message of an empty code (the errors catalogue has it in every language). */
export const EMPTY_CODE_MESSAGE = 'Please enter a tracking code';

interface TrackRequestFormProps {
  /** The code in the address bar, if any. */
  initialCode: string;
  /** The form was sent empty (without JavaScript the browser sends it as `?token=`). */
  sentEmpty: boolean;
  /** Called with the code in its canonical form when it can be one, else as typed. */
  onSearch: (code: string) => void;
}

/**
 * A GET form to this same page: without JavaScript the browser sends `?token=…` and the server
 * renders the result; with it, the page looks the code up in place.
 */
export function TrackRequestForm({ initialCode, sentEmpty, onSearch }: TrackRequestFormProps) {
  const t = useT();
  const localePath = useLocalePath();
  const hydrated = useHydrated();
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<string | undefined>(sentEmpty ? EMPTY_CODE_MESSAGE : undefined);
  const blank = code.trim() === '';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (blank) {
      setError(EMPTY_CODE_MESSAGE);
      return;
    }
    setError(undefined);
    const canonical = normalizeTrackingCode(code) ?? code.trim();
    setCode(canonical);
    onSearch(canonical);
  };

  return (
    <form method="get" action={localePath('/track-request')} role="search" noValidate onSubmit={submit}>
      <div className="space-y-4">
        <FormField label={t('tracking.form.label')} hint={t('tracking.form.hint')} error={error}>
          <Input
            name="token"
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              if (error) setError(undefined);
            }}
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            code
            className="max-w-md"
          />
        </FormField>
        <Button
          type="submit"
          size="lg"
          className="w-full sm:w-auto"
          // Without JavaScript an empty send still works and shows the message; with it the button waits for a code.
          disabled={hydrated && blank}
        >
          <Search aria-hidden />
          {t('tracking.form.submit')}
        </Button>
      </div>
    </form>
  );
}
