import { CHAT_CONTINUE_PARAM, defaultBusiness, type ChatConversationSummary, type Locale } from '@ta/shared';
import { mailIntl } from '../../i18n/mail-intl.js';
import { greeting, renderEmail } from '../../mail/email-templates.js';
import type { Mailer } from '../../mail/mailer.js';
import type { StaffRecipient } from '../office/index.js';

/** Long messages are cut in the e-mail; the whole text is in the inbox. */
const QUOTE_LENGTH = 500;

/**
 * "A visitor is waiting in the chat" to one of the office's recipients (when nobody
 * is online), once per waiting stretch, with a link to the conversation in the inbox.
 */
export async function sendStaffChatNotice(
  mailer: Mailer,
  publicUrl: string,
  recipient: StaffRecipient,
  conversation: ChatConversationSummary,
  message: string,
) {
  const name = conversation.visitorName?.trim() || null;
  const who = name ?? 'A visitor';
  const contact = [conversation.visitorEmail, conversation.visitorPhone].filter(Boolean).join(', ');
  const quote =
    Array.from(message).length > QUOTE_LENGTH ? `${Array.from(message).slice(0, QUOTE_LENGTH).join('')}…` : message;
  const { text, html } = renderEmail({
    businessName: defaultBusiness.name,
    heading: `${who} is waiting in the chat`,
    paragraphs: [
      greeting(recipient.firstName),
      `${who}${contact ? ` (${contact})` : ''} wrote in the website chat while no one from the team was online:`,
      `“${quote}”`,
      'They were told when to expect an answer. Please reply from the chat inbox.',
    ],
    action: { label: 'Open the conversation', url: `${publicUrl}/admin/chat?c=${encodeURIComponent(conversation.id)}` },
    footer: 'You are receiving this e-mail because you are on the office’s list and nobody was online in the chat.',
  });
  await mailer.send({
    to: recipient.email,
    subject: `New chat message from ${name ?? 'a visitor'}`,
    text,
    html,
    kind: 'chat-staff-notice',
  });
}

/**
 * A conversation was given to a staff member by someone else: they are told by e-mail, with who wrote,
 * the last message and the way to it (docs/sms.md, "One inbox").
 */
export async function sendConversationGiven(
  mailer: Mailer,
  publicUrl: string,
  to: { email: string; firstName: string },
  by: string,
  conversation: ChatConversationSummary,
) {
  const who = conversation.visitorName?.trim() || 'A visitor';
  const where = conversation.channel === 'sms' ? 'by text' : 'in the website chat';
  const { text, html } = renderEmail({
    businessName: defaultBusiness.name,
    heading: `${by} gave you a conversation`,
    paragraphs: [
      greeting(to.firstName),
      `${by} gave you the conversation with ${who}, who wrote ${where}.`,
      ...(conversation.lastMessagePreview ? [`The last message: “${conversation.lastMessagePreview}”`] : []),
      'Please answer it from the chat inbox.',
    ],
    action: { label: 'Open the conversation', url: `${publicUrl}/admin/chat?c=${encodeURIComponent(conversation.id)}` },
    footer: 'You are receiving this e-mail because a conversation was given to you in the chat inbox.',
  });
  await mailer.send({ to: to.email, subject: `A conversation is yours: ${who}`, text, html, kind: 'chat-given' });
}

/**
 * A staff answer to a visitor who has left the chat (docs/sms.md, "One inbox"): the answer by e-mail, in
 * their language, with a link that reopens the same conversation in the site's chat, so their reply
 * lands beside it. The conversation's id is the visitor's key to it: the outbox keeps it hidden.
 */
export async function sendAnswerByEmail(
  mailer: Mailer,
  publicUrl: string,
  to: { email: string; name: string | null; language: Locale },
  conversationId: string,
  staffFirstName: string,
  answer: string,
) {
  const intl = mailIntl(to.language);
  const values = { business: defaultBusiness.name, staff: staffFirstName };
  const link = `${intl.link(publicUrl, '/')}?${CHAT_CONTINUE_PARAM}=${encodeURIComponent(conversationId)}`;
  const { text, html } = renderEmail({
    businessName: defaultBusiness.name,
    heading: intl.t('chat-answer.heading'),
    paragraphs: [
      ...(to.name ? [greeting(to.name, to.language)] : []),
      intl.t('chat-answer.intro', values),
      `“${answer}”`,
      intl.t('chat-answer.reply'),
    ],
    action: { label: intl.t('chat-answer.action'), url: link },
    footer: intl.t('chat-answer.footer'),
    language: to.language,
  });
  await mailer.send({
    to: to.email,
    subject: intl.t('chat-answer.subject', values),
    text,
    html,
    kind: 'chat-answer',
    secrets: [conversationId],
  });
}
