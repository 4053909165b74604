import { CircleCheck, FilePen } from 'lucide-react';
import { StatusBadge } from '../../../components/ui/status-badge';
import { blogStatusLabel } from '../blog-params';

/** Published or Draft. */
export function BlogStatusBadge({ published }: { published: boolean }) {
  return (
    <StatusBadge
      tone={published ? 'success' : 'neutral'}
      icon={published ? CircleCheck : FilePen}
      label={blogStatusLabel(published)}
    />
  );
}
