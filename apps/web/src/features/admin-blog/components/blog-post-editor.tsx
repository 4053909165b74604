import { zodResolver } from '@hookform/resolvers/zod';
import { blogPostFormSchema, slugify, type AdminBlogPost, type BlogPostForm, type BlogPostFormInput } from '@ta/shared';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonVariants } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PageHeader } from '../../../components/ui/page-header';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { KeptDraftNotice } from '../../../components/forms/kept-draft-notice';
import { reportFormFailure } from '../../../lib/form-errors';
import { useKeptDraft } from '../../../lib/kept-drafts';
import { useCreateBlogPost, useUpdateBlogPost } from '../api/admin-blog';
import { BLOG_FORM_FIELDS, blogFormValues, firstFieldWithError } from '../blog-form-values';
import { ADMIN_BLOG_PATH, formatSlugWhileTyping, slugFollowsTitle } from '../blog-params';
import { BlogPostPreview } from './blog-post-preview';
import { DeleteBlogPostDialog } from './delete-blog-post-dialog';
import { PublishedSwitch } from './published-switch';

type Outcome = { tone: 'success' | 'error'; title: string; message: string } | null;

/**
 * The blog post form, for a new post (no `post`) or an existing one.
 * The form checks with the server's own schema; editing sends every field, which is what
 * `blogPostUpdateSchema` accepts.
 */
