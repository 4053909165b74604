export const ROLES = ['client', 'staff', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/**
 * The role checks, each written once: screens, routes and guards ask these rather than compare role
 * names themselves. "Staff" in the code means the back office (staff and admins, as requireStaff lets
 * in); an admin is the one role above it. They take any text, so a role read from a command line or
 * a missing one (no session) can be asked too: neither matches.
 */

/** Staff and admins work in the back office; clients use the client area. */
export function isBackOfficeRole(role: string | null | undefined): role is 'staff' | 'admin' {
  return role === 'staff' || role === 'admin';
}

/** Admins: users, prices, checklists and the notary journal, giving home-watch work, voiding payments. */
export function isAdminRole(role: string | null | undefined): role is 'admin' {
  return role === 'admin';
}

/** Clients: the client area's own pages and actions. */
export function isClientRole(role: string | null | undefined): role is 'client' {
  return role === 'client';
}

/** Where the header's dashboard entry and the post-login redirect lead for a role. */
export function dashboardPathFor(role: Role): '/admin' | '/dashboard' {
  return isBackOfficeRole(role) ? '/admin' : '/dashboard';
}

export function dashboardLabelFor(role: Role): 'Admin Dashboard' | 'My Dashboard' {
  return isBackOfficeRole(role) ? 'Admin Dashboard' : 'My Dashboard';
}
