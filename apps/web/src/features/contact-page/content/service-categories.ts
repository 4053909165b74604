import { ClipboardList, FileText, Laptop, ShoppingBasket, type LucideIcon } from 'lucide-react';

export interface RequestServiceCategory {
  title: string;
  icon: LucideIcon;
  examples: string;
}

/** /contact: the side card's four service categories. */
export const REQUEST_SERVICE_CATEGORIES: readonly RequestServiceCategory[] = [
  {
    title: 'Personal Assistance',
    icon: ShoppingBasket,
    examples: 'Grocery shopping, prescription pick-up and everyday errands.',
  },
  {
    title: 'Home & Tech Support',
    icon: Laptop,
    examples: 'Computers, phones and smart devices set up, and light cleaning.',
  },
  {
    title: 'Administrative Assistance',
    icon: FileText,
    examples: 'Bill paying, document organization and notary services.',
  },
  {
    title: 'Specialized Services',
    icon: ClipboardList,
    examples: 'Project management, furniture assembly, meal prep and seasonal home checks.',
  },
];
