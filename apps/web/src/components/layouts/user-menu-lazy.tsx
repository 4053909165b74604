import { lazyComponent } from '../../lib/lazy-component';

/** The account menu (Radix dropdown) is only downloaded by signed-in visitors. */
export const UserMenu = lazyComponent('user-menu', () => import('./user-menu').then((m) => m.UserMenu));
