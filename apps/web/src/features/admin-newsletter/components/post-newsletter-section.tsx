import { isAdminRole, type AdminBlogPost, type Role } from '@ta/shared';
import { Mail, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { cn } from '../../../lib/cn';
import { useErrorText } from '../../../lib/error-text';
import { usePostSend } from '../api/get-post-send';
import { useSubscribers } from '../api/get-subscribers';
import { useSendPost } from '../api/send-post';
import { useSendPreview } from '../api/send-preview';
import { sendQuestion, sentLine } from '../newsletter-words';

const SEND_FAILED = 'The post was not sent';

type NewsletterPost = Pick<AdminBlogPost, 'id' | 'title' | 'published'>;

/**
 * The blog editor's Newsletter box (docs/newsletter.md, "Sending a post"), for admins only: a draft is
 * published first; a published post can be previewed in one's own inbox, then sent once to every
 * subscriber; a sent post shows what became of its e-mails. Nothing for anyone else (the calls answer
 * 403 to staff).
 */
export function PostNewsletterSection({
  post,
  role,
  className,
}: {
  post: NewsletterPost;
  role: Role;
  className?: string;
}) {
  if (!isAdminRole(role)) return null;
  return <NewsletterBox post={post} className={className} />;
}

function NewsletterBox({ post, className }: { post: NewsletterPost; className?: string | undefined }) {
  const headingId = useId();
  const send = usePostSend(post.id);
  // Kept here, so a refused sending (sent already from another screen) still says why beside the figures.
  const sendPost = useSendPost(post.id);
  const errorText = useErrorText();

  let body;
  if (send.data === undefined) {
    body = send.isError ? (
      <LoadError
        title="The newsletter figures could not be loaded"
        error={send.error}
        retrying={send.isFetching}
        onRetry={() => void send.refetch()}
      />
    ) : (
      <Spinner label="Loading the newsletter…" showLabel />
    );
  } else if (send.data !== null) {
    body = (
      <>
        {sendPost.isError ? <SendFailure message={errorText(sendPost.error)} /> : null}
        <p className="text-lg">{sentLine(send.data)}</p>
      </>
    );
  } else if (!post.published) {
    body = <p className="text-lg">Publish the post to send it to your subscribers.</p>;
  } else {
    body = <SendControls post={post} sendPost={sendPost} />;
  }

  return (
    <section
      aria-labelledby={headingId}
      className={cn('space-y-4 rounded-2xl border border-line bg-white p-5 shadow-card sm:p-8', className)}
    >
      <h2 id={headingId} className="flex items-center gap-2 text-2xl">
        <Mail aria-hidden className="size-6 text-brand-700" />
        Newsletter
      </h2>
      {body}
    </section>
  );
}

/** A published post not sent yet: a preview to oneself, and the sending after a question. */
function SendControls({ post, sendPost }: { post: NewsletterPost; sendPost: ReturnType<typeof useSendPost> }) {
  const errorText = useErrorText();
  const preview = useSendPreview();
  // How many a post goes to, for the question: the list's count of subscribed readers.
  const subscribers = useSubscribers({ search: '', page: 1 });
  const [asking, setAsking] = useState(false);

  const confirmSend = async () => {
    try {
      await sendPost.mutateAsync();
    } catch {
      return; // The dialog says why (sendPost.error).
    }
    setAsking(false);
    toast({ title: 'The post is on its way to your subscribers', variant: 'success' });
  };

  return (
    <div className="space-y-4">
      <p className="prose-width text-lg">
        The post goes by e-mail to everyone who confirmed their subscription, in their language, with a link to
        unsubscribe. Send yourself a preview first to see how it looks.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="outline" disabled={preview.isPending} onClick={() => preview.mutate(post.id)}>
          <Mail aria-hidden />
          {preview.isPending ? 'Sending the preview…' : 'Send me a preview'}
        </Button>
        <Button
          type="button"
          onClick={() => {
            sendPost.reset();
            setAsking(true);
          }}
        >
          <Send aria-hidden />
          Send to subscribers
        </Button>
      </div>
      <p role="status" className="text-lg font-bold text-success-700">
        {preview.isSuccess ? 'A preview was sent to your e-mail address.' : ''}
      </p>
      {sendPost.isError && !asking ? <SendFailure message={errorText(sendPost.error)} /> : null}
      {preview.isError ? (
        <Alert tone="error" title="The preview was not sent">
          <p>{errorText(preview.error)}</p>
        </Alert>
      ) : null}
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        role="alertdialog"
        title="Send to subscribers"
        description={<p>{sendQuestion(post.title, subscribers.data?.subscribed)}</p>}
        failure={sendPost.isError ? { title: SEND_FAILED, message: errorText(sendPost.error) } : null}
        action="Send to subscribers"
        pendingAction="Sending…"
        icon={Send}
        pending={sendPost.isPending}
        onConfirm={() => void confirmSend()}
      />
    </div>
  );
}

function SendFailure({ message }: { message: string }) {
  return (
    <Alert tone="error" title={SEND_FAILED}>
      <p>{message}</p>
    </Alert>
  );
}
