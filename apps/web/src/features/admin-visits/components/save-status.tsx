import { CircleAlert, CircleCheck, CloudOff, LoaderCircle, PencilLine } from 'lucide-react';
import type { SaveState } from '../use-visit-answers';

const LOOKS = {
  saved: { icon: CircleCheck, className: 'text-success-700', text: 'Saved' },
  saving: { icon: LoaderCircle, className: 'text-brand-800', text: 'Saving…' },
  waiting: { icon: CloudOff, className: 'text-danger-700', text: 'Not saved yet — will retry' },
  incomplete: {
    icon: PencilLine,
    className: 'text-accent-700',
    text: 'Not saved yet — add a note and how serious it is',
  },
  refused: { icon: CircleAlert, className: 'text-danger-700', text: 'Not saved' },
} as const;

/** Beside each item: whether its answer is on the server, in words (`missing`: what an incomplete one lacks). */
export function SaveStatus({ state, missing }: { state: SaveState | undefined; missing?: string }) {
  if (!state) return <p role="status" className="min-h-6 text-base" />;
  const look = state.kind === 'incomplete' && missing ? { ...LOOKS.incomplete, text: missing } : LOOKS[state.kind];
  return (
    <p role="status" className={`flex min-h-6 items-start gap-2 text-base font-bold ${look.className}`}>
      <look.icon aria-hidden className="mt-0.5 size-5 shrink-0" />
      <span>
        {look.text}
        {state.kind === 'refused' ? `: ${state.message}` : null}
      </span>
    </p>
  );
}
