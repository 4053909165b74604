import {
  blogCommentFormSchema,
  BLOG_COMMENT_CONTENT_MAX,
  BLOG_COMMENT_NAME_MAX,
  type BlogCommentForm as BlogCommentPayload,
} from '@ta/shared';
import { MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormField } from '../../../components/ui/form-field';
import { FormProblems } from '../../../components/ui/form-problems';
import { FormSubmit } from '../../../components/ui/form-submit';
import { HoneypotField } from '../../../components/ui/honeypot-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { useT } from '../../../i18n/use-t';
import { useErrorText } from '../../../lib/error-text';
import { reportFormFailure } from '../../../lib/form-errors';
import { formResolver } from '../../../lib/form-resolver';
import { PageFormMarker, pageFieldId } from '../../../lib/page-form';
import { useProgressiveForm } from '../../../lib/use-progressive-form';
import { useLeaveBlogComment } from '../api/leave-blog-comment';

const FORM = 'blog-comment';

interface BlogCommentFormValues {
  name: string;
  email: string;
  content: string;
  notify: boolean;
}
const FIELDS = ['name', 'email', 'content', 'notify'] as const;

interface BlogCommentFormProps {
  slug: string;
  /** Where the form posts without JavaScript: the post's own page (with `?reply=` for a reply). */
  action: string;
  /** The comment this one answers, or null for a comment of its own. */
  parentId: number | null;
  /** The heading above the form, which names it. */
  labelledBy: string;
  /** The comment was sent: it waits until the office has read it. */
  onSent: () => void;
}

/**
 * The comment form under a post (docs/blog-comments.md): name, e-mail (never shown), the comment,
 * the wish to hear back, and the honeypot. Without JavaScript it posts to the post's page (page form
 * `blog-comment`), which comes back with what to fix or says the comment waits; with it, the same
 * call from the browser, checked first with the server's schema. What was typed in the name and
 * e-mail stays for another comment.
 */
export function BlogCommentForm({ slug, action, parentId, labelledBy, onSent }: BlogCommentFormProps) {
  const t = useT();
  const failureText = useErrorText();
  const leave = useLeaveBlogComment(slug);
  const [failure, setFailure] = useState<string | null>(null);
  const { form, field, checkbox, result } = useProgressiveForm<BlogCommentFormValues, BlogCommentPayload>(FORM, {
    resolver: formResolver<BlogCommentFormValues, typeof blogCommentFormSchema>(blogCommentFormSchema),
    defaultValues: { name: '', email: '', content: '', notify: false },
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values, event) => {
    setFailure(null);
    const sent = event?.target instanceof HTMLFormElement ? new FormData(event.target) : null;
    const website = String(sent?.get('website') ?? '');
    try {
      await leave.mutateAsync({
        ...values,
        ...(parentId !== null ? { parentId } : {}),
        ...(website ? { website } : {}),
      });
      form.reset({ name: values.name, email: values.email, content: '', notify: values.notify });
      onSent();
    } catch (error) {
      setFailure(reportFormFailure(error, form, FIELDS, t('blog.comments.failed'), failureText(error)));
    }
  });

  return (
    <form
      method="post"
      action={action}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby={labelledBy}
      className="relative space-y-5"
    >
      <PageFormMarker id={FORM} />
      <input type="hidden" name="parentId" value={parentId ?? ''} />
      <FormProblems result={result} title={t('blog.comments.failed')} hidden={form.formState.submitCount > 0} />
      <FormField label={t('blog.comments.field.name')} error={errors.name?.message}>
        <Input autoComplete="name" maxLength={BLOG_COMMENT_NAME_MAX} {...field('name')} />
      </FormField>
      <FormField
        label={t('blog.comments.field.email')}
        hint={t('blog.comments.field.email-hint')}
        error={errors.email?.message}
      >
        <Input type="email" autoComplete="email" maxLength={254} {...field('email')} />
      </FormField>
      <FormField
        label={t('blog.comments.field.content')}
        hint={t('blog.comments.field.content-hint')}
        error={errors.content?.message}
      >
        <Textarea rows={6} maxLength={BLOG_COMMENT_CONTENT_MAX} {...field('content')} />
      </FormField>
      <CheckboxField label={t('blog.comments.field.notify')} error={errors.notify?.message} {...checkbox('notify')} />
      <HoneypotField id={pageFieldId(FORM, 'website')} name="website" />
      <FormSubmit
        failure={failure}
        failureTitle={t('blog.comments.failed')}
        action={t('blog.comments.submit')}
        pendingAction={t('blog.comments.sending')}
        pending={leave.isPending}
        icon={MessageSquare}
      />
    </form>
  );
}
