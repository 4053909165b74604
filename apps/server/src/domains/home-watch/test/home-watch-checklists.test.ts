import { CHECKLIST_MESSAGES, type ChecklistTemplate, type Property, type PropertyChecklist } from '@ta/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, registerClient, type TestApp } from '../../../../test/helper.js';
import { propertyBody } from '../../../../test/support/home-watch.js';

/** Items in English only, as most tests need them. */
const items = (...labels: string[]) => labels.map((label) => ({ label }));
/** The same items as the server gives them back: no Spanish written. */
const stored = (...labels: string[]) => labels.map((label) => ({ label, labelEs: null }));

const condo = {
  name: 'Condo',
  sections: [
    { name: 'Inside', items: items('A/C running', 'No leaks under sinks') },
    { name: 'Building', items: [] },
    { name: 'Balcony', items: items('Furniture brought in') },
  ],
};

describe.each(engines)('home-watch checklist templates on %s', (engine) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createStaff>>;
  let staff: Awaited<ReturnType<typeof createStaff>>;
  let owner: Awaited<ReturnType<typeof registerClient>>;

  beforeAll(async () => {
    t = await buildTestApp(engine);
    admin = await createStaff(t, 'admin');
    staff = await createStaff(t, 'staff');
    owner = await registerClient(t);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = admin.cookie) =>
    t.app.inject({ method, url, headers: cookieHeader(t, cookie), ...(payload ? { payload } : {}) });
  const list = async () => (await call('GET', '/api/admin/checklists')).json<ChecklistTemplate[]>();
  const defaults = async () => (await list()).filter((c) => c.isDefault).map((c) => c.name);
  const create = async (body: object) => {
    const res = await call('POST', '/api/admin/checklists', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<ChecklistTemplate>();
  };

  it('starts with the Florida home checklist as the default', async () => {
    const [florida] = await list();
    expect(florida).toMatchObject({ name: 'Florida home', isDefault: true });
    expect(florida?.sections.map((s) => s.name)).toContain('Lanai and pool');
    expect(florida?.sections.find((s) => s.name === 'Kitchen')).toEqual({
      name: 'Kitchen',
      nameEs: 'Cocina',
      items: [
        {
          label: 'Refrigerator and freezer running and cold',
          labelEs: 'Refrigerador y congelador funcionando y fríos',
        },
        { label: 'No spoiled food or odors', labelEs: 'Sin comida en mal estado ni malos olores' },
      ],
    });
    // Every section and item of the seeded checklist reads in Spanish too.
    for (const section of florida?.sections ?? []) {
      expect(section.nameEs, section.name).toBeTruthy();
      for (const item of section.items) expect(item.labelEs, item.label).toBeTruthy();
    }
  });

  it('keeps each section and item in both languages; an empty Spanish is none', async () => {
    const made = await create({
      name: 'Bilingual',
      sections: [
        {
          name: 'Garage',
          nameEs: ' Garaje ',
          items: [
            { label: 'Door closed', labelEs: 'Puerta cerrada' },
            { label: 'No oil on the floor', labelEs: '' },
          ],
        },
      ],
    });
    expect(made.sections).toEqual([
      {
        name: 'Garage',
        nameEs: 'Garaje',
        items: [
          { label: 'Door closed', labelEs: 'Puerta cerrada' },
          { label: 'No oil on the floor', labelEs: null },
        ],
      },
    ]);
    const tooLong = await call('PUT', `/api/admin/checklists/${made.id}`, {
      name: 'Bilingual',
      sections: [{ name: 'Garage', items: [{ label: 'Door closed', labelEs: 'x'.repeat(201) }] }],
    });
    expect(tooLong.statusCode).toBe(400);
    expect((await call('GET', `/api/admin/checklists/${made.id}`)).json()).toEqual(made);

    // A visit copies both languages; a property's own item in a template section gets its Spanish name.
    const property = (await call('POST', '/api/properties', propertyBody(), owner.cookie)).json<Property>();
    const extra = {
      templateId: made.id,
      extraItems: [
        { section: 'Garage', label: 'Freezer plugged in' },
        { section: 'Dock', sectionEs: 'Muelle', label: 'Boat lines secure', labelEs: 'Amarras del bote firmes' },
      ],
    };
    const set = await call('PUT', `/api/admin/properties/${property.id}/checklist`, extra, staff.cookie);
    expect(set.json<PropertyChecklist>().extraItems).toEqual([
      { section: 'Garage', sectionEs: null, label: 'Freezer plugged in', labelEs: null },
      { section: 'Dock', sectionEs: 'Muelle', label: 'Boat lines secure', labelEs: 'Amarras del bote firmes' },
    ]);
    expect(await t.app.repos.checklists.itemsForProperty(property.id)).toEqual([
      { section: 'Garage', sectionEs: 'Garaje', label: 'Door closed', labelEs: 'Puerta cerrada' },
      { section: 'Garage', sectionEs: 'Garaje', label: 'No oil on the floor', labelEs: null },
      { section: 'Garage', sectionEs: 'Garaje', label: 'Freezer plugged in', labelEs: null },
      { section: 'Dock', sectionEs: 'Muelle', label: 'Boat lines secure', labelEs: 'Amarras del bote firmes' },
    ]);
  });

  it('creates, reads and replaces a template, keeping its order (a section without items is not kept)', async () => {
    const made = await create(condo);
    expect(made).toMatchObject({
      name: 'Condo',
      isDefault: false,
      sections: [
        { name: 'Inside', nameEs: null, items: stored('A/C running', 'No leaks under sinks') },
        { name: 'Balcony', nameEs: null, items: stored('Furniture brought in') },
      ],
    });
    expect((await call('GET', `/api/admin/checklists/${made.id}`)).json()).toEqual(made);

    const replaced = await call('PUT', `/api/admin/checklists/${made.id}`, {
      name: 'Condo (high-rise)',
      sections: [{ name: 'Balcony', items: items('Doors locked', 'Furniture brought in') }],
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({
      id: made.id,
      name: 'Condo (high-rise)',
      sections: [{ name: 'Balcony', items: stored('Doors locked', 'Furniture brought in') }],
    });
    expect(replaced.json<ChecklistTemplate>().updatedAt).not.toBeNull();
    const events = await t.app.db
      .selectFrom('events')
      .select('type')
      .where('subjectId', '=', made.id)
      .where('type', 'like', 'checklist.%')
      .orderBy('id')
      .execute();
    expect(events.map((e) => e.type)).toEqual(['checklist.created', 'checklist.updated']);
  });

  it('refuses a template without items, and answers unknown ones 404', async () => {
    const empty = await call('POST', '/api/admin/checklists', { name: 'Empty', sections: [{ name: 'A', items: [] }] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: CHECKLIST_MESSAGES.noItems });
    for (const res of [
      await call('GET', '/api/admin/checklists/999999'),
      await call('PUT', '/api/admin/checklists/999999', condo),
      await call('DELETE', '/api/admin/checklists/999999'),
      await call('GET', '/api/admin/checklists/x1'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'checklist_not_found', message: CHECKLIST_MESSAGES.notFound });
    }
  });

  it('holds at most one default in the database itself, whatever two saves at once may try', async () => {
    await expect(
      t.app.db.insertInto('checklistTemplates').values({ name: 'Second default', isDefault: true }).execute(),
    ).rejects.toThrow();
    expect(await defaults()).toHaveLength(1);
  });

  it('keeps exactly one default: making one the default clears the other, which cannot be deleted', async () => {
    const florida = (await list()).find((c) => c.isDefault)!;
    // The default stays the default until another one is made the default.
    await call('PUT', `/api/admin/checklists/${florida.id}`, { ...florida, isDefault: false });
    expect(await defaults()).toEqual(['Florida home']);
    const deleted = await call('DELETE', `/api/admin/checklists/${florida.id}`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json()).toEqual({ code: 'checklist_default_in_use', message: CHECKLIST_MESSAGES.defaultInUse });

    const villa = await create({ ...condo, name: 'Villa', isDefault: true });
    expect(await defaults()).toEqual(['Villa']);
    await call('PUT', `/api/admin/checklists/${florida.id}`, { ...florida, isDefault: true });
    expect(await defaults()).toEqual(['Florida home']);
    expect((await call('GET', `/api/admin/checklists/${villa.id}`)).json()).toMatchObject({ isDefault: false });
  });

  it('deletes a template; properties that used it use the default again', async () => {
    const beach = await create({ ...condo, name: 'Beach house' });
    const property = (await call('POST', '/api/properties', propertyBody(), owner.cookie)).json<Property>();
    const url = `/api/admin/properties/${property.id}/checklist`;
    const set = await call('PUT', url, { templateId: beach.id, extraItems: [] }, staff.cookie);
    expect(set.json()).toEqual({ templateId: beach.id, templateName: 'Beach house', extraItems: [] });
    expect((await t.app.repos.checklists.itemsForProperty(property.id)).map((i) => i.label)).toEqual([
      'A/C running',
      'No leaks under sinks',
      'Furniture brought in',
    ]);

    const res = await call('DELETE', `/api/admin/checklists/${beach.id}`);
    expect(res.statusCode).toBe(204);
    expect((await list()).map((c) => c.id)).not.toContain(beach.id);
    const detail = await call('GET', `/api/admin/properties/${property.id}`, undefined, staff.cookie);
    expect(detail.json<{ checklist: PropertyChecklist }>().checklist).toEqual({
      templateId: null,
      templateName: 'Florida home',
      extraItems: [],
    });
    expect((await t.app.repos.checklists.itemsForProperty(property.id)).length).toBeGreaterThan(10);
  });
});
