import { FileQuestion } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '../../../components/ui/button';

export function BlogPostNotFound() {
  return (
    <section aria-labelledby="post-not-found-heading" className="py-8 text-center">
      <FileQuestion aria-hidden className="mx-auto size-16 text-accent-600" />
      <h1 id="post-not-found-heading" className="mt-4 text-3xl sm:text-4xl">
        Blog Post Not Found
      </h1>
      <p className="mx-auto mt-3 max-w-xl text-lg">
        We could not find this article. It may have been renamed or taken down. All our articles are on the blog.
      </p>
      <Link href="/blog" className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
        Back to Blog
      </Link>
    </section>
  );
}
