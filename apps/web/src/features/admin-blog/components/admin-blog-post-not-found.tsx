import { ArrowLeft, FileQuestion } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '../../../components/ui/button';
import { ADMIN_BLOG_PATH } from '../blog-params';

/** An unknown id on the blog form. */
export function AdminBlogPostNotFound() {
  return (
    <section aria-labelledby="admin-post-not-found" className="py-8 text-center">
      <FileQuestion aria-hidden className="mx-auto size-16 text-accent-600" />
      <h1 id="admin-post-not-found" className="mt-4 text-3xl sm:text-4xl">
        Blog Post Not Found
      </h1>
      <p className="mx-auto mt-3 max-w-xl text-lg">
        There is no blog post with this address. It may have been deleted.
      </p>
      <Link href={ADMIN_BLOG_PATH} className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
        <ArrowLeft aria-hidden />
        Back to Blog Posts
      </Link>
    </section>
  );
}
