import { describe, expect, it } from 'vitest';
import {
  canUpdateProjectStatus,
  deleteProjectQuestion,
  parseProjectParams,
  projectsHref,
  projectStatusLabel,
} from './project-params';

describe('project params', () => {
  it('defaults to every status, no search, page 1', () => {
    expect(parseProjectParams('')).toEqual({ search: '', status: '', page: 1 });
  });

  it('reads and writes the same values', () => {
    const params = { search: 'ann@example.com', status: 'in-progress', page: 2 } as const;
    const href = projectsHref(params);
    expect(href).toBe('/admin/projects?search=ann%40example.com&status=in-progress&page=2');
    expect(parseProjectParams(href.split('?')[1] ?? '')).toEqual(params);
  });

  it('ignores statuses that are not project statuses', () => {
    expect(parseProjectParams('status=scheduled&page=0').status).toBe('');
    expect(parseProjectParams('status=scheduled&page=0').page).toBe(1);
    expect(projectsHref({ search: '', status: '', page: 1 })).toBe('/admin/projects');
  });
});

describe('project status', () => {
  it('names the three project statuses', () => {
    expect(projectStatusLabel('approved')).toBe('Approved/Started');
    expect(projectStatusLabel('in-progress')).toBe('In Progress');
    expect(projectStatusLabel('completed')).toBe('Completed');
    expect(projectStatusLabel('pending')).toBe('Unknown');
  });

  it('enables Update only for a different project status', () => {
    expect(canUpdateProjectStatus('approved', null)).toBe(false);
    expect(canUpdateProjectStatus('approved', 'approved')).toBe(false);
    expect(canUpdateProjectStatus('approved', 'cancelled')).toBe(false);
    expect(canUpdateProjectStatus('approved', 'completed')).toBe(true);
    expect(canUpdateProjectStatus('in-progress', 'approved')).toBe(true);
  });

  it('asks before deleting, naming the client', () => {
    expect(deleteProjectQuestion('Ann Lee')).toBe(
      'Are you sure you want to delete the project for Ann Lee? This action cannot be undone.',
    );
  });
});
