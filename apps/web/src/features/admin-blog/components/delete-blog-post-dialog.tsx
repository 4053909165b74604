import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteBlogPost } from '../api/admin-blog';
import { DELETE_BLOG_POST_QUESTION } from '../blog-params';

const FAILED = 'Failed to delete blog post';

interface DeleteBlogPostDialogProps {
  postId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}

/** The delete confirmation; a failure stays in the dialog as well as in a toast. */
export function DeleteBlogPostDialog({ postId, open, onOpenChange, onDeleted }: DeleteBlogPostDialogProps) {
  const remove = useDeleteBlogPost(postId);

  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast({ title: 'Blog post deleted', variant: 'success' });
        onDeleted();
      },
      onError: (error) => toast({ title: FAILED, description: errorMessage(error), variant: 'destructive' }),
    });

  return (
    <ConfirmDialog
      role="alertdialog"
      open={open}
      onClose={() => {
        remove.reset();
        onOpenChange(false);
      }}
      title="Delete Blog Post"
      description={DELETE_BLOG_POST_QUESTION}
      failure={remove.isError ? { title: FAILED, message: errorMessage(remove.error) } : null}
      action="Delete"
      pendingAction="Deleting…"
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
