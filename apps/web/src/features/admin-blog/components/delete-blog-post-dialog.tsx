import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteBlogPost } from '../api/admin-blog';
import { DELETE_BLOG_POST_QUESTION } from '../blog-params';

interface DeleteBlogPostDialogProps {
  postId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}

/** The delete confirmation; a failure stays in the dialog as well as in a toast. */
export function DeleteBlogPostDialog({ postId, open, onOpenChange, onDeleted }: DeleteBlogPostDialogProps) {
  const remove = useDeleteBlogPost(postId);
  const [failure, setFailure] = useState<string | null>(null);

  const change = (next: boolean) => {
    if (!next) setFailure(null);
    onOpenChange(next);
  };

  const confirm = async () => {
    setFailure(null);
    try {
      await remove.mutateAsync();
      toast({ title: 'Blog post deleted', variant: 'success' });
      onDeleted();
    } catch (error) {
      const message = errorMessage(error);
      setFailure(message);
      toast({ title: 'Failed to delete blog post', description: message, variant: 'destructive' });
    }
  };

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent role="alertdialog">
        <DialogTitle>Delete Blog Post</DialogTitle>
        <DialogDescription className="mt-3 text-lg">{DELETE_BLOG_POST_QUESTION}</DialogDescription>
        {failure ? (
          <Alert tone="error" title="Failed to delete blog post" className="mt-4">
            {failure}
          </Alert>
        ) : null}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button type="button" variant="outline" onClick={() => change(false)}>
            Cancel
          </Button>
          <Button type="button" variant="destructive" disabled={remove.isPending} onClick={() => void confirm()}>
            {remove.isPending ? 'Deleting…' : 'Delete'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
