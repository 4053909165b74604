import { cannedReplyInputSchema, type CannedReply } from '@ta/shared';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useCannedReplies, useDeleteCannedReply, useSaveCannedReply } from '../api/canned-replies';

type Problems = Partial<Record<'shortcut' | 'textEn' | 'textEs', string>>;

/** One reply's form: a new one, or a change to `reply`. */
function ReplyForm({ reply, onDone }: { reply: CannedReply | null; onDone: (text: string) => void }) {
  const id = useId();
  const save = useSaveCannedReply();
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const parsed = cannedReplyInputSchema.safeParse({
      shortcut: String(data.get('shortcut') ?? ''),
      textEn: String(data.get('textEn') ?? ''),
      textEs: String(data.get('textEs') ?? ''),
    });
    setFailure(null);
    if (!parsed.success) {
      const found: Problems = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Problems] ??= issue.message;
      setProblems(found);
      return;
    }
    setProblems({});
    try {
      await save.mutateAsync({ id: reply?.id ?? null, input: parsed.data });
      if (!reply) form.reset();
      onDone(reply ? `/${parsed.data.shortcut} is saved.` : `/${parsed.data.shortcut} is added.`);
    } catch (error) {
      if (error instanceof ApiError && error.fields) setProblems(error.fields);
      else setFailure(errorMessage(error));
    }
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="space-y-3" noValidate>
      <FormField label="Shortcut (typed after /)" error={problems.shortcut} hint="Small letters, digits and hyphens.">
        <Input id={`${id}-shortcut`} name="shortcut" defaultValue={reply?.shortcut ?? ''} autoComplete="off" />
      </FormField>
      <FormField label="The reply in English" error={problems.textEn}>
        <Textarea id={`${id}-en`} name="textEn" rows={3} defaultValue={reply?.textEn ?? ''} />
      </FormField>
      <FormField label="The reply in Spanish" error={problems.textEs}>
        <Textarea id={`${id}-es`} name="textEs" rows={3} defaultValue={reply?.textEs ?? ''} lang="es" />
      </FormField>
      {failure ? <Alert tone="error">Not saved: {failure}</Alert> : null}
      <Button type="submit" disabled={save.isPending}>
        {reply ? <Pencil aria-hidden /> : <Plus aria-hidden />}
        {save.isPending ? 'Saving…' : reply ? 'Save this reply' : 'Add the reply'}
      </Button>
    </form>
  );
}

/**
 * "Canned replies" under the inbox, for the owner (docs/sms.md, "One inbox"): each shortcut with its
 * English and Spanish words; add, change, delete. Staff type "/" in the reply box to use them.
 */
export function CannedRepliesEditor() {
  const headingId = useId();
  const replies = useCannedReplies();
  const remove = useDeleteCannedReply();
  const [editing, setEditing] = useState<number | null>(null);
  const [said, setSaid] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const done = (text: string) => {
    setEditing(null);
    setSaid({ tone: 'success', text });
  };

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl border border-line bg-white p-4 shadow-card sm:p-6"
      data-testid="canned-replies"
    >
      <h2 id={headingId} className="text-2xl">
        Canned replies
      </h2>
      <p>
        Staff type <kbd className="font-bold">/</kbd> in the reply box to choose one, in English or Spanish. Write the
        answers you give most often.
      </p>
      <div aria-live="polite">{said ? <Alert tone={said.tone}>{said.text}</Alert> : null}</div>
      {replies.isError ? <Alert tone="error">Error loading the canned replies.</Alert> : null}
      <ul className="space-y-3">
        {(replies.data ?? []).map((reply) => (
          <li key={reply.id} className="rounded-lg border-2 border-line p-3">
            {editing === reply.id ? (
              <ReplyForm reply={reply} onDone={done} />
            ) : (
              <>
                <p className="font-bold">/{reply.shortcut}</p>
                <p>{reply.textEn}</p>
                <p lang="es">{reply.textEs}</p>
                <div className="mt-2 flex flex-wrap gap-2">
                  <Button type="button" variant="outline" size="compact" onClick={() => setEditing(reply.id)}>
                    <Pencil aria-hidden />
                    Change /{reply.shortcut}
                  </Button>
                  <Button
                    type="button"
                    variant="outline"
                    size="compact"
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(reply.id, {
                        onSuccess: () => setSaid({ tone: 'success', text: `/${reply.shortcut} is deleted.` }),
                        onError: (error) => setSaid({ tone: 'error', text: `Not deleted: ${errorMessage(error)}` }),
                      })
                    }
                  >
                    <Trash2 aria-hidden />
                    Delete /{reply.shortcut}
                  </Button>
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
      <h3 className="text-xl">A new canned reply</h3>
      <ReplyForm reply={null} onDone={done} />
    </section>
  );
}
