import type { AdminContact } from '@ta/shared';
import { useState } from 'react';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useAssignContact } from '../api/contacts';

export const ASSIGN_FAILED = 'Failed to assign contact request';

export interface AssignFailure {
  contact: AdminContact;
  message: string;
}

/**
 * Assign with its success and failure toasts. A failure is also kept for the page to show (never only in a
 * toast); success is visible in the list itself (the badge turns In Progress, the assignee shows).
 */
export function useAssignWithToast() {
  const assign = useAssignContact();
  const [failure, setFailure] = useState<AssignFailure | null>(null);

  const run = (contact: AdminContact) => {
    setFailure(null);
    assign.mutate(contact.id, {
      onSuccess: (assigned) => {
        toast({
          title: 'Contact request assigned',
          description: `The request from ${assigned.firstName} ${assigned.lastName} has been assigned to you.`,
          variant: 'success',
        });
      },
      onError: (error) => {
        const message = errorMessage(error);
        setFailure({ contact, message });
        toast({ title: ASSIGN_FAILED, description: message, variant: 'destructive' });
      },
    });
  };

  return {
    assign: run,
    assigningId: assign.isPending ? (assign.variables ?? null) : null,
    failure,
    dismissFailure: () => setFailure(null),
  };
}