export function BlogPostEditor({ post }: { post?: AdminBlogPost }) {
  const [, navigate] = useLocation();
  // A new post's slug follows the title until someone edits the slug by hand; an existing post
  // keeps its address unless the slug itself is changed.
  const [followTitle, setFollowTitle] = useState(post === undefined);
  const create = useCreateBlogPost();
  const update = useUpdateBlogPost(post?.id ?? 0);
  const [previewing, setPreviewing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm<BlogPostFormInput, unknown, BlogPostForm>({
    resolver: zodResolver(blogPostFormSchema),
    defaultValues: blogFormValues(post),
  });
  const { errors, isSubmitting } = form.formState;
  const [title = '', excerpt = '', content = ''] = useWatch({
    control: form.control,
    name: ['title', 'excerpt', 'content'],
  });
  const verb = post ? 'update' : 'create';

  const draft = useKeptDraft(`blog-post:${post?.id ?? 'new'}`, form);

  async function onValid(values: BlogPostForm) {
    setOutcome(null);
    try {
      if (post) {
        const saved = await update.mutateAsync(values);
        form.reset(blogFormValues(saved));
        setOutcome({ tone: 'success', title: 'Blog post updated', message: 'Your changes have been saved.' });
        toast({ title: 'Blog post updated', variant: 'success' });
      } else {
        await create.mutateAsync(values);
        toast({ title: 'Blog post created', variant: 'success' });
        navigate(ADMIN_BLOG_PATH);
      }
    } catch (error) {
      // The fields come back into view first, so the server's messages show beside them.
      setPreviewing(false);
      // The session ended: what was typed is kept and sent again after signing in.
      if (draft.keep(error, () => onValid(values))) {
        setOutcome({ tone: 'error', title: `Failed to ${verb} blog post`, message: draft.message });
        return;
      }
      const message = reportFormFailure(error, form, BLOG_FORM_FIELDS, `Failed to ${verb} blog post`);
      setOutcome({ tone: 'error', title: `Failed to ${verb} blog post`, message });
    }
  }

  // Messages are on fields that the preview hides: show the fields and take the cursor there.
  const onInvalid = (fieldErrors: FieldErrors<BlogPostFormInput>) => {
    setPreviewing(false);
    const first = firstFieldWithError(fieldErrors);
    if (first && first !== 'published') setTimeout(() => form.setFocus(first), 0);
  };

  const titleField = form.register('title', {
    onChange: (event: { target: { value: string } }) => {
      if (followTitle) {
        form.setValue('slug', slugify(event.target.value), { shouldValidate: form.formState.isSubmitted });
      }
    },
  });
  const slugField = form.register('slug', {
    onBlur: (event: { target: { value: string } }) => {
      const tidy = slugify(event.target.value);
      if (tidy !== event.target.value) form.setValue('slug', tidy, { shouldValidate: form.formState.isSubmitted });
    },
  });

  return (
    <div className="space-y-6">
      <PageHeader
        backHref={ADMIN_BLOG_PATH}
        title={post ? 'Edit Blog Post' : 'New Blog Post'}
        actions={
          <>
            <Button type="button" variant="outline" onClick={() => setPreviewing((shown) => !shown)}>
              {previewing ? <Pencil aria-hidden /> : <Eye aria-hidden />}
              {previewing ? 'Edit' : 'Preview'}
            </Button>
            {post ? (
              <Button type="button" variant="destructive" onClick={() => setDeleting(true)}>
                <Trash2 aria-hidden />
                Delete
              </Button>
            ) : null}
          </>
        }
      />

      <form
        method="post"
        noValidate
        onSubmit={form.handleSubmit(onValid, onInvalid)}
        aria-label={post ? 'Edit blog post' : 'New blog post'}
        className="space-y-6"
      >
        <KeptDraftNotice shown={draft.restored} />
        {previewing ? <BlogPostPreview title={title} excerpt={excerpt} content={content} /> : null}
        <div hidden={previewing} className="space-y-5 rounded-2xl border border-line bg-white p-5 shadow-card sm:p-8">
          <FormField label="Title" error={errors.title?.message}>
            <Input {...titleField} maxLength={200} />
          </FormField>
          <FormField
            label="Slug"
            hint="The post's address on the blog: lowercase letters, numbers and hyphens."
            error={errors.slug?.message}
          >
            <Input
              {...slugField}
              maxLength={200}
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              onChange={(event) => {
                const formatted = formatSlugWhileTyping(event.target.value);
                if (formatted !== event.target.value) event.target.value = formatted;
                // Emptied, or typed to match the title again: the slug follows the title again.
                setFollowTitle(post === undefined && slugFollowsTitle(form.getValues('title'), slugify(formatted)));
                void slugField.onChange(event);
              }}
            />
          </FormField>
          <FormField label="Excerpt" hint="A short summary shown on the blog's list." error={errors.excerpt?.message}>
            <Textarea rows={3} maxLength={1000} {...form.register('excerpt')} />
          </FormField>
          <FormField label="Content" hint="Line breaks are kept as written." error={errors.content?.message}>
            <Textarea rows={14} {...form.register('content')} />
          </FormField>
          <FormField
            label="Cover image (optional)"
            hint="A picture on this site: a path starting with /, such as /api/furniture-photos/… ."
            error={errors.coverImage?.message}
          >
            <Input
              type="text"
              inputMode="url"
              autoCapitalize="none"
              spellCheck={false}
              {...form.register('coverImage')}
            />
          </FormField>
          <Controller
            control={form.control}
            name="published"
            render={({ field }) => <PublishedSwitch checked={field.value === true} onChange={field.onChange} />}
          />
        </div>

        {outcome ? (
          <Alert tone={outcome.tone} title={outcome.title}>
            {outcome.message}
          </Alert>
        ) : null}

        <div className="flex flex-wrap justify-end gap-3">
          <Link href={ADMIN_BLOG_PATH} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            Cancel
          </Link>
          <Button type="submit" size="lg" disabled={isSubmitting}>
            {isSubmitting ? 'Saving…' : post ? 'Save Changes' : 'Create Post'}
          </Button>
        </div>
      </form>

      {post ? (
        <DeleteBlogPostDialog
          postId={post.id}
          open={deleting}
          onOpenChange={setDeleting}
          onDeleted={() => navigate(ADMIN_BLOG_PATH)}
        />
      ) : null}
    </div>
  );
}
