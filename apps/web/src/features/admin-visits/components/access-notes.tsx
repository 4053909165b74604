import { KeyRound, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useAccessNotes } from '../api/get-access-notes';

/**
 * "Show access notes": the gate, lockbox and alarm codes, read from the server on press and shown in
 * a box until Hide or leaving the page; then nothing of them stays in the browser.
 */
export function AccessNotes({ visitId }: { visitId: number }) {
  const [shown, setShown] = useState(false);
  return (
    <div className="space-y-3">
      <Button
        type="button"
        variant="outline"
        size="lg"
        aria-expanded={shown}
        aria-controls={`access-notes-${visitId}`}
        onClick={() => setShown((now) => !now)}
      >
        {shown ? <EyeOff aria-hidden /> : <KeyRound aria-hidden />}
        {shown ? 'Hide access notes' : 'Show access notes'}
      </Button>
      <div id={`access-notes-${visitId}`}>{shown ? <AccessNotesBox visitId={visitId} /> : null}</div>
    </div>
  );
}

/** Mounted only while shown: its read is dropped from memory as soon as it closes. */
function AccessNotesBox({ visitId }: { visitId: number }) {
  const notes = useAccessNotes(visitId);
  if (notes.isPending) return <Spinner label="Loading the access notes…" showLabel />;
  if (notes.isError) {
    return (
      <Alert tone="error" title="The access notes could not be shown">
        {errorMessage(notes.error)}
      </Alert>
    );
  }
  return (
    <section
      aria-label="Access notes"
      className="rounded-lg border-2 border-brand-700 bg-brand-50 p-4 text-lg wrap-anywhere whitespace-pre-wrap text-ink"
    >
      {notes.data.accessNotes}
    </section>
  );
}
