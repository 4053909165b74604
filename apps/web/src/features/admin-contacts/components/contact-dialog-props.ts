import type { AdminContact, SessionUser } from '@ta/shared';

/** A dialog about one request, opened from its detail page by the signed-in staff member. */
export interface ContactDialogProps {
  contact: AdminContact;
  user: SessionUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}
