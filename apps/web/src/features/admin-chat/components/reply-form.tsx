import { chatMessageTextSchema, CHAT_MESSAGE_MAX_LENGTH, phoneForPeople, smsSize, type CannedReply } from '@ta/shared';
import { NotebookPen, Send } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api-client';
import { useCannedReplies } from '../api/canned-replies';
import { useSendChatReply } from '../api/send-reply';

interface CannedChoice {
  shortcut: string;
  language: 'en' | 'es';
  text: string;
}

/** The canned replies whose shortcut starts with what was typed after "/", each in English, then Spanish. */
function cannedChoices(replies: readonly CannedReply[], typed: string): CannedChoice[] {
  return replies
    .filter((reply) => reply.shortcut.startsWith(typed))
    .slice(0, 5)
    .flatMap((reply) => [
      { shortcut: reply.shortcut, language: 'en' as const, text: reply.textEn },
      { shortcut: reply.shortcut, language: 'es' as const, text: reply.textEs },
    ]);
}

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
  const canned = useCannedReplies();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
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

  // "/" and a shortcut: the owner's canned replies that start with it, each in English and Spanish.
  const picking = /^\/[a-z0-9-]*$/.test(text);
  const choices = picking ? cannedChoices(canned.data ?? [], text.slice(1)) : [];
  const choose = (choice: CannedChoice) => {
    setText(choice.text);
    if (problem) setProblem(null);
    textareaRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // isComposing: Enter that ends an IME composition is not a send.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      // Choosing a canned reply: Enter takes the first one shown rather than sending "/…".
      const [first] = choices;
      if (first) choose(first);
      else void submit();
    }
  };

  return (
    <form onSubmit={onSubmit} className="space-y-2">
      <Label htmlFor={`${id}-reply`}>Reply</Label>
      <p id={`${id}-hint`} className="text-base text-muted">
        Enter sends. Shift and Enter start a new line. Type / for a canned reply.
        {textTo ? ` ${textNote(textTo, text)}` : null}
      </p>
      <Textarea
        ref={textareaRef}
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
      {picking ? (
        <div aria-live="polite" data-testid="canned-choices">
          {choices.length === 0 ? (
            <p className="text-muted">No canned reply starts with “{text}”.</p>
          ) : (
            <ul className="space-y-2" aria-label="Canned replies">
              {choices.map((choice) => (
                <li key={`${choice.shortcut}-${choice.language}`}>
                  <button
                    type="button"
                    onClick={() => choose(choice)}
                    className="min-h-11 w-full rounded-lg border-2 border-line bg-white px-3 py-2 text-left hover:border-brand-700"
                  >
                    <span className="font-bold">
                      /{choice.shortcut} ({choice.language === 'es' ? 'Spanish' : 'English'}):
                    </span>{' '}
                    <span lang={choice.language}>{choice.text}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
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
