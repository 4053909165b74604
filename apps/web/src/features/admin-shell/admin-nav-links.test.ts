import { describe, expect, it } from 'vitest';
import { adminNavLinksFor, isCurrentAdminPage } from './admin-nav-links';

describe('adminNavLinksFor', () => {
  it('shows Users to admins only', () => {
    expect(adminNavLinksFor('admin').map((l) => l.label)).toEqual([
      'Dashboard',
      'Contacts',
      'Projects',
      'Blog',
      'Users',
      'Appointments',
      'Furniture Photos',
      'Outbox',
    ]);
    expect(adminNavLinksFor('staff').map((l) => l.label)).not.toContain('Users');
  });
});

describe('isCurrentAdminPage', () => {
  it('marks the Dashboard only on /admin and /admin/dashboard', () => {
    expect(isCurrentAdminPage('/admin', '/admin')).toBe(true);
    expect(isCurrentAdminPage('/admin/', '/admin')).toBe(true);
    expect(isCurrentAdminPage('/admin/dashboard', '/admin')).toBe(true);
    expect(isCurrentAdminPage('/admin/contacts', '/admin')).toBe(false);
  });

  it('marks a section on its sub-pages, but not on look-alike paths', () => {
    expect(isCurrentAdminPage('/admin/blog/new', '/admin/blog')).toBe(true);
    expect(isCurrentAdminPage('/admin/appointments/12?x=1', '/admin/appointments')).toBe(true);
    expect(isCurrentAdminPage('/admin/blogger', '/admin/blog')).toBe(false);
  });
});
