import { LOCALE_TAGS, type BlogPost } from '@ta/shared';
import { HeartHandshake, Lightbulb, Newspaper } from 'lucide-react';
import { useLocale } from '../../../i18n/i18n-provider';
import { useT } from '../../../i18n/use-t';
import { cn } from '../../../lib/cn';
import { siteCoverImage } from '../cover-image';

/** Colour blocks for posts without a picture, taken in turn down the list. */
const BLOCKS = [
  { surface: 'bg-brand-800', ring: 'border-brand-600', icon: Newspaper, iconColour: 'text-gold-200' },
  { surface: 'bg-accent-700', ring: 'border-accent-600', icon: Lightbulb, iconColour: 'text-accent-50' },
  { surface: 'bg-brand-950', ring: 'border-brand-800', icon: HeartHandshake, iconColour: 'text-brand-200' },
] as const;

interface PostCoverProps {
  post: Pick<BlogPost, 'title' | 'coverImage'>;
  /** The post's place in the list, which picks the colour block. */
  position?: number;
  className?: string;
}

/** The cover picture with its alt text (in the page's language), or a decorative colour block with an icon. */
export function PostCover({ post, position = 0, className }: PostCoverProps) {
  const t = useT();
  const locale = useLocale();
  const image = siteCoverImage(post);
  if (image) {
    return (
      <img
        src={image}
        alt={t('blog.cover-alt', { title: post.title })}
        lang={LOCALE_TAGS[locale]}
        loading="lazy"
        decoding="async"
        className={cn('aspect-video w-full bg-sand object-cover', className)}
      />
    );
  }
  const block = BLOCKS[position % BLOCKS.length] ?? BLOCKS[0];
  const Icon = block.icon;
  return (
    <div
      aria-hidden
      className={cn('relative grid aspect-video place-items-center overflow-hidden', block.surface, className)}
    >
      <span className={cn('absolute -top-10 -right-10 size-40 rounded-full border-[12px] opacity-60', block.ring)} />
      <span className={cn('absolute -bottom-14 -left-8 size-36 rounded-full border-[10px] opacity-40', block.ring)} />
      <Icon className={cn('relative size-16', block.iconColour)} strokeWidth={1.5} />
    </div>
  );
}
