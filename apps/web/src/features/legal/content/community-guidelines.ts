import { contactDetails, list, paragraph, subheading, type LegalDocument } from './legal-document';

/** The text is in the catalogue's `legal` file (docs/i18n.md); this is its order and shape. */
export const communityGuidelines: LegalDocument = {
  title: 'site.legal.guidelines',
  description: 'legal.guidelines.description',
  summary: [
    'legal.guidelines.summary.1',
    'legal.guidelines.summary.2',
    'legal.guidelines.summary.3',
    'legal.guidelines.summary.4',
  ],
  sections: [
    {
      id: 'why-these-guidelines',
      heading: 'legal.guidelines.why-these-guidelines.heading',
      blocks: [
        paragraph('legal.guidelines.why-these-guidelines.p1'),
        paragraph('legal.guidelines.why-these-guidelines.p2'),
        list(
          'legal.guidelines.why-these-guidelines.l1.1',
          'legal.guidelines.why-these-guidelines.l1.2',
          'legal.guidelines.why-these-guidelines.l1.3',
        ),
      ],
    },
    {
      id: 'respect',
      heading: 'legal.guidelines.respect.heading',
      blocks: [
        list('legal.guidelines.respect.l1.1', 'legal.guidelines.respect.l1.2', 'legal.guidelines.respect.l1.3'),
        paragraph('legal.guidelines.respect.p1'),
      ],
    },
    {
      id: 'no-harassment',
      heading: 'legal.guidelines.no-harassment.heading',
      blocks: [
        paragraph('legal.guidelines.no-harassment.p1'),
        list(
          'legal.guidelines.no-harassment.l1.1',
          'legal.guidelines.no-harassment.l1.2',
          'legal.guidelines.no-harassment.l1.3',
          'legal.guidelines.no-harassment.l1.4',
          'legal.guidelines.no-harassment.l1.5',
          'legal.guidelines.no-harassment.l1.6',
        ),
      ],
    },
    {
      id: 'content',
      heading: 'legal.guidelines.content.heading',
      blocks: [
        list(
          'legal.guidelines.content.l1.1',
          'legal.guidelines.content.l1.2',
          'legal.guidelines.content.l1.3',
          'legal.guidelines.content.l1.4',
          'legal.guidelines.content.l1.5',
        ),
      ],
    },
    {
      id: 'commercial-activity',
      heading: 'legal.guidelines.commercial-activity.heading',
      blocks: [paragraph('legal.guidelines.commercial-activity.p1')],
    },
    {
      id: 'privacy',
      heading: 'legal.guidelines.privacy.heading',
      blocks: [list('legal.guidelines.privacy.l1.1', 'legal.guidelines.privacy.l1.2', 'legal.guidelines.privacy.l1.3')],
    },
    {
      id: 'reporting',
      heading: 'legal.guidelines.reporting.heading',
      blocks: [paragraph('legal.guidelines.reporting.p1')],
    },
    {
      id: 'enforcement',
      heading: 'legal.guidelines.enforcement.heading',
      blocks: [
        paragraph('legal.guidelines.enforcement.p1'),
        list(
          'legal.guidelines.enforcement.l1.1',
          'legal.guidelines.enforcement.l1.2',
          'legal.guidelines.enforcement.l1.3',
          'legal.guidelines.enforcement.l1.4',
        ),
        paragraph('legal.guidelines.enforcement.p2'),
      ],
    },
    {
      id: 'appeals',
      heading: 'legal.guidelines.appeals.heading',
      blocks: [
        paragraph('legal.guidelines.appeals.p1'),
        subheading('legal.guidelines.appeals.h1'),
        list('legal.guidelines.appeals.l1.1', 'legal.guidelines.appeals.l1.2'),
        paragraph('legal.guidelines.appeals.p2'),
      ],
    },
    {
      id: 'contact',
      heading: 'legal.guidelines.contact.heading',
      blocks: [paragraph('legal.guidelines.contact.p1'), contactDetails],
    },
  ],
};
