import { ListSearchForm } from '../../../components/admin/list-search-form';

/** Searches names, e-mail, message and service, on the server; sent with Enter or the button. */
export function ContactsSearch({ search, onSearch }: { search: string; onSearch: (search: string) => void }) {
  return (
    <ListSearchForm
      search={search}
      onSearch={onSearch}
      name="Search contact requests"
      label="Search contact requests"
      hint="Name, e-mail, service or message."
    />
  );
}
