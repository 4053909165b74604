import { ClipboardList, FileText, Laptop, ShoppingBasket, type LucideIcon } from 'lucide-react';

export interface ServiceCategory {
  title: string;
  icon: LucideIcon;
  services: readonly { name: string; description: string }[];
}

/** The services: four categories of three services. */
export const SERVICE_CATEGORIES: readonly ServiceCategory[] = [
  {
    title: 'Personal Assistance & Errands',
    icon: ShoppingBasket,
    services: [
      { name: 'Grocery Shopping', description: 'We shop from your list and help put things away.' },
      { name: 'Prescription Pick-up', description: 'Medicines collected from your pharmacy and brought home.' },
      { name: 'General Errands', description: 'Post office, dry cleaning, returns and other trips.' },
    ],
  },
  {
    title: 'Home & Tech Support',
    icon: Laptop,
    services: [
      {
        name: 'Computer Setup & Troubleshooting',
        description: 'New computers set up and slow ones sorted out, explained in plain words.',
      },
      { name: 'Smart Device Setup', description: 'Phones, tablets, TVs and smart speakers connected and ready.' },
      { name: 'Light Cleaning', description: 'Tidying and light housekeeping to keep home comfortable.' },
    ],
  },
  {
    title: 'Administrative & Paperwork',
    icon: FileText,
    services: [
      { name: 'Bill Paying Assistance', description: 'Help keeping track of bills and paying them on time.' },
      { name: 'Document Organization', description: 'Papers sorted, filed and easy to find again.' },
      { name: 'Notary Services', description: 'At your home or a location of your choice.' },
    ],
  },
  {
    title: 'Specialized & Project Services',
    icon: ClipboardList,
    services: [
      { name: 'Project Management', description: 'Moves, repairs and home projects coordinated for you.' },
      { name: 'Meal Prep & Cooking', description: 'Home-cooked meals, prepared by our trusted subcontractors.' },
      { name: 'Custom Service Packages', description: 'A plan built around exactly what you need.' },
    ],
  },
];
