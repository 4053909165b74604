import { zodResolver } from '@hookform/resolvers/zod';
import {
  blogCommentReplySchema,
  BLOG_COMMENT_CONTENT_MAX,
  type AdminBlogComment,
  type BlogCommentReply,
} from '@ta/shared';
import { Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { useErrorText } from '../../../lib/error-text';
import { reportFormFailure } from '../../../lib/form-errors';
import { useReplyToComment } from '../api/reply-to-comment';
import { FAILED } from '../comment-words';

interface ReplyFormProps {
  comment: Pick<AdminBlogComment, 'id' | 'name' | 'notify' | 'parentId'>;
  onCancel: () => void;
  onReplied: () => void;
}

/**
 * The business's answer under a comment: published at once, signed with the staff member's first name
 * and the business's name. Checked with the server's own schema.
 */
export function ReplyForm({ comment, onCancel, onReplied }: ReplyFormProps) {
  const reply = useReplyToComment();
  const errorText = useErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<BlogCommentReply>({
    resolver: zodResolver(blogCommentReplySchema),
    defaultValues: { content: '' },
  });
  // Opened by its button: the cursor goes to the box, ready to type.
  useEffect(() => form.setFocus('content'), [form]);

  const submit = async (values: BlogCommentReply) => {
    setFailure(null);
    try {
      await reply.mutateAsync({ id: comment.id, reply: values });
    } catch (error) {
      setFailure(reportFormFailure(error, form, ['content'], FAILED.reply, errorText(error)));
      return;
    }
    onReplied();
  };

  const hint = [
    'Published on the post’s page at once, under the comment, signed with your first name and the business’s name.',
    comment.parentId === null ? '' : 'This comment is a reply itself: your answer goes under the comment it answers.',
    comment.notify ? `${comment.name} asked to be e-mailed and will be told.` : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <form
      noValidate
      aria-label={`Reply to ${comment.name}`}
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      className="space-y-4 rounded-xl border-2 border-brand-200 bg-brand-50 p-4"
    >
      <FormField label={`Your reply to ${comment.name}`} hint={hint} error={form.formState.errors.content?.message}>
        <Textarea rows={4} maxLength={BLOG_COMMENT_CONTENT_MAX} {...form.register('content')} />
      </FormField>
      {failure ? (
        <Alert tone="error" title={FAILED.reply}>
          {failure}
        </Alert>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="lg" disabled={reply.isPending}>
          <Send aria-hidden />
          {reply.isPending ? 'Publishing…' : 'Publish reply'}
        </Button>
        <Button type="button" variant="outline" size="lg" onClick={onCancel} disabled={reply.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
