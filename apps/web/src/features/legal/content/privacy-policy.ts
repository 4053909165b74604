import { defaultBusiness as business } from '@ta/shared';
import { contactDetails, list, paragraph, subheading, type LegalDocument } from './legal-document';

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  description: `What personal information ${business.name} collects, why, how we protect it, and the choices you have.`,
  summary: [
    'We collect only what we need to help you.',
    'We never sell your information.',
    'We text you only if you say yes, and you can stop at any time.',
    'You can ask to see, correct or delete your information.',
  ],
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      blocks: [
        paragraph(
          `${business.name} is a personal-assistance business based in ${business.addressLine}. We help with errands, home and tech support, paperwork, notary services and seasonal home checks.`,
        ),
        paragraph(
          'This policy explains what information we collect, why we collect it, and what you can ask us to do with it. It covers this website, our client area, and the calls, e-mails and visits that go with our services.',
        ),
      ],
    },
    {
      id: 'information-we-collect',
      heading: 'Information we collect',
      blocks: [
        subheading('What you tell us'),
        list(
          'Your name, e-mail address and phone number.',
          'The service you need, your message, and the date, time and place you would like us to come.',
          'Your account details if you create one: username, name and e-mail. We never store your password itself, only a scrambled version that cannot be turned back into it.',
          'Photos and descriptions you send us, for example of furniture to assemble.',
          'Messages you send through our chat.',
          'Your choices about e-mail, text messages and our newsletter.',
        ),
        subheading('What our website records'),
        list(
          'One cookie that keeps you signed in. It ends when you log out or after a period without use.',
          'If you use our chat, a random conversation code kept in your browser so that you can see your earlier messages.',
          'Basic technical records, such as your internet address and the time of a visit. We use them to keep the site working and to block abuse.',
        ),
        paragraph(
          'We do not use advertising cookies or tracking tools from other companies. When you upload a photo, we remove the hidden location details that phones add to pictures.',
        ),
      ],
    },
    {
      id: 'how-we-use-it',
      heading: 'How we use your information',
      blocks: [
        paragraph('We use your information only to run our business and serve you:'),
        list(
          'To answer your questions and send you a quote.',
          'To plan, carry out and follow up on the services you ask for.',
          'To send you a confirmation with your tracking code, and updates when your request changes.',
          'To confirm appointments and remind you the day before.',
          'To send our newsletter, but only if you asked for it.',
          'To keep our website, your account and our records safe.',
          'To keep the records that tax and business law require.',
        ),
      ],
    },
    {
      id: 'text-messages',
      heading: 'Text messages (SMS)',
      blocks: [
        paragraph(
          'We send text messages only if you tick the box to agree. Agreeing is never a condition of using our services.',
        ),
        list(
          'Texts are about your requests and appointments, for example a reminder or a change of time.',
          'How often we text depends on your requests. Message and data rates from your phone company may apply.',
          'Reply STOP to any text to stop them. Reply HELP for help, or call us.',
          'We never share your phone number or your agreement to receive texts with anyone for their marketing.',
        ),
      ],
    },
    {
      id: 'no-sale',
      heading: 'We do not sell your information',
      blocks: [
        paragraph(
          'We do not sell, rent or trade your personal information. Not to advertisers, not to data brokers, not to anyone.',
        ),
        paragraph('We share it only in these cases, and only as much as needed:'),
        list(
          'With companies that help us run the business, such as our e-mail and website hosting providers. They must keep it safe and may not use it for anything else.',
          'With a trusted partner who carries out part of a service you asked for, such as meal preparation. They receive only what they need for that job.',
          'When the law requires it, or to protect someone from harm.',
        ),
      ],
    },
    {
      id: 'security',
      heading: 'How we keep it safe',
      blocks: [
        list(
          'Our website uses an encrypted connection, so what you type cannot be read on the way.',
          'Passwords are scrambled with a strong method before they are stored.',
          'Only team members who need your information to help you can see it.',
          'Signed-in sessions end after a period without use.',
          'Photos are stored under random names and are not shown to the public.',
        ),
        paragraph(
          'No system is perfect. If you think your account or information is at risk, please call us straight away.',
        ),
      ],
    },
    {
      id: 'how-long-we-keep-it',
      heading: 'How long we keep it',
      blocks: [
        paragraph(
          'We keep your information while we are helping you, and afterwards for as long as business and tax law require. When we no longer need it, we delete it.',
        ),
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights and choices',
      blocks: [
        paragraph('You can ask us at any time to:'),
        list(
          'Show you the information we hold about you.',
          'Correct anything that is wrong. You can also change your name and e-mail yourself on your profile page.',
          'Delete your information, unless the law requires us to keep it.',
          'Stop sending you e-mails or texts, or withdraw any agreement you gave us.',
        ),
        paragraph(
          'To protect you, we will check that the request really comes from you. We answer within 30 days, and we will never treat you differently for asking.',
        ),
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      blocks: [
        paragraph(
          'Our services are for adults. We do not knowingly collect information from children under 13. If you think a child has sent us information, please tell us and we will delete it.',
        ),
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        paragraph(
          'If we change this policy, we will update the date at the top of this page. If a change is important, we will also tell you by e-mail before it takes effect.',
        ),
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        paragraph('Questions about your information, or a request to see, correct or delete it? Please get in touch:'),
        contactDetails,
      ],
    },
  ],
};
