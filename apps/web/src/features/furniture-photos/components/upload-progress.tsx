import { useT } from '../../../i18n/use-t';

/** How much of the upload has left the browser; at 100% the server is still preparing the photos. */
export function UploadProgress({ percent }: { percent: number }) {
  const t = useT();
  const done = percent >= 100;
  return (
    <div className="space-y-2">
      <div
        role="progressbar"
        aria-label={t('furniture.progress.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="h-4 overflow-hidden rounded-full border border-brand-700 bg-brand-50"
      >
        <div
          className="h-full bg-brand-700 transition-[width] duration-200 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p aria-live="polite" className="font-bold text-brand-900">
        {done ? t('furniture.progress.done') : t('furniture.progress.sending', { percent })}
      </p>
    </div>
  );
}
