import { contactDetails, list, paragraph, subheading, type LegalDocument } from './legal-document';

/** The text is in the catalogue's `legal` file (docs/i18n.md); this is its order and shape. */
export const privacyPolicy: LegalDocument = {
  title: 'site.legal.privacy',
  description: 'legal.privacy.description',
  summary: ['legal.privacy.summary.1', 'legal.privacy.summary.2', 'legal.privacy.summary.3', 'legal.privacy.summary.4'],
  sections: [
    {
      id: 'who-we-are',
      heading: 'legal.privacy.who-we-are.heading',
      blocks: [paragraph('legal.privacy.who-we-are.p1'), paragraph('legal.privacy.who-we-are.p2')],
    },
    {
      id: 'information-we-collect',
      heading: 'legal.privacy.information-we-collect.heading',
      blocks: [
        subheading('legal.privacy.information-we-collect.h1'),
        list(
          'legal.privacy.information-we-collect.l1.1',
          'legal.privacy.information-we-collect.l1.2',
          'legal.privacy.information-we-collect.l1.3',
          'legal.privacy.information-we-collect.l1.4',
          'legal.privacy.information-we-collect.l1.5',
          'legal.privacy.information-we-collect.l1.6',
        ),
        subheading('legal.privacy.information-we-collect.h2'),
        list(
          'legal.privacy.information-we-collect.l2.1',
          'legal.privacy.information-we-collect.l2.2',
          'legal.privacy.information-we-collect.l2.3',
          'legal.privacy.information-we-collect.l2.4',
        ),
        paragraph('legal.privacy.information-we-collect.p1'),
      ],
    },
    {
      id: 'how-we-use-it',
      heading: 'legal.privacy.how-we-use-it.heading',
      blocks: [
        paragraph('legal.privacy.how-we-use-it.p1'),
        list(
          'legal.privacy.how-we-use-it.l1.1',
          'legal.privacy.how-we-use-it.l1.2',
          'legal.privacy.how-we-use-it.l1.3',
          'legal.privacy.how-we-use-it.l1.4',
          'legal.privacy.how-we-use-it.l1.5',
          'legal.privacy.how-we-use-it.l1.6',
          'legal.privacy.how-we-use-it.l1.7',
        ),
      ],
    },
    {
      id: 'text-messages',
      heading: 'legal.privacy.text-messages.heading',
      blocks: [
        paragraph('legal.privacy.text-messages.p1'),
        list(
          'legal.privacy.text-messages.l1.1',
          'legal.privacy.text-messages.l1.2',
          'legal.privacy.text-messages.l1.3',
          'legal.privacy.text-messages.l1.4',
        ),
      ],
    },
    {
      id: 'no-sale',
      heading: 'legal.privacy.no-sale.heading',
      blocks: [
        paragraph('legal.privacy.no-sale.p1'),
        paragraph('legal.privacy.no-sale.p2'),
        list('legal.privacy.no-sale.l1.1', 'legal.privacy.no-sale.l1.2', 'legal.privacy.no-sale.l1.3'),
      ],
    },
    {
      id: 'security',
      heading: 'legal.privacy.security.heading',
      blocks: [
        list(
          'legal.privacy.security.l1.1',
          'legal.privacy.security.l1.2',
          'legal.privacy.security.l1.3',
          'legal.privacy.security.l1.4',
          'legal.privacy.security.l1.5',
        ),
        paragraph('legal.privacy.security.p1'),
      ],
    },
    {
      id: 'how-long-we-keep-it',
      heading: 'legal.privacy.how-long-we-keep-it.heading',
      blocks: [paragraph('legal.privacy.how-long-we-keep-it.p1')],
    },
    {
      id: 'your-rights',
      heading: 'legal.privacy.your-rights.heading',
      blocks: [
        paragraph('legal.privacy.your-rights.p1'),
        list(
          'legal.privacy.your-rights.l1.1',
          'legal.privacy.your-rights.l1.2',
          'legal.privacy.your-rights.l1.3',
          'legal.privacy.your-rights.l1.4',
        ),
        paragraph('legal.privacy.your-rights.p2'),
      ],
    },
    {
      id: 'children',
      heading: 'legal.privacy.children.heading',
      blocks: [paragraph('legal.privacy.children.p1')],
    },
    {
      id: 'changes',
      heading: 'legal.privacy.changes.heading',
      blocks: [paragraph('legal.privacy.changes.p1')],
    },
    {
      id: 'contact',
      heading: 'legal.privacy.contact.heading',
      blocks: [paragraph('legal.privacy.contact.p1'), contactDetails],
    },
  ],
};
