import { Trash2 } from 'lucide-react';
import { useCallback } from 'react';
import { useT } from '../../i18n/use-t';
import { Button } from '../ui/button';

function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

interface PhotoPreviewProps {
  file: File;
  onRemove: () => void;
  disabled?: boolean | undefined;
}

/** One chosen photo. Its object URL exists only while it is shown (made in the browser, never on the server). */
export function PhotoPreview({ file, onRemove, disabled }: PhotoPreviewProps) {
  const t = useT();
  const showPreview = useCallback(
    (img: HTMLImageElement) => {
      const url = URL.createObjectURL(file);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );

  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg border border-line bg-white p-2.5">
      <img
        ref={showPreview}
        alt={t('forms.photos.preview', { name: file.name })}
        className="size-20 shrink-0 rounded-md bg-sand object-cover"
      />
      <div className="min-w-24 flex-1">
        <p className="line-clamp-2 text-base font-bold [overflow-wrap:anywhere]">{file.name}</p>
        <p className="text-base text-muted">{formatSize(file.size)}</p>
      </div>
      <Button type="button" variant="outline" size="compact" onClick={onRemove} disabled={disabled}>
        <Trash2 aria-hidden />
        {t('forms.photos.remove')}
        <span className="sr-only"> {file.name}</span>
      </Button>
    </li>
  );
}
