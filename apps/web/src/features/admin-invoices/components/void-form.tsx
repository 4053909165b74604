import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useVoid } from '../api/invoice-actions';

/** Void an invoice or a payment (admins): a reason is required and the action is confirmed first. */
export function VoidForm({ kind, id, label }: { kind: 'invoices' | 'payments'; id: number; label: string }) {
  const voiding = useVoid(kind);
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!window.confirm(`${label}? This cannot be undone.`)) return;
    voiding.mutate({ id, reason });
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <label className="font-bold">
        Reason
        <input
          className="mt-1 block min-h-11 rounded-lg border border-line px-3"
          required
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </label>
      <Button type="submit" variant="destructive-outline" disabled={voiding.isPending}>
        {label}
      </Button>
      {voiding.isError ? (
        <p role="alert" className="font-bold text-red-800">
          {errorMessage(voiding.error)}
        </p>
      ) : null}
    </form>
  );
}
