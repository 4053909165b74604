import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, createStaff, registerClient, type TestApp } from '../../../../test/helper.js';
import { inOwnTransaction } from '../../../../test/support/repository-transactions.js';

describe.each(engines)('home-watch visits repository (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine);
  });
  afterAll(() => t.close());

  it('seeds the default Florida checklist', async () => {
    const templates = await t.app.db.selectFrom('checklistTemplates').selectAll().orderBy('id').execute();
    expect(templates).toEqual([expect.objectContaining({ name: 'Florida home', isDefault: true })]);
    const items = await t.app.db.selectFrom('checklistTemplateItems').select('section').orderBy('id').execute();
    expect(new Set(items.map((i) => i.section))).toContain('Lanai and pool');
  });

  it('makes a visit as an appointment of the property-check service and says where it stands', async () => {
    const { user: client } = await registerClient(t);
    const { user: staff } = await createStaff(t);
    const property = await t.app.repos.properties.create(
      client.id,
      {
        label: 'Naples condo',
        addressLine: '12 Gulf Shore Blvd',
        city: 'Naples',
        zip: '34102',
        county: 'Collier',
        awayFrom: '2026-12-01',
        awayUntil: '2027-04-15',
        alarmCompany: null,
        emergencyContacts: null,
        preferredVendors: null,
      },
      null,
    );
    const past = await inOwnTransaction(t.app, (repos) =>
      repos.visits.create({
        propertyId: property.id,
        date: '2026-01-05',
        startTime: '09:00',
        endTime: '10:00',
        staffId: staff.id,
        kind: 'routine',
      }),
    );
    const future = await inOwnTransaction(t.app, (repos) =>
      repos.visits.create({
        propertyId: property.id,
        date: '2099-01-05',
        startTime: '09:00',
        endTime: '10:00',
        staffId: staff.id,
        kind: 'pre-storm',
      }),
    );
    const list = await t.app.repos.visits.summaries({ propertyId: property.id });
    expect(list.map((v) => [v.id, v.state, v.kind])).toEqual([
      [past, 'overdue', 'routine'],
      [future, 'planned', 'pre-storm'],
    ]);
    expect(list[0]).toMatchObject({ propertyName: 'Naples condo', address: '12 Gulf Shore Blvd, Naples, FL 34102' });
    const appointment = await t.app.repos.appointments.findById(list[0]?.appointmentId ?? 0);
    expect(appointment).toMatchObject({ serviceName: 'Seasonal Property Management', staffId: staff.id });
    expect((await t.app.repos.visits.overdue()).map((v) => v.id)).toContain(past);
    expect(await t.app.repos.properties.isAssignedToOpenVisit(property.id, staff.id)).toBe(true);
  });
});
