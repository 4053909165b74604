import { ListSearchForm } from '../../../components/admin/list-search-form';

/** Search by client e-mail (a case-insensitive part of the address is enough). */
export function PhotoSearchForm({ search, onSearch }: { search: string; onSearch: (search: string) => void }) {
  return (
    <ListSearchForm
      search={search}
      onSearch={onSearch}
      name="Furniture photos"
      label="Search by email"
      submitLabel="Search photos"
      placeholder="name@example.com"
    />
  );
}
