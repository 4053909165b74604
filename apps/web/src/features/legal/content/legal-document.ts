import type { MessageId } from '../../../i18n/messages/en';

/**
 * The shape of a legal page: plain data, rendered by LegalDocumentView. Every text is a message of
 * the catalogue's `legal` file, so each document reads in the page's language.
 */
export type LegalBlock =
  | { kind: 'paragraph'; text: MessageId }
  | { kind: 'list'; items: readonly MessageId[] }
  | { kind: 'subheading'; text: MessageId }
  /** The business's name, phone, e-mail and address, as links. */
  | { kind: 'contact' };

export interface LegalSection {
  /** The in-page anchor; kebab-case, the same in every language. */
  id: string;
  heading: MessageId;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  title: MessageId;
  /** For the page's meta description. */
  description: MessageId;
  /** A few plain sentences at the top: the document in short. */
  summary: readonly MessageId[];
  sections: readonly LegalSection[];
}

/** All three documents were last changed on this day (a calendar day, written in the page's language). */
export const LEGAL_LAST_UPDATED = '2025-05-16';

export const paragraph = (text: MessageId): LegalBlock => ({ kind: 'paragraph', text });
export const list = (...items: MessageId[]): LegalBlock => ({ kind: 'list', items });
export const subheading = (text: MessageId): LegalBlock => ({ kind: 'subheading', text });
export const contactDetails: LegalBlock = { kind: 'contact' };
