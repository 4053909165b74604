import { describe, expect, it } from 'vitest';
import { contactStatusBadge, countFor, FILTER_LABELS, isStatusFilter } from './contact-status';

const counts = { total: 10, new: 4, inProgress: 3, completed: 2, cancelled: 1 };

describe('contactStatusBadge', () => {
  it('gives each status its badge look, with its word', () => {
    expect(contactStatusBadge('new')).toEqual({ variant: 'secondary', label: 'New' });
    expect(contactStatusBadge('in-progress')).toEqual({ variant: 'default', label: 'In Progress' });
    expect(contactStatusBadge('completed')).toEqual({ variant: 'outline', label: 'Completed' });
    expect(contactStatusBadge('cancelled')).toEqual({ variant: 'destructive', label: 'Cancelled' });
  });

  it('shows an unknown stored value as its own word', () => {
    expect(contactStatusBadge('on-hold')).toEqual({ variant: 'outline', label: 'on-hold' });
    expect(contactStatusBadge('')).toEqual({ variant: 'outline', label: 'Unknown' });
  });
});

describe('tabs', () => {
  it('labels All and the four statuses', () => {
    expect(Object.values(FILTER_LABELS)).toEqual(['All', 'New', 'In Progress', 'Completed', 'Cancelled']);
  });

  it('reads each tab count from the counts call', () => {
    expect(countFor('all', counts)).toBe(10);
    expect(countFor('new', counts)).toBe(4);
    expect(countFor('in-progress', counts)).toBe(3);
    expect(countFor('completed', counts)).toBe(2);
    expect(countFor('cancelled', counts)).toBe(1);
  });

  it('knows the filter values', () => {
    expect(isStatusFilter('in-progress')).toBe(true);
    expect(isStatusFilter('all')).toBe(true);
    expect(isStatusFilter('open')).toBe(false);
    expect(isStatusFilter(null)).toBe(false);
  });
});
