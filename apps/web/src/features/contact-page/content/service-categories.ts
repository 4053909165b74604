import { ClipboardList, FileText, Laptop, ShoppingBasket, type LucideIcon } from 'lucide-react';
import type { MessageId } from '../../../i18n/messages/en';

export interface RequestServiceCategory {
  title: MessageId;
  icon: LucideIcon;
  examples: MessageId;
}

/** /contact: the side card's four service categories. */
export const REQUEST_SERVICE_CATEGORIES: readonly RequestServiceCategory[] = [
  { title: 'contact.categories.personal', icon: ShoppingBasket, examples: 'contact.categories.personal.examples' },
  { title: 'contact.categories.home-tech', icon: Laptop, examples: 'contact.categories.home-tech.examples' },
  { title: 'contact.categories.admin', icon: FileText, examples: 'contact.categories.admin.examples' },
  { title: 'contact.categories.special', icon: ClipboardList, examples: 'contact.categories.special.examples' },
];
