import { useState } from 'react';
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

/** SPEC §2's delete confirmation; a failure stays in the dialog as well as in a toast. */
export function DeleteBlogPostDialog({ postId, open, onOpenChange, onDeleted }: DeleteBlogPostDialogProps) {
  const remove = useDeleteBlogPost(postId);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setFailure(null);
    try {
      await remove.mutateAsync();
      toast({ title: 'Blog post deleted', variant: 'success' });
      onDeleted();
    } catch (error) {
      const message = errorMessage(error);
      setFailure(message);
      toast({ title: FAILED, description: message, variant: 'destructive' });
    }
  };

  return (
    <ConfirmDialog
      role="alertdialog"
      open={open}
      onClose={() => {
        setFailure(null);
        onOpenChange(false);
      }}
      title="Delete Blog Post"
      description={DELETE_BLOG_POST_QUESTION}
      failure={failure ? { title: FAILED, message: failure } : null}
      action="Delete"
      pendingAction="Deleting…"
      pending={remove.isPending}
      onConfirm={() => void confirm()}
    />
  );
}
