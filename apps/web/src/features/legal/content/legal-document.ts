/** The shape of a legal page's text: plain data, rendered by LegalDocumentView. */
export type LegalBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'subheading'; text: string }
  /** The business's name, phone, e-mail and address, as links. */
  | { kind: 'contact' };

export interface LegalSection {
  /** The in-page anchor; kebab-case. */
  id: string;
  heading: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  title: string;
  /** For the page's meta description. */
  description: string;
  /** A few plain sentences at the top: the document in short. */
  summary: readonly string[];
  sections: readonly LegalSection[];
}

/** All three documents were last changed on this day. */
export const LEGAL_LAST_UPDATED = { iso: '2025-05-16', text: 'May 16, 2025' } as const;

export const paragraph = (text: string): LegalBlock => ({ kind: 'paragraph', text });
export const list = (...items: string[]): LegalBlock => ({ kind: 'list', items });
export const subheading = (text: string): LegalBlock => ({ kind: 'subheading', text });
export const contactDetails: LegalBlock = { kind: 'contact' };
