import { sql, type Kysely } from 'kysely';
import { boolDefault, boolType, createdAt, dateType, timestampType, withId } from './schema-helpers.js';

/**
 * Home watch (docs/home-watch.md): a client's properties, checklist templates, visit plans,
 * storms, and each visit (an appointment of the property-check service) with the items checked,
 * their findings and photos. A property's access notes are stored sealed (lib/secret-box.ts): the
 * column holds ciphertext only. The default Florida home checklist is seeded here, as it stood
 * when home watch began; admins edit it from then on.
 */
const FLORIDA_HOME_CHECKLIST: readonly (readonly [string, readonly string[]])[] = [
  [
    'Exterior and roof',
    [
      'Walk around the house: no damage to walls, soffits or gutters',
      'Roof seen from the ground: no missing or lifted shingles or tiles',
      'Yard and landscaping: no fallen limbs, standing water or signs of trespass',
    ],
  ],
  [
    'Doors, windows and shutters',
    [
      'All doors locked and undamaged',
      'All windows closed, locked and unbroken',
      'Hurricane shutters in the position the owner asked for',
    ],
  ],
  [
    'Lanai and pool',
    ['Lanai screens and cage intact', 'Pool water level, clarity and pump running', 'Outdoor furniture secured'],
  ],
  [
    'Air conditioning and humidity',
    [
      'A/C running at the set temperature',
      'Indoor humidity at or below 60% (write the reading in a note)',
      'No musty smell and no mold on walls, ceilings or vents',
      'A/C drain line clear, no water at the air handler',
    ],
  ],
  [
    'Water',
    [
      'Water heater: no leaks or rust around the base',
      'No leaks under kitchen and bathroom sinks',
      'No leaks around toilets',
      'Run every faucet and flush every toilet',
      'Ceilings free of water stains',
    ],
  ],
  ['Kitchen', ['Refrigerator and freezer running and cold', 'No spoiled food or odors']],
  ['Pests', ['No signs of insects, rodents or termites inside', 'No droppings, nests or ant trails']],
  ['Mail and packages', ['Mail, flyers and packages collected', 'Door hangers and notices removed from doors']],
  ['Vehicles', ['Vehicles present and undamaged', 'Batteries on tenders where the owner left them']],
];

