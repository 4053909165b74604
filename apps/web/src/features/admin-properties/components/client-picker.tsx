import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { errorMessage } from '../../../lib/api-client';
import { CLIENT_CHOICES_SHOWN, useClientChoices } from '../api/get-clients';
import type { PropertyFormValues } from '../property-form-values';

interface ClientPickerProps {
  register: UseFormRegister<PropertyFormValues>;
  error: string | undefined;
}

/**
 * The client a new property belongs to: find them by name or e-mail, then choose. Inside the property
 * form, so the search is a button (and Enter in its box), not a form of its own.
 */
export function ClientPicker({ register, error }: ClientPickerProps) {
  const [term, setTerm] = useState('');
  const [search, setSearch] = useState('');
  const clients = useClientChoices(search);
  const searchId = useId();
  const find = () => setSearch(term.trim());
  const items = clients.data ?? [];

  return (
    <fieldset className="space-y-3 rounded-lg border-2 border-line p-4">
      <legend className="px-1 font-bold">Owner</legend>
      <div>
        <label htmlFor={searchId} className="mb-1 block font-bold">
          Find the client by name or e-mail
        </label>
        <div className="flex flex-wrap gap-2">
          <Input
            id={searchId}
            type="search"
            className="min-w-0 flex-1 basis-48"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                find();
              }
            }}
          />
          <Button type="button" variant="outline" onClick={find}>
            <Search aria-hidden />
            Find
          </Button>
        </div>
      </div>
      {clients.isError ? (
        <Alert tone="error" title="Clients could not be loaded">
          {errorMessage(clients.error)}
        </Alert>
      ) : null}
      <FormField
        label="Client"
        hint={
          clients.isPending
            ? 'Loading clients…'
            : `${items.length === 1 ? '1 client' : `${items.length} clients`}${search ? ` matching “${search}”` : ''}${
                items.length === CLIENT_CHOICES_SHOWN ? '; search to find others' : ''
              }`
        }
        error={error}
      >
        <NativeSelect {...register('clientId')}>
          <option value="">Choose the client</option>
          {items.map((client) => (
            <option key={client.id} value={String(client.id)}>
              {client.name} ({client.email})
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </fieldset>
  );
}
