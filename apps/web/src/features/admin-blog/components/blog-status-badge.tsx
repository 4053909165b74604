import { CircleCheck, FilePen } from 'lucide-react';
import { blogStatusLabel } from '../blog-params';

/** Published or Draft: an icon and the word, never the colour alone. */
export function BlogStatusBadge({ published }: { published: boolean }) {
  const Icon = published ? CircleCheck : FilePen;
  const look = published ? 'border-success-700 bg-success-50 text-success-700' : 'border-line bg-sand text-ink';
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full border-2 px-3 py-0.5 font-bold whitespace-nowrap ${look}`}
    >
      <Icon aria-hidden className="size-4 shrink-0" />
      {blogStatusLabel(published)}
    </span>
  );
}
