import { zodResolver } from '@hookform/resolvers/zod';
import { CHAT_MESSAGES, chatContactInfoSchema, type ChatContactInfo } from '@ta/shared';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { useT } from '../../../i18n/use-t';
import { useSaveChatContact } from '../api/save-chat-contact';
import { readContact, writeContact, type ChatStorage } from '../chat-storage';

type ContactFields = z.input<typeof chatContactInfoSchema>;

/**
 * The Contact info sub-view: name and e-mail required, phone optional. Kept in the
 * browser (it goes with every message) and saved on the conversation so staff can write back.
 */
export function ChatContactForm({
  conversationId,
  storage,
  onSaved,
}: {
  conversationId: string;
  storage: ChatStorage;
  onSaved: () => void;
}) {
  const saveContact = useSaveChatContact();
  const t = useT();
  const [failed, setFailed] = useState(false);
  const stored = readContact(storage);
  const form = useForm<ContactFields, unknown, ChatContactInfo>({
    resolver: zodResolver(chatContactInfoSchema),
    defaultValues: {
      senderName: stored?.senderName ?? '',
      senderEmail: stored?.senderEmail ?? '',
      senderPhone: stored?.senderPhone ?? '',
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(
    async (contact) => {
      setFailed(false);
      // Kept first: even if the save below fails, the details go with the next message.
      writeContact(storage, contact);
      try {
        await saveContact.mutateAsync({ conversationId, contact });
        onSaved();
      } catch (error) {
        console.warn('chat contact info could not be saved', error);
        setFailed(true);
        toast({
          title: t('chat.contact-failed.title'),
          description: t('chat.contact-failed.text'),
          variant: 'destructive',
        });
      }
    },
    (invalid) => {
      const missing = [invalid.senderName, invalid.senderEmail].some((e) => e?.message === CHAT_MESSAGES.missingInfo);
      if (missing) {
        toast({
          title: t('chat.missing-info.title'),
          description: t('chat.missing-info.text'),
          variant: 'destructive',
        });
      }
    },
  );

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="min-h-0 flex-1 space-y-4 overflow-y-auto bg-white p-4"
    >
      <h3 className="text-lg">{t('chat.contact.heading')}</h3>
      <p>{t('chat.contact.intro')}</p>
      <FormField label={t('chat.contact.name')} error={errors.senderName?.message}>
        <Input autoComplete="name" {...form.register('senderName')} />
      </FormField>
      <FormField label={t('chat.contact.email')} error={errors.senderEmail?.message}>
        <Input type="email" autoComplete="email" {...form.register('senderEmail')} />
      </FormField>
      <FormField label={t('chat.contact.phone')} error={errors.senderPhone?.message}>
        <Input type="tel" autoComplete="tel" {...form.register('senderPhone')} />
      </FormField>
      {failed ? (
        <Alert tone="error" title={t('chat.contact-failed.title')}>
          {t('chat.contact-failed.text')}
        </Alert>
      ) : null}
      <Button type="submit" disabled={saveContact.isPending}>
        <Save aria-hidden />
        {saveContact.isPending ? t('chat.contact.saving') : t('chat.contact.save')}
      </Button>
    </form>
  );
}
