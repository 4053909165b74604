import { defaultBusiness as business } from '@ta/shared';
import { contactDetails, list, paragraph, subheading, type LegalDocument } from './legal-document';

export const communityGuidelines: LegalDocument = {
  title: 'Community Guidelines',
  description: `How we ask everyone to behave in ${business.name}'s chat, comments and reviews, and what happens when someone does not.`,
  summary: [
    'Be kind and respectful.',
    'No harassment, scams or selling.',
    'Keep private details private.',
    'If we remove something and you disagree, you can appeal by e-mail.',
  ],
  sections: [
    {
      id: 'why-these-guidelines',
      heading: 'Why we have these guidelines',
      blocks: [
        paragraph(
          `Many of the people we serve are seniors, veterans and people with disabilities. We want every conversation with ${business.name} to feel safe, friendly and useful.`,
        ),
        paragraph('These guidelines apply to:'),
        list(
          'Our website chat.',
          'Comments, reviews and testimonials you send us.',
          'Messages to our team, and our pages on social media.',
        ),
      ],
    },
    {
      id: 'respect',
      heading: 'Be respectful',
      blocks: [
        list(
          'Be polite and patient, with other people and with our team.',
          'Disagree kindly. Talk about the issue, not the person.',
          'Remember that some people need more time, larger text or a phone call. Help them feel welcome.',
        ),
        paragraph('Our team will treat you with the same respect.'),
      ],
    },
    {
      id: 'no-harassment',
      heading: 'No harassment or abuse',
      blocks: [
        paragraph('We do not allow:'),
        list(
          'Threats, insults, bullying or name-calling.',
          'Hateful remarks about age, disability, race, religion, sex, sexual orientation, gender identity, national origin or veteran status.',
          'Sexual comments or advances.',
          'Repeated contact with someone who has asked you to stop.',
          'Abuse of our team members, online or in person.',
          'Scams: pressuring or tricking anyone into giving money or personal details.',
        ),
      ],
    },
    {
      id: 'content',
      heading: 'What you share',
      blocks: [
        list(
          'Be honest. Reviews should describe your own real experience.',
          'Stay on topic, and keep language clean.',
          'Share only photos and text that you have the right to share.',
          'Never post anything unlawful, or links and files meant to cause harm.',
          'Photos you upload should show the item we are helping with, not other people.',
        ),
      ],
    },
    {
      id: 'commercial-activity',
      heading: 'No selling or advertising',
      blocks: [
        paragraph(
          'Please do not use our chat, comments or pages to advertise, sell, ask for money or donations, or send the same message again and again. If you would like to work with us as a business, e-mail us instead.',
        ),
      ],
    },
    {
      id: 'privacy',
      heading: 'Protect your privacy and others’',
      blocks: [
        list(
          'Do not post your own or anyone else’s Social Security number, bank details, medical details or home address where others can see them.',
          'Do not share photos or messages of other people without their permission.',
          'Our team will never ask for your full Social Security number or your banking passwords in chat. If anyone does, do not answer, and tell us.',
        ),
      ],
    },
    {
      id: 'reporting',
      heading: 'Reporting a problem',
      blocks: [
        paragraph(
          'If you see something that breaks these guidelines, or someone makes you feel unsafe, please call or e-mail us. Tell us what happened, where and when. We treat every report seriously and keep it confidential.',
        ),
      ],
    },
    {
      id: 'enforcement',
      heading: 'What happens if the guidelines are broken',
      blocks: [
        paragraph('Depending on how serious it is, we may take one or more of these steps:'),
        list(
          'Removal: we take down the message, comment or photo.',
          'Warning: we tell you what went wrong and ask you to stop.',
          'Suspension: we pause your account or chat access for a time.',
          'Ban: we close your account or block you from our chat for good.',
        ),
        paragraph(
          'For serious cases, such as threats or fraud, we may skip straight to a ban and tell the police. We may also decline to provide services.',
        ),
      ],
    },
    {
      id: 'appeals',
      heading: 'Appeals',
      blocks: [
        paragraph(
          `If you think we made a mistake, you can appeal by e-mail to ${business.email} within 30 days of our decision.`,
        ),
        subheading('What to include'),
        list('Your name, and the e-mail address of your account if you have one.', 'What we did and why you disagree.'),
        paragraph(
          'Where possible, someone who was not part of the first decision reviews your appeal. We reply by e-mail within 10 business days.',
        ),
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        paragraph('Questions about these guidelines, or something to report? Please get in touch:'),
        contactDetails,
      ],
    },
  ],
};
