import { contactDetails, list, paragraph, subheading, type LegalDocument } from './legal-document';

/** The text is in the catalogue's `legal` file (docs/i18n.md); this is its order and shape. */
export const termsAndConditions: LegalDocument = {
  title: 'site.legal.terms',
  description: 'legal.terms.description',
  summary: ['legal.terms.summary.1', 'legal.terms.summary.2', 'legal.terms.summary.3', 'legal.terms.summary.4'],
  sections: [
    {
      id: 'about-these-terms',
      heading: 'legal.terms.about-these-terms.heading',
      blocks: [paragraph('legal.terms.about-these-terms.p1'), paragraph('legal.terms.about-these-terms.p2')],
    },
    {
      id: 'our-services',
      heading: 'legal.terms.our-services.heading',
      blocks: [
        paragraph('legal.terms.our-services.p1'),
        list(
          'legal.terms.our-services.l1.1',
          'legal.terms.our-services.l1.2',
          'legal.terms.our-services.l1.3',
          'legal.terms.our-services.l1.4',
          'legal.terms.our-services.l1.5',
          'legal.terms.our-services.l1.6',
        ),
        paragraph('legal.terms.our-services.p2'),
      ],
    },
    {
      id: 'bookings-and-minimums',
      heading: 'legal.terms.bookings-and-minimums.heading',
      blocks: [
        list(
          'legal.terms.bookings-and-minimums.l1.1',
          'legal.terms.bookings-and-minimums.l1.2',
          'legal.terms.bookings-and-minimums.l1.3',
          'legal.terms.bookings-and-minimums.l1.4',
          'legal.terms.bookings-and-minimums.l1.5',
        ),
      ],
    },
    {
      id: 'communications',
      heading: 'legal.terms.communications.heading',
      blocks: [
        paragraph('legal.terms.communications.p1'),
        list('legal.terms.communications.l1.1', 'legal.terms.communications.l1.2', 'legal.terms.communications.l1.3'),
      ],
    },
    {
      id: 'payment',
      heading: 'legal.terms.payment.heading',
      blocks: [
        list(
          'legal.terms.payment.l1.1',
          'legal.terms.payment.l1.2',
          'legal.terms.payment.l1.3',
          'legal.terms.payment.l1.4',
        ),
      ],
    },
    {
      id: 'cancellations',
      heading: 'legal.terms.cancellations.heading',
      blocks: [
        list('legal.terms.cancellations.l1.1', 'legal.terms.cancellations.l1.2', 'legal.terms.cancellations.l1.3'),
        subheading('legal.terms.cancellations.h1'),
        paragraph('legal.terms.cancellations.p1'),
      ],
    },
    {
      id: 'limits',
      heading: 'legal.terms.limits.heading',
      blocks: [
        paragraph('legal.terms.limits.p1'),
        list(
          'legal.terms.limits.l1.1',
          'legal.terms.limits.l1.2',
          'legal.terms.limits.l1.3',
          'legal.terms.limits.l1.4',
        ),
        paragraph('legal.terms.limits.p2'),
      ],
    },
    {
      id: 'your-part',
      heading: 'legal.terms.your-part.heading',
      blocks: [list('legal.terms.your-part.l1.1', 'legal.terms.your-part.l1.2', 'legal.terms.your-part.l1.3')],
    },
    {
      id: 'liability',
      heading: 'legal.terms.liability.heading',
      blocks: [
        paragraph('legal.terms.liability.p1'),
        paragraph('legal.terms.liability.p2'),
        list('legal.terms.liability.l1.1', 'legal.terms.liability.l1.2', 'legal.terms.liability.l1.3'),
        paragraph('legal.terms.liability.p3'),
      ],
    },
    {
      id: 'confidentiality',
      heading: 'legal.terms.confidentiality.heading',
      blocks: [paragraph('legal.terms.confidentiality.p1'), paragraph('legal.terms.confidentiality.p2')],
    },
    {
      id: 'using-this-website',
      heading: 'legal.terms.using-this-website.heading',
      blocks: [
        list(
          'legal.terms.using-this-website.l1.1',
          'legal.terms.using-this-website.l1.2',
          'legal.terms.using-this-website.l1.3',
        ),
      ],
    },
    {
      id: 'governing-law',
      heading: 'legal.terms.governing-law.heading',
      blocks: [paragraph('legal.terms.governing-law.p1')],
    },
    {
      id: 'changes',
      heading: 'legal.terms.changes.heading',
      blocks: [paragraph('legal.terms.changes.p1')],
    },
    {
      id: 'contact',
      heading: 'legal.terms.contact.heading',
      blocks: [paragraph('legal.terms.contact.p1'), contactDetails],
    },
  ],
};
