import { Send } from 'lucide-react';
import { useId, useState, type Ref } from 'react';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/form-field';
import { useT } from '../../../i18n/use-t';
import { sendsOnKey } from '../compose-keys';

interface ChatComposerProps {
  ref: Ref<HTMLTextAreaElement>;
  /** Resolves true once the server has the message; the text stays in the box otherwise. */
  onSend(text: string): Promise<boolean>;
  sending: boolean;
  error: string | null;
  onEdit(): void;
}

/** The message box: Enter sends, Shift+Enter breaks the line, an empty message is refused. */
export function ChatComposer({ ref, onSend, sending, error, onEdit }: ChatComposerProps) {
  const [text, setText] = useState('');
  const t = useT();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const submit = async () => {
    if (sending) return;
    if (await onSend(text)) setText('');
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="space-y-1.5 border-t-2 border-line bg-white px-3 py-3"
    >
      <label htmlFor={id} className="block font-bold text-ink">
        {t('chat.composer.label')}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          ref={ref}
          id={id}
          rows={2}
          value={text}
          readOnly={sending}
          aria-describedby={`${hintId} ${errorId}`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (error) onEdit();
          }}
          onKeyDown={(event) => {
            if (sendsOnKey({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing })) {
              event.preventDefault();
              void submit();
            }
          }}
          className="block max-h-40 min-h-14 min-w-0 flex-1 resize-y rounded-lg border-2 border-field bg-white px-3 py-2 text-lg text-ink aria-invalid:border-danger-700 read-only:bg-sand"
        />
        <Button type="submit" disabled={sending} aria-describedby={errorId}>
          <Send aria-hidden />
          {sending ? t('chat.composer.sending') : t('chat.composer.send')}
        </Button>
      </div>
      {/* Phones rarely have a Shift key at hand: the hint is for keyboards, and screen readers. */}
      <p id={hintId} className="sr-only text-base text-muted sm:not-sr-only">
        {t('chat.composer.hint')}
      </p>
      <FieldError id={errorId} error={error} />
    </form>
  );
}
