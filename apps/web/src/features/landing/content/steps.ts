/** How it works, in six steps. */
export const HOW_IT_WORKS_STEPS = [
  {
    title: 'Contact Us',
    description: 'Reach us by the form, by email or by phone. We respond promptly and set up an initial consultation.',
  },
  {
    title: 'Discuss Your Needs',
    description: 'We listen, ask questions and talk through what would help you most.',
  },
  { title: 'Receive a Quote', description: 'You get a clear price with no hidden fees.' },
  { title: 'Schedule Service', description: 'Together we choose a day and time that suits you.' },
  {
    title: 'Service Completion',
    description: 'Our team does the work with care and keeps you informed along the way.',
  },
  {
    title: 'Payment & Feedback',
    description: 'You pay only after the work is done, and tell us how we did.',
  },
] as const;
