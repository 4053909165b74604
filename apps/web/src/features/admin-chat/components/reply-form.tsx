import { chatMessageTextSchema, CHAT_MESSAGE_MAX_LENGTH, phoneForPeople, smsSize } from '@ta/shared';
import { NotebookPen, Send } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api-client';
import { useSendChatReply } from '../api/send-reply';

/** What a text thread's answer becomes: to whom, signed how, and how many texts long as typed (with a long first name). */
function textNote(phone: string, text: string): string {
  const note = `Sent as a text to ${phoneForPeople(phone)}, signed “Trusted Assistance (your first name)”.`;
  if (!text) return note;
  const { segments } = smsSize(`Trusted Assistance (Christopher): ${text}`);
  return `${note} As typed: ${segments} ${segments === 1 ? 'text' : 'texts'}.`;
}

/**
 * The reply box: Enter sends, Shift+Enter starts a new line, an empty reply is refused with a message.
 * "Save as a private note" keeps it for staff only. In a text thread (`textTo`, docs/sms.md) a reply
 * leaves as a text to that number, signed
 * with the business's name and the staff member's first name; the form says so, with how many texts
 * long it is as typed.
 */
export function ReplyForm({ conversationId, textTo = null }: { conversationId: string; textTo?: string | null }) {
  const id = useId();
  const send = useSendChatReply();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (note = false) => {
    if (send.isPending) return;
    const parsed = chatMessageTextSchema.safeParse(text);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Please type a message.');
      return;
    }
    setProblem(null);
    setFailure(null);
    try {
      await send.mutateAsync({ id: conversationId, message: parsed.data, note });
      setText('');
    } catch (error) {
      // The typed reply stays in the box, so nothing is lost.
      setFailure(errorMessage(error));
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // isComposing: Enter that ends an IME composition is not a send.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form onSubmit={onSubmit} className="space-y-2">
      <Label htmlFor={`${id}-reply`}>Reply</Label>
      <p id={`${id}-hint`} className="text-base text-muted">
        Enter sends. Shift and Enter start a new line.
        {textTo ? ` ${textNote(textTo, text)}` : null}
      </p>
      <Textarea
        id={`${id}-reply`}
        rows={3}
        value={text}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        onChange={(event) => {
          setText(event.target.value);
          if (problem) setProblem(null);
        }}
        onKeyDown={onKeyDown}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-hint ${id}-problem` : `${id}-hint`}
      />
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="font-bold text-danger-700">
          {problem}
        </p>
      ) : null}
      {failure ? (
        <Alert tone="error" title="Failed to send message">
          {failure}
        </Alert>
      ) : null}
      {/* The name stays "Send reply" while sending; the disabled state says it is busy. */}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={send.isPending} aria-busy={send.isPending || undefined}>
          <Send aria-hidden />
          Send reply
        </Button>
        <Button type="button" variant="outline" disabled={send.isPending} onClick={() => void submit(true)}>
          <NotebookPen aria-hidden />
          Save as a private note
        </Button>
      </div>
    </form>
  );
}
