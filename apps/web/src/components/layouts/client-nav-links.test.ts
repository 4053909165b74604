import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/messages/en';
import { es } from '../../i18n/messages/es';
import { CLIENT_NAV_LINKS, clientNavLinksFor, isCurrentPage } from './client-nav-links';

describe('CLIENT_NAV_LINKS', () => {
  it('lists the client pages in the order the header shows them', () => {
    expect(CLIENT_NAV_LINKS.map((link) => [en[link.label], link.href])).toEqual([
      ['Home', '/'],
      ['Dashboard', '/dashboard'],
      ['Appointments', '/appointments'],
      ['Standing visits', '/plans'],
      ['Service Requests', '/client-portal'],
      ['My Properties', '/properties'],
      ['Quotes', '/quotes'],
      ['My invoices', '/invoices'],
      ['My circle', '/circle'],
      ['Profile', '/profile'],
    ]);
  });

  it('names them in Spanish on Spanish pages', () => {
    expect(CLIENT_NAV_LINKS.map((link) => es[link.label])).toEqual([
      'Inicio',
      'Mi panel',
      'Citas',
      'Visitas fijas',
      'Solicitudes',
      'Mis propiedades',
      'Presupuestos',
      'Mis facturas',
      'Mi círculo',
      'Perfil',
    ]);
  });

  it('offers someone helping with an account only the pages their rights open', () => {
    const helping = { kind: 'helping', clientId: 9, name: 'Mary Smith', rights: ['appointments'] } as const;
    expect(clientNavLinksFor(helping).map((link) => link.href)).toEqual(['/', '/dashboard', '/appointments', '/plans']);
    const billing = { kind: 'helping', clientId: 9, name: 'Mary Smith', rights: ['billing'] } as const;
    expect(clientNavLinksFor(billing).map((link) => link.href)).toEqual(['/', '/dashboard', '/quotes', '/invoices']);
    expect(clientNavLinksFor({ kind: 'ended' }).map((link) => link.href)).toEqual(['/', '/dashboard']);
    expect(clientNavLinksFor({ kind: 'own' })).toEqual(CLIENT_NAV_LINKS);
  });
});

describe('isCurrentPage', () => {
  it('matches the exact path, with or without a trailing slash', () => {
    expect(isCurrentPage('/client-portal', '/client-portal')).toBe(true);
    expect(isCurrentPage('/client-portal/', '/client-portal')).toBe(true);
    expect(isCurrentPage('/', '/')).toBe(true);
  });

  it('does not treat Home as current on every page', () => {
    expect(isCurrentPage('/dashboard', '/')).toBe(false);
    expect(isCurrentPage('/profile', '/dashboard')).toBe(false);
  });
});