// Migrations take Kysely<any> (kysely.dev): they describe the schema at one point in time.
export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);

  await withId(db, db.schema.createTable('checklist_templates'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('is_default', boolType(db), boolDefault(db, false))
    .addColumn('created_at', ts, createdAt(db))
    .addColumn('updated_at', ts)
    .execute();
  // At most one default template, whatever two saves at once may try.
  await db.schema
    .createIndex('checklist_templates_one_default')
    .on('checklist_templates')
    .column('is_default')
    .unique()
    .where(sql.ref('is_default'), '=', isTrue(db) === true ? sql.lit(true) : sql.lit(1))
    .execute();

  await withId(db, db.schema.createTable('checklist_template_items'))
    .addColumn('template_id', 'integer', (c) => c.notNull().references('checklist_templates.id').onDelete('cascade'))
    .addColumn('section', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('checklist_template_items_template')
    .on('checklist_template_items')
    .columns(['template_id', 'position'])
    .execute();

  await withId(db, db.schema.createTable('properties'))
    .addColumn('client_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('label', 'text')
    .addColumn('address_line', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('zip', 'text', (c) => c.notNull())
    .addColumn('county', 'text', (c) => c.notNull())
    .addColumn('away_from', dateType(db))
    .addColumn('away_until', dateType(db))
    .addColumn('alarm_company', 'text')
    .addColumn('emergency_contacts', 'text')
    .addColumn('preferred_vendors', 'text')
    /** Sealed (authenticated encryption); never plain text. */
    .addColumn('access_notes_sealed', 'text')
    .addColumn('checklist_template_id', 'integer', (c) => c.references('checklist_templates.id').onDelete('set null'))
    .addColumn('created_at', ts, createdAt(db))
    .addColumn('updated_at', ts)
    .execute();
  await db.schema.createIndex('properties_client').on('properties').column('client_id').execute();
  await db.schema.createIndex('properties_county').on('properties').column('county').execute();
  await db.schema.createIndex('properties_zip').on('properties').column('zip').execute();

  await withId(db, db.schema.createTable('property_checklist_items'))
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('section', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('property_checklist_items_property')
    .on('property_checklist_items')
    .columns(['property_id', 'position'])
    .execute();

  await withId(db, db.schema.createTable('visit_plans'))
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('frequency', 'text', (c) => c.notNull())
    .addColumn('starts_on', dateType(db), (c) => c.notNull())
    .addColumn('ends_on', dateType(db), (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('active', boolType(db), boolDefault(db, true))
    .addColumn('created_at', ts, createdAt(db))
    .execute();
  await db.schema.createIndex('visit_plans_property').on('visit_plans').column('property_id').execute();

  await withId(db, db.schema.createTable('storms'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phase', 'text', (c) => c.notNull())
    .addColumn('area_kind', 'text', (c) => c.notNull())
    .addColumn('area_description', 'text', (c) => c.notNull())
    .addColumn('date', dateType(db), (c) => c.notNull())
    .addColumn('created_by_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', ts, createdAt(db))
    .execute();

  await withId(db, db.schema.createTable('property_visits'))
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('appointment_id', 'integer', (c) =>
      c.notNull().unique().references('appointments.id').onDelete('cascade'),
    )
    .addColumn('plan_id', 'integer', (c) => c.references('visit_plans.id').onDelete('set null'))
    .addColumn('storm_id', 'integer', (c) => c.references('storms.id').onDelete('set null'))
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('routine'))
    .addColumn('started_at', ts)
    .addColumn('finished_at', ts)
    .addColumn('result', 'text')
    .addColumn('summary', 'text')
    .addColumn('report_sent_at', ts)
    .addColumn('created_at', ts, createdAt(db))
    .execute();
  await db.schema.createIndex('property_visits_property').on('property_visits').column('property_id').execute();
  await db.schema.createIndex('property_visits_plan').on('property_visits').column('plan_id').execute();
  await db.schema.createIndex('property_visits_storm').on('property_visits').column('storm_id').execute();

  await withId(db, db.schema.createTable('visit_items'))
    .addColumn('visit_id', 'integer', (c) => c.notNull().references('property_visits.id').onDelete('cascade'))
    .addColumn('section', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('answer', 'text')
    .addColumn('note', 'text')
    .addColumn('severity', 'text')
    .addColumn('answered_at', ts)
    .addColumn('decision', 'text')
    .addColumn('decision_note', 'text')
    .addColumn('decided_at', ts)
    .addColumn('repair_request_id', 'integer', (c) => c.references('contact_requests.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('visit_items_visit').on('visit_items').columns(['visit_id', 'position']).execute();

  await withId(db, db.schema.createTable('visit_photos'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('visit_items.id').onDelete('cascade'))
    .addColumn('visit_id', 'integer', (c) => c.notNull().references('property_visits.id').onDelete('cascade'))
    /** Random name the photo is stored under (the photo pipeline's keys). */
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('byte_size', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('uploaded_by_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('uploaded_at', ts, createdAt(db))
    .execute();
  await db.schema.createIndex('visit_photos_item').on('visit_photos').column('item_id').execute();
  await db.schema.createIndex('visit_photos_visit').on('visit_photos').column('visit_id').execute();

  const template = await db
    .insertInto('checklist_templates')
    .values({ name: 'Florida home', is_default: isTrue(db) })
    .returning('id')
    .executeTakeFirstOrThrow();
  let position = 0;
  await db
    .insertInto('checklist_template_items')
    .values(
      FLORIDA_HOME_CHECKLIST.flatMap(([section, items]) =>
        items.map((label) => ({ template_id: template.id, section, label, position: position++ })),
      ),
    )
    .execute();
}

/** A true value as each engine stores it (this migration runs without the app's boolean plugin). */
function isTrue(db: Kysely<any>): boolean | number {
  return boolType(db) === 'boolean' ? true : 1;
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'visit_photos',
    'visit_items',
    'property_visits',
    'storms',
    'visit_plans',
    'property_checklist_items',
    'properties',
    'checklist_template_items',
    'checklist_templates',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
