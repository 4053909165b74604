import {
  businessToday,
  CHECKLIST_MESSAGES,
  isClientRole,
  PLAN_MESSAGES,
  PROPERTY_CLIENT_CHOICES,
  type ClientPropertyDetail,
  type Locale,
  type Property,
  type PropertyChecklist,
  type PropertyClientChoice,
  type PropertySummary,
  type PropertyValues,
  type StaffPropertyDetail,
  type StaffPropertyValues,
  type VisitPlanCreated,
  type VisitPlanValues,
  type VisitSummary,
} from '@ta/shared';
import { badRequest, notFound } from '../../lib/http-errors.js';
import type { UserRecord } from '../accounts/index.js';
import type { ClientCaller } from '../circle/index.js';
import { askForHomeChecks } from '../requests/index.js';
import type { ServiceContext } from '../service-context.js';
import type { ChecklistLine } from './checklists-repository.js';
import * as activity from './home-watch-events.js';
import { toProperty, type PropertyRow } from './properties-repository.js';
import { createProperty, updateProperty } from './property-changes.js';
import { addVisit, createVisitPlan, type SingleVisitValues } from './visit-plans.js';

/**
 * Properties (docs/home-watch.md): the client's own ("My Properties"; someone else's is answered as
 * one that does not exist) and the back office's, every client's. A property named by an id that names
 * no row is `undefined` here and gets the same 404. Access notes go in and never come out.
 */

async function existing(ctx: ServiceContext, id: number | undefined): Promise<PropertyRow> {
  const property = id === undefined ? undefined : await ctx.repos.properties.findById(id);
  if (!property) throw notFound('property_not_found');
  return property;
}

/** The client's own property, else 404. */
async function own(ctx: ServiceContext, clientId: number, id: number | undefined): Promise<PropertyRow> {
  const property = id === undefined ? undefined : await ctx.repos.properties.findById(id);
  if (!property || property.clientId !== clientId) throw notFound('property_not_found');
  return property;
}

export async function clientProperties(ctx: ServiceContext, clientId: number): Promise<PropertySummary[]> {
  return ctx.repos.propertySummaries.summaries({ clientId });
}

export async function clientPropertyDetail(
  ctx: ServiceContext,
  clientId: number,
  id: number | undefined,
): Promise<ClientPropertyDetail> {
  const property = await own(ctx, clientId, id);
  const [visits, accessOpenings] = await Promise.all([
    ctx.repos.visits.summaries({ propertyId: property.id, activeOnly: true }),
    ctx.repos.visits.accessOpenings(property.id),
  ]);
  return { property: toProperty(property), visits, accessOpenings };
}

/** The account holder adds a property of their own. */
export async function addOwnProperty(
  ctx: ServiceContext,
  client: UserRecord,
  values: PropertyValues,
): Promise<Property> {
  return createProperty(ctx, client, client, values);
}

export async function updateOwnProperty(
  ctx: ServiceContext,
  client: UserRecord,
  id: number | undefined,
  values: PropertyValues,
): Promise<Property> {
  return updateProperty(ctx, client, await own(ctx, client.id, id), values);
}

/** Home checks asked for a property of the client the caller works for (docs/home-watch.md, "Asking for home checks"). */
export async function askForPropertyHomeChecks(
  ctx: ServiceContext,
  caller: ClientCaller,
  id: number | undefined,
  note: string | null,
  language: Locale,
): Promise<{ requestId: number }> {
  const property = await own(ctx, caller.client.id, id);
  return askForHomeChecks(ctx, caller, property, note, language);
}

export async function propertyList(ctx: ServiceContext, search: string | undefined): Promise<PropertySummary[]> {
  return ctx.repos.propertySummaries.summaries({ search });
}

/** The clients a new property can belong to: staff pick one by name or e-mail. */
export async function propertyClientChoices(
  ctx: ServiceContext,
  search: string | undefined,
): Promise<PropertyClientChoice[]> {
  return ctx.repos.propertySummaries.clientChoices(search, PROPERTY_CLIENT_CHOICES);
}

/** Staff add a property for an active client account. */
export async function addPropertyForClient(
  ctx: ServiceContext,
  actor: UserRecord,
  values: StaffPropertyValues,
): Promise<Property> {
  const owner = await ctx.repos.users.findById(values.clientId);
  if (!owner || !isClientRole(owner.role) || !owner.active) {
    throw badRequest('plan_client_required', { clientId: PLAN_MESSAGES.clientRequired });
  }
  return createProperty(ctx, actor, owner, values);
}

export async function staffPropertyDetail(ctx: ServiceContext, id: number | undefined): Promise<StaffPropertyDetail> {
  const property = await existing(ctx, id);
  const [client, plans, visits, checklist] = await Promise.all([
    ctx.repos.propertySummaries.clientContact(property.clientId),
    ctx.repos.plans.listForProperty(property.id, businessToday()),
    ctx.repos.visits.summaries({ propertyId: property.id }),
    ctx.repos.checklists.propertyChecklist(property.id),
  ]);
  if (!client) throw notFound('property_not_found');
  return {
    property: toProperty(property),
    clientName: client.name,
    clientEmail: client.email,
    clientPhone: client.phone,
    plans,
    visits,
    checklist,
  };
}

export async function updatePropertyByStaff(
  ctx: ServiceContext,
  actor: UserRecord,
  id: number | undefined,
  values: PropertyValues,
): Promise<Property> {
  return updateProperty(ctx, actor, await existing(ctx, id), values);
}

/** The property's checklist: a template (or none) and its own extra items, stored with the event. */
export async function setPropertyChecklist(
  ctx: ServiceContext,
  actor: UserRecord,
  id: number | undefined,
  { templateId, extraItems }: { templateId: number | null; extraItems: readonly ChecklistLine[] },
): Promise<PropertyChecklist> {
  const property = await existing(ctx, id);
  if (templateId !== null && !(await ctx.repos.checklists.exists(templateId))) {
    throw badRequest('checklist_not_found', { templateId: CHECKLIST_MESSAGES.notFound });
  }
  return ctx.inTransaction(async (tx) => {
    await tx.repos.checklists.setPropertyChecklist(property.id, templateId, extraItems);
    const checklist = await tx.repos.checklists.propertyChecklist(property.id);
    await tx.repos.events.record(activity.propertyChecklistChanged(actor, property, checklist.templateName));
    return checklist;
  });
}

/** A visit plan for the property, and its visits on the calendar (visit-plans.ts). */
export async function planVisits(
  ctx: ServiceContext,
  actor: UserRecord,
  id: number | undefined,
  values: VisitPlanValues,
): Promise<VisitPlanCreated> {
  return createVisitPlan(ctx, actor, await existing(ctx, id), values);
}

/** One visit of the property added by hand (visit-plans.ts). */
export async function addVisitToProperty(
  ctx: ServiceContext,
  actor: UserRecord,
  id: number | undefined,
  values: SingleVisitValues,
): Promise<VisitSummary> {
  return addVisit(ctx, actor, await existing(ctx, id), values);
}
