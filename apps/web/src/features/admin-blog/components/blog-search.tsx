import { ListSearchForm } from '../../../components/admin/list-search-form';

/** Search over title, excerpt and slug; runs on Search or Enter. */
export function BlogSearch({ search, onSearch }: { search: string; onSearch: (search: string) => void }) {
  return (
    <ListSearchForm
      search={search}
      onSearch={onSearch}
      name="Search blog posts"
      label="Search by title, excerpt or slug"
    />
  );
}
