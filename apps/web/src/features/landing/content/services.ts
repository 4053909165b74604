import { ClipboardList, FileText, Laptop, ShoppingBasket, type LucideIcon } from 'lucide-react';
import type { MessageId } from '../../../i18n/messages/en';

export interface ServiceCategory {
  title: MessageId;
  icon: LucideIcon;
  services: readonly { name: MessageId; description: MessageId }[];
}

/** The services named in the catalogue: `landing.services.<key>.name` and `.description`. */
type ServiceKey<Id = MessageId> = Id extends `landing.services.${infer Key}.name` ? Key : never;

const service = (key: ServiceKey) =>
  ({ name: `landing.services.${key}.name`, description: `landing.services.${key}.description` }) as const;

/** The services: four categories of three services (texts in the catalogue's `landing` file). */
export const SERVICE_CATEGORIES: readonly ServiceCategory[] = [
  {
    title: 'landing.services.errands.title',
    icon: ShoppingBasket,
    services: [service('groceries'), service('prescriptions'), service('general-errands')],
  },
  {
    title: 'landing.services.home-tech.title',
    icon: Laptop,
    services: [service('computers'), service('smart-devices'), service('cleaning')],
  },
  {
    title: 'landing.services.paperwork.title',
    icon: FileText,
    services: [service('bills'), service('documents'), service('notary')],
  },
  {
    title: 'landing.services.projects.title',
    icon: ClipboardList,
    services: [service('project-management'), service('meals'), service('custom')],
  },
];
