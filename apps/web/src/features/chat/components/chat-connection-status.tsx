import { LoaderCircle, WifiOff } from 'lucide-react';
import { useT } from '../../../i18n/use-t';

/**
 * A calm line while the live connection is not there (socket errors are only logged; the visitor
 * still learns that messages go through). Nothing while it is live.
 */
export function ChatConnectionStatus({ connection }: { connection: 'live' | 'connecting' | 'offline' }) {
  const t = useT();
  return (
    // Always in the page, so screen readers announce the line when it changes.
    <p
      role="status"
      className="flex items-center gap-2 border-t-2 border-line bg-white px-4 py-2 text-base text-muted empty:border-t-0 empty:py-0"
    >
      {connection === 'connecting' ? (
        <>
          <LoaderCircle aria-hidden className="size-5 shrink-0 motion-safe:animate-spin" />
          {t('chat.status.connecting')}
        </>
      ) : connection === 'offline' ? (
        <>
          <WifiOff aria-hidden className="size-5 shrink-0" />
          {t('chat.status.offline')}
        </>
      ) : null}
    </p>
  );
}
