import {
  FileText,
  HandHeart,
  Handshake,
  HeartPulse,
  Laptop,
  Medal,
  ShieldCheck,
  Wrench,
  type LucideIcon,
} from 'lucide-react';

/** Value pillars and the figures shown as content. */
export const VALUE_PILLARS: readonly { title: string; description: string; icon: LucideIcon }[] = [
  {
    title: 'Integrity & Trust',
    description: 'We do what we say, treat your home and information with respect, and charge what we quote.',
    icon: ShieldCheck,
  },
  {
    title: 'Care & Compassion',
    description: 'Patient, kind help, at your pace, from people who enjoy helping.',
    icon: HandHeart,
  },
  {
    title: 'Reliability',
    description: 'We turn up when we say we will, and keep you informed.',
    icon: Handshake,
  },
  {
    title: 'Diverse Skills',
    description: 'Healthcare, veterans-affairs service, IT and paperwork experience on one team.',
    icon: Wrench,
  },
];

export const TRUST_FIGURES = [
  { figure: '100+', label: 'clients trust us' },
  { figure: '20+ years', label: 'of healthcare experience among the nurses on our team' },
  { figure: '15+ years', label: 'of our founder’s work in healthcare, senior care and tech support' },
] as const;

/** The team's experience areas. */
export const EXPERIENCE_AREAS: readonly { title: string; description: string; icon: LucideIcon }[] = [
  {
    title: 'Healthcare',
    description: 'Nurses and caregivers who know how to help gently and safely.',
    icon: HeartPulse,
  },
  {
    title: 'Veterans affairs',
    description: 'Years of service work with veterans, their benefits and their forms.',
    icon: Medal,
  },
  {
    title: 'IT and tech support',
    description: 'Computers, phones and home devices set up and explained patiently.',
    icon: Laptop,
  },
  {
    title: 'Paperwork',
    description: 'Bills, letters, records and forms put in order and kept that way.',
    icon: FileText,
  },
];
