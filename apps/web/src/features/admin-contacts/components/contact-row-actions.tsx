import type { AdminContact } from '@ta/shared';
import { PencilLine, UserCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';

export interface ContactActionHandlers {
  onAssign: (contact: AdminContact) => void;
  onUpdate: (contact: AdminContact) => void;
  /** The request whose Assign is on its way (its button waits). */
  assigningId: number | null;
}

/** Assign (new requests only) and Update; each names its request for screen readers. */
export function ContactRowActions({
  contact,
  onAssign,
  onUpdate,
  assigningId,
  stacked = false,
}: ContactActionHandlers & { contact: AdminContact; stacked?: boolean }) {
  const who = (
    <span className="sr-only">
      {' '}
      request from {contact.firstName} {contact.lastName}
    </span>
  );
  return (
    <div className={stacked ? 'flex flex-col gap-2' : 'flex flex-wrap gap-2'}>
      {contact.status === 'new' ? (
        <Button
          variant="primary"
          size="compact"
          className="relative"
          disabled={assigningId !== null}
          aria-busy={assigningId === contact.id || undefined}
          onClick={() => onAssign(contact)}
        >
          <UserCheck aria-hidden />
          {assigningId === contact.id ? 'Assigning...' : 'Assign'}
          {who}
        </Button>
      ) : null}
      <Button variant="outline" size="compact" className="relative" onClick={() => onUpdate(contact)}>
        <PencilLine aria-hidden />
        Update
        {who}
      </Button>
    </div>
  );
}
