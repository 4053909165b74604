import { TriangleAlert } from 'lucide-react';

/**
 * Why a visit falls outside availability, in words with an icon (not only colour). A warning, never a
 * block: staff may still save (docs/decisions/047-warnings-not-blocks-for-staff.md).
 */
export function AvailabilityWarnings({ warnings, saving = false }: { warnings: readonly string[]; saving?: boolean }) {
  if (warnings.length === 0) return null;
  return (
    <div role="status" className="flex gap-3 rounded-lg border-2 border-accent-700 bg-accent-50 p-4 text-ink">
      <TriangleAlert aria-hidden className="mt-0.5 size-6 shrink-0 text-accent-700" />
      <div className="min-w-0 space-y-1">
        <p className="font-bold">Outside availability</p>
        <ul className="list-disc space-y-1 pl-5">
          {warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
        {saving ? <p className="text-muted">You can still save: check with the staff member first.</p> : null}
      </div>
    </div>
  );
}

/** The mark on a visit in the day and week lists: words and an icon. */
export function OutsideAvailabilityBadge() {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full border-2 border-accent-700 bg-accent-50 px-2.5 py-0.5 text-sm font-bold text-accent-700">
      <TriangleAlert aria-hidden className="size-4 shrink-0" />
      Outside availability
    </span>
  );
}
