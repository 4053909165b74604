import { describe, expect, it } from 'vitest';
import { adminNavLinkName, adminNavLinksFor, isCurrentAdminPage } from './admin-nav-links';

describe('adminNavLinksFor', () => {
  it('shows Users, Prices, Checklists, the notary journal, Feedback and the Newsletter to admins only', () => {
    expect(adminNavLinksFor('admin').map((l) => l.label)).toEqual([
      'Dashboard',
      'Contacts',
      'Projects',
      'Quotes',
      'Blog',
      'Comments',
      'Newsletter',
      'Users',
      'Appointments',
      'Standing visits',
      'Availability',
      'Prices',
      'Visits',
      'Properties',
      'Invoices',
      'Storm mode',
      'Checklists',
      'Notary journal',
      'Feedback',
      'Furniture Photos',
      'Outbox',
      'Chat',
    ]);
    expect(adminNavLinksFor('staff').map((l) => l.href)).toContain('/admin/chat');
    expect(adminNavLinksFor('staff').map((l) => l.label)).not.toContain('Users');
    expect(adminNavLinksFor('staff').map((l) => l.label)).not.toContain('Checklists');
    expect(adminNavLinksFor('staff').map((l) => l.href)).not.toContain('/admin/notary-journal');
    expect(adminNavLinksFor('staff').map((l) => l.label)).not.toContain('Prices');
    expect(adminNavLinksFor('staff').map((l) => l.href)).not.toContain('/admin/feedback');
    expect(adminNavLinksFor('staff').map((l) => l.href)).not.toContain('/admin/newsletter');
    expect(adminNavLinksFor('staff').map((l) => l.href)).toContain('/admin/properties');
    // Staff moderate the blog's comments too.
    expect(adminNavLinksFor('staff').map((l) => l.href)).toContain('/admin/blog-comments');
    expect(adminNavLinksFor('staff').map((l) => l.label)).toContain('Standing visits');
    // Staff read their own availability there; only admins change it.
    expect(adminNavLinksFor('staff').map((l) => l.href)).toContain('/admin/availability');
  });
});

describe('adminNavLinkName', () => {
  it('adds the unread count in words, and nothing when there is none', () => {
    expect(adminNavLinkName('Chat', 3)).toBe('Chat, 3 unread');
    expect(adminNavLinkName('Chat', 1500)).toBe('Chat, 1,500 unread');
    expect(adminNavLinkName('Chat', 0)).toBe('Chat');
    expect(adminNavLinkName('Chat', undefined)).toBe('Chat');
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
    expect(isCurrentAdminPage('/admin/blog-comments?status=spam', '/admin/blog')).toBe(false);
    expect(isCurrentAdminPage('/admin/blog-comments?status=spam', '/admin/blog-comments')).toBe(true);
    expect(isCurrentAdminPage('/admin/chat?c=chat_1', '/admin/chat')).toBe(true);
  });
});
