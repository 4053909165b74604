import { LOCALE_TAGS, openingHourLines } from '@ta/shared';
import { ArrowLeft, CircleCheck, UserRound, X } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { useLocale } from '../../../i18n/i18n-provider';
import { useT } from '../../../i18n/use-t';
import { browserStorage, ensureConversationId, memoryStorage } from '../chat-storage';
import { ChatComposer } from './chat-composer';
import { ChatConnectionStatus } from './chat-connection-status';
import { ChatContactForm } from './chat-contact-form';
import { ChatMessageList } from './chat-message-list';
import { useChatConversation } from './use-chat-conversation';

const HEADING_ID = 'chat-panel-heading';

/**
 * The open chat: who answers and when, the conversation, the message box, and the
 * Contact info sub-view. Mounted on first open and kept while the page lives; `open` says whether
 * it shows (and so whether the socket is connected).
 */
export function ChatPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  // Created here, on the first open: a visitor who never opens the chat gets no id.
  const [storage] = useState(() => browserStorage() ?? memoryStorage());
  const [conversationId] = useState(() => ensureConversationId(storage));
  const [view, setView] = useState<'messages' | 'contact'>('messages');
  const [contactSaved, setContactSaved] = useState(false);
  const conversation = useChatConversation({ open, conversationId, storage });
  const messageBox = useRef<HTMLTextAreaElement>(null);
  const t = useT();
  const localeTag = LOCALE_TAGS[useLocale()];

  useEffect(() => {
    if (open && view === 'messages') messageBox.current?.focus();
  }, [open, view]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault();
      onClose();
    }
  };

  return (
    <section
      aria-labelledby={HEADING_ID}
      onKeyDown={onKeyDown}
      className="fixed inset-x-2 top-2 bottom-2 z-50 flex flex-col overflow-hidden rounded-2xl border-2 border-brand-800 bg-canvas shadow-header-raised sm:top-auto sm:left-auto sm:right-4 sm:bottom-26 sm:h-[min(40rem,calc(100dvh-8.5rem))] sm:w-[26rem]"
    >
      <header className="space-y-1 bg-brand-800 px-4 py-3 text-white">
        <div className="flex items-start justify-between gap-3">
          <h2 id={HEADING_ID} className="pt-1.5 text-xl text-white">
            {t('chat.panel.heading')}
          </h2>
          <Button variant="outline-inverse" size="compact" onClick={onClose}>
            <X aria-hidden />
            {t('chat.panel.close')}
          </Button>
        </div>
        <p className="text-base text-brand-100">
          {t('chat.panel.hours', { hours: openingHourLines(localeTag).join(', ') })}
        </p>
        {view === 'messages' ? (
          <Button
            variant="outline-inverse"
            size="compact"
            className="mt-1"
            onClick={() => {
              setContactSaved(false);
              setView('contact');
            }}
          >
            <UserRound aria-hidden />
            {t('chat.panel.contact-info')}
          </Button>
        ) : (
          <Button variant="outline-inverse" size="compact" className="mt-1" onClick={() => setView('messages')}>
            <ArrowLeft aria-hidden />
            {t('chat.panel.back')}
          </Button>
        )}
      </header>

      {view === 'messages' ? (
        <>
          <ChatMessageList entries={conversation.entries} />
          <ChatConnectionStatus connection={conversation.connection} />
          {contactSaved ? (
            <p
              role="status"
              className="flex items-center gap-2 border-t-2 border-line bg-success-50 px-4 py-2 text-success-700"
            >
              <CircleCheck aria-hidden className="size-5 shrink-0" />
              {t('chat.panel.contact-saved')}
            </p>
          ) : null}
          <ChatComposer
            ref={messageBox}
            onSend={conversation.send}
            sending={conversation.sending}
            error={conversation.sendError}
            onEdit={conversation.clearSendError}
          />
        </>
      ) : (
        <ChatContactForm
          conversationId={conversationId}
          storage={storage}
          onSaved={() => {
            setContactSaved(true);
            setView('messages');
          }}
        />
      )}
    </section>
  );
}
