import { CHAT_CONTINUE_PARAM, CHAT_STORAGE_KEY, isBackOfficeRole, isConversationId } from '@ta/shared';
import { MessageCircle, X } from 'lucide-react';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'wouter';
import { useT } from '../../../i18n/use-t';
import { cn } from '../../../lib/cn';
import { lazyComponent } from '../../../lib/lazy-component';
import { useSessionUser } from '../../../lib/session';
import { useHydrated } from '../../../lib/use-hydrated';
import { useMediaQuery } from '../../../lib/use-media-query';
import { makeBackgroundInert } from '../background-inert';

/** The panel's code (forms, schemas, the socket) loads when the visitor first reaches for the chat. */
const ChatPanel = lazyComponent('chat-panel', () => import('./chat-panel').then((m) => m.ChatPanel), {
  hydrateWith: false,
});

export const CHAT_PANEL_ID = 'chat-panel';

/** Tailwind's `max-sm`: below 640 px the open panel takes the screen (chat-panel.tsx). */
const PHONE = 'not all and (min-width: 40rem)';

const isBackOfficePath = (path: string) => path === '/admin' || path.startsWith('/admin/');

/**
 * The floating chat button at the bottom right, on every page but the back office and
 * never for signed-in staff or admins. Browser only: nothing of it is in the server's HTML.
 */
export function ChatToggle() {
  const hydrated = useHydrated();
  const { data: user } = useSessionUser();
  const [location] = useLocation();
  const shown = hydrated && !isBackOfficePath(location) && !(user && isBackOfficeRole(user.role));
  if (!shown) return null;
  return <ChatWidget />;
}

/**
 * An e-mailed answer's link (`?chat=<id>`, docs/sms.md "One inbox"): that conversation becomes the
 * visitor's, so their reply lands beside it, and the id leaves the address bar at once. True when the
 * panel should open on it. Idempotent: a second call finds the address already clean.
 */
function takeReopenedConversation(): boolean {
  const url = new URL(window.location.href);
  const id = url.searchParams.get(CHAT_CONTINUE_PARAM);
  if (id === null) return false;
  url.searchParams.delete(CHAT_CONTINUE_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  if (!isConversationId(id)) return false;
  try {
    window.localStorage.setItem(CHAT_STORAGE_KEY, id);
    return true;
  } catch {
    return false; // No storage: the panel would start a new conversation, not this one.
  }
}

function ChatWidget() {
  const [reopened] = useState(takeReopenedConversation);
  const [open, setOpen] = useState(reopened);
  // The panel stays mounted once opened, so the conversation survives closing and reopening.
  const [mounted, setMounted] = useState(reopened);
  const toggle = useRef<HTMLButtonElement>(null);
  const widget = useRef<HTMLElement>(null);
  const phone = useMediaQuery(PHONE);
  const t = useT();

  // Toasts move clear of the button and the open panel (styles.css, "Chat widget").
  useEffect(() => {
    document.documentElement.dataset.chat = open ? 'open' : 'closed';
  }, [open]);
  useEffect(
    () => () => {
      delete document.documentElement.dataset.chat;
    },
    [],
  );

  // On a phone the open panel covers the page, so the page is inert meanwhile: Tab and a screen reader
  // stay in the panel instead of reaching controls hidden behind it.
  useEffect(() => {
    if (open && phone && widget.current) return makeBackgroundInert(widget.current);
  }, [open, phone]);

  // On a phone the open panel takes the whole screen and the button hides (the panel has its own Close),
  // so the button shows again before it takes the focus back.
  const close = useCallback(() => {
    flushSync(() => setOpen(false));
    toggle.current?.focus();
  }, []);

  return (
    <aside ref={widget} aria-label={t('chat.region')}>
      <div id={CHAT_PANEL_ID} hidden={!open}>
        {mounted ? (
          <Suspense fallback={null}>
            <ChatPanel open={open} onClose={close} />
          </Suspense>
        ) : null}
      </div>
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={CHAT_PANEL_ID}
        aria-label={open ? t('chat.toggle.close-label') : t('chat.toggle.open-label')}
        onPointerEnter={() => void ChatPanel.preload()}
        onFocus={() => void ChatPanel.preload()}
        onClick={() => {
          setMounted(true);
          setOpen((current) => !current);
        }}
        className={cn(
          'fixed right-4 bottom-4 z-30 flex size-18 cursor-pointer flex-col items-center justify-center gap-0.5 rounded-full border-2 border-white bg-brand-800 text-base leading-tight font-bold text-white shadow-header-raised hover:bg-brand-950',
          open && 'max-sm:hidden',
        )}
      >
        {open ? <X aria-hidden className="size-6" /> : <MessageCircle aria-hidden className="size-6" />}
        <span aria-hidden>{open ? t('chat.toggle.close') : t('chat.toggle.open')}</span>
      </button>
    </aside>
  );
}
