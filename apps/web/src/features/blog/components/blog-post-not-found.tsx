import { FileQuestion } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';

export function BlogPostNotFound() {
  const t = useT();
  return (
    <section aria-labelledby="post-not-found-heading" className="py-8 text-center">
      <FileQuestion aria-hidden className="mx-auto size-16 text-accent-600" />
      <h1 id="post-not-found-heading" className="mt-4 text-3xl sm:text-4xl">
        {t('blog.not-found.title')}
      </h1>
      <p className="mx-auto mt-3 max-w-xl text-lg">{t('blog.not-found.text')}</p>
      <Link href="/blog" className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
        {t('blog.back')}
      </Link>
    </section>
  );
}
