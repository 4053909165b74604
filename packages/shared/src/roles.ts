export const ROLES = ['client', 'staff', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Staff and admins work in the back office; clients use the client area. */
export function isBackOfficeRole(role: Role): boolean {
  return role === 'staff' || role === 'admin';
}

/** Where the header's dashboard entry and the post-login redirect lead for a role. */
export function dashboardPathFor(role: Role): '/admin' | '/dashboard' {
  return isBackOfficeRole(role) ? '/admin' : '/dashboard';
}

export function dashboardLabelFor(role: Role): 'Admin Dashboard' | 'My Dashboard' {
  return isBackOfficeRole(role) ? 'Admin Dashboard' : 'My Dashboard';
}
