import type { ChecklistTemplate, ChecklistTemplateValues } from '@ta/shared';
import { conflict, foundOr404, notFound } from '../../lib/http-errors.js';
import type { UserRecord } from '../accounts/index.js';
import type { Repositories } from '../repositories.js';
import type { ServiceContext } from '../service-context.js';
import * as activity from './home-watch-events.js';

/**
 * Checklist templates for home-watch visits: admins write them; the list is staff's too, to choose a
 * property's. Exactly one is the default (checklists-repository.ts); it cannot be deleted. Visits copy
 * their items when they start, so an edit here never changes a report already made. Each change is
 * stored with its event.
 */

async function existing(repos: Repositories, id: number): Promise<ChecklistTemplate> {
  return foundOr404(await repos.checklists.find(id), 'checklist_not_found');
}

export async function checklistTemplates(ctx: ServiceContext): Promise<ChecklistTemplate[]> {
  return ctx.repos.checklists.list();
}

export async function checklistTemplate(ctx: ServiceContext, id: number): Promise<ChecklistTemplate> {
  return existing(ctx.repos, id);
}

export async function createChecklistTemplate(
  ctx: ServiceContext,
  actor: UserRecord,
  values: ChecklistTemplateValues,
): Promise<ChecklistTemplate> {
  return ctx.inTransaction(async (tx) => {
    const id = await tx.repos.checklists.create(values);
    const template = await existing(tx.repos, id);
    await tx.repos.events.record(activity.checklistChanged(actor, template, 'created'));
    return template;
  });
}

export async function replaceChecklistTemplate(
  ctx: ServiceContext,
  actor: UserRecord,
  id: number,
  values: ChecklistTemplateValues,
): Promise<ChecklistTemplate> {
  return ctx.inTransaction(async (tx) => {
    if (!(await tx.repos.checklists.replace(id, values))) throw notFound('checklist_not_found');
    const template = await existing(tx.repos, id);
    await tx.repos.events.record(activity.checklistChanged(actor, template, 'updated'));
    return template;
  });
}

export async function deleteChecklistTemplate(ctx: ServiceContext, actor: UserRecord, id: number): Promise<void> {
  const template = await existing(ctx.repos, id);
  await ctx.inTransaction(async (tx) => {
    const result = await tx.repos.checklists.delete(template.id);
    if (result === 'not-found') throw notFound('checklist_not_found');
    if (result === 'default') throw conflict('checklist_default_in_use');
    await tx.repos.events.record(activity.checklistChanged(actor, template, 'deleted'));
  });
}
