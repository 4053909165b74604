import { PostContent } from '../../../components/blog/post-content';

interface BlogPostPreviewProps {
  title: string;
  excerpt: string;
  content: string;
}

/** How the post will read: its title, excerpt and content with its line breaks, as text. */
export function BlogPostPreview({ title, excerpt, content }: BlogPostPreviewProps) {
  return (
    <section
      aria-labelledby="blog-preview-title"
      className="space-y-5 rounded-2xl border border-line bg-white p-5 shadow-card sm:p-8"
    >
      <p className="font-bold text-muted">Preview</p>
      <h2 id="blog-preview-title" className="text-3xl wrap-anywhere sm:text-4xl">
        {title.trim() || 'Untitled post'}
      </h2>
      {excerpt.trim() ? <p className="text-xl wrap-anywhere text-muted">{excerpt}</p> : null}
      {content.trim() ? <PostContent content={content} /> : <p className="text-muted">No content yet.</p>}
    </section>
  );
}
