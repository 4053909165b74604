import { defaultBusiness as business } from '@ta/shared';
import { contactDetails, list, paragraph, subheading, type LegalDocument } from './legal-document';

export const termsAndConditions: LegalDocument = {
  title: 'Terms and Conditions',
  description: `The terms for booking and using ${business.name}'s services: minimums, payment, cancellations and more.`,
  summary: [
    'Standard packages have a 3-hour minimum.',
    'You pay when the work is done, not before.',
    'Cancel with at least 24 hours’ notice and there is no charge.',
    'We keep what we see in your home and papers private.',
  ],
  sections: [
    {
      id: 'about-these-terms',
      heading: 'About these terms',
      blocks: [
        paragraph(
          `These terms are the agreement between you and ${business.name} ("we", "us") when you use our website or book our services. Please read them. If something is unclear, call us and we will explain.`,
        ),
        paragraph(
          'By sending a request, booking an appointment or creating an account, you agree to these terms and to our Privacy Policy.',
        ),
      ],
    },
    {
      id: 'our-services',
      heading: 'Our services',
      blocks: [
        paragraph('We offer practical help in everyday life, including:'),
        list(
          'Errands such as grocery shopping and prescription pick-up.',
          'Home and tech support: computer and smart-device setup, troubleshooting and light cleaning.',
          'Administrative help: bill paying assistance and document organization.',
          'Notary services at your home or a place you choose.',
          'Project management, furniture assembly, and meal preparation through trusted partners.',
          'Seasonal property management: home checks while you are away from Florida.',
        ),
        paragraph(
          `We serve ${business.serviceAreas.join(', ')}. Outside these areas, a travel fee may apply; we will tell you before you book.`,
        ),
      ],
    },
    {
      id: 'bookings-and-minimums',
      heading: 'Bookings, prices and the 3-hour minimum',
      blocks: [
        list(
          'Standard packages have a 3-hour minimum. Current package prices are shown in the Pricing section of our home page.',
          'Specialized services and projects are priced for you. We give you a written quote first.',
          'We confirm the price with you before any work starts. There are no hidden fees.',
          'If a job needs more time than booked, we ask you before we continue.',
          'Groceries for meal preparation are paid separately. Notary services are priced per signature.',
        ),
      ],
    },
    {
      id: 'communications',
      heading: 'Calls, e-mails and text messages',
      blocks: [
        paragraph(
          'When you give us your phone number or e-mail address, you agree that we may contact you about your requests, quotes and appointments.',
        ),
        list(
          'We send text messages only if you agreed to receive them. Reply STOP to stop them at any time.',
          'We send our newsletter and offers only if you asked for them. Every newsletter has a way to unsubscribe.',
          'Agreeing to texts or marketing is never a condition of using our services.',
        ),
      ],
    },
    {
      id: 'payment',
      heading: 'Payment',
      blocks: [
        list(
          'Payment is due when the service is completed. We do not ask you to pay in advance for standard packages.',
          'You receive a clear bill that shows the time spent and any agreed costs.',
          'Costs we pay for you with your approval, such as groceries, are added to your bill with the receipts.',
          'Our team will never ask you for cash gifts, loans, or your banking passwords.',
        ),
      ],
    },
    {
      id: 'cancellations',
      heading: 'Cancelling or changing an appointment',
      blocks: [
        list(
          'You can cancel or move an appointment free of charge with at least 24 hours’ notice.',
          'With less than 24 hours’ notice, a cancellation fee of 50% of the service fee applies.',
          'To cancel, call us, e-mail us, or use the client area of this website.',
        ),
        subheading('If we need to cancel'),
        paragraph(
          'Sometimes we must cancel, for example during a hurricane warning or if a team member is ill. We will tell you as soon as we can, offer a new time, and charge you nothing.',
        ),
      ],
    },
    {
      id: 'limits',
      heading: 'What we do not do',
      blocks: [
        paragraph('To keep you safe, some things are outside our services:'),
        list(
          'We are not a home-health agency. We do not give medical care or manage your medicines.',
          'We do not give legal, tax or financial advice. Our notaries witness signatures and cannot draft legal documents or explain their legal effect.',
          'We do not become a signer on your accounts or accept power of attorney.',
          'We do not lift or move loads that would put you or our team at risk.',
        ),
        paragraph('We may decline or stop a job if it is unsafe, unlawful, or outside what we agreed.'),
      ],
    },
    {
      id: 'your-part',
      heading: 'Your part',
      blocks: [
        list(
          'Give us accurate details about the work, your address and how to reach you.',
          'Tell us about pets, alarms, access codes or anything else we need to know before a visit.',
          'Keep your home safe for our team to work in.',
        ),
      ],
    },
    {
      id: 'liability',
      heading: 'Responsibility for loss or damage',
      blocks: [
        paragraph(
          'We do our work with care and skill. If we damage your property through our own carelessness, we will put it right or pay for the repair.',
        ),
        paragraph('We are not responsible for:'),
        list(
          'Delays caused by things outside our control, such as weather, traffic or a store being out of stock.',
          'Problems that already existed, for example a faulty device or furniture with missing parts.',
          'Results of wrong or incomplete information given to us.',
        ),
        paragraph(
          'Unless the law says otherwise, our responsibility for any one job is limited to the amount you paid for it. Nothing in these terms limits our responsibility for gross negligence or wilful misconduct, or anything else Florida law does not allow us to limit. Please tell us about any problem as soon as you can, so that we can help.',
        ),
      ],
    },
    {
      id: 'confidentiality',
      heading: 'Confidentiality',
      blocks: [
        paragraph(
          'Our work lets us into your home, your papers and your devices. We keep what we see and hear private, and everyone on our team must do the same.',
        ),
        paragraph(
          'We share your details only when needed to do the job you asked for, or when the law requires it. Our Privacy Policy explains more.',
        ),
      ],
    },
    {
      id: 'using-this-website',
      heading: 'Using this website',
      blocks: [
        list(
          'Keep your password to yourself, and tell us straight away if you think someone else has used your account.',
          'Do not misuse the site, for example by sending false requests or trying to reach other people’s information.',
          'Our Community Guidelines apply to our chat and anything you post.',
        ),
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law',
      blocks: [
        paragraph(
          'These terms are governed by the laws of the State of Florida. If we ever disagree, we will first try to settle it by talking. If that fails, the state courts of Florida in the county where we provided the service will decide.',
        ),
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      blocks: [
        paragraph(
          'We may update these terms. The date at the top shows the latest version. Changes never apply to a service that was already booked, unless you agree.',
        ),
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [paragraph('Questions about these terms? We are happy to explain them:'), contactDetails],
    },
  ],
};
