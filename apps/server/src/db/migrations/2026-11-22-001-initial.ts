import { sql, type Kysely } from 'kysely';
import {
  blobType,
  boolDefault,
  boolType,
  createdAt,
  dateType,
  isPostgres,
  timestampType,
  withId,
} from './schema-helpers.js';

// Migrations take Kysely<any> (kysely.dev): they describe the schema at one point in time.
export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  const bool = boolType(db);

  await withId(db, db.schema.createTable('users'))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) =>
      c
        .notNull()
        .defaultTo('client')
        .check(sql`role in ('client', 'staff', 'admin')`),
    )
    .addColumn('active', bool, boolDefault(db, true))
    .addColumn('created_at', ts, createdAt(db))
    .addColumn('updated_at', ts)
    .addColumn('password_changed_at', ts)
    .execute();
  await db.schema
    .createIndex('users_username_lower_unique')
    .on('users')
    .unique()
    .expression(sql`lower(username)`)
    .execute();
  await db.schema.createIndex('users_email_unique').on('users').unique().column('email').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', ts, createdAt(db))
    .addColumn('last_seen_at', ts, createdAt(db))
    .addColumn('idle_expires_at', ts, (c) => c.notNull())
    .addColumn('absolute_expires_at', ts, (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_absolute_expires_at').on('sessions').column('absolute_expires_at').execute();

  await withId(db, db.schema.createTable('password_reset_tokens'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', ts, createdAt(db))
    .addColumn('expires_at', ts, (c) => c.notNull())
    .addColumn('used_at', ts)
    .execute();
  await db.schema.createIndex('password_reset_tokens_user_id').on('password_reset_tokens').column('user_id').execute();

  await withId(db, db.schema.createTable('service_types'))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text')
    .addColumn('duration', 'integer', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('active', bool, boolDefault(db, true))
    .addColumn('created_at', ts, createdAt(db))
    .addColumn('updated_at', ts)
    .execute();

  await withId(db, db.schema.createTable('contact_requests'))
    .addColumn('tracking_token', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('service_interest', 'text', (c) => c.notNull())
    .addColumn('service_type_id', 'integer', (c) => c.references('service_types.id').onDelete('set null'))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('preferred_date', dateType(db))
    .addColumn('preferred_time', 'text')
    .addColumn('location', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .addColumn('assigned_to_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('notes', 'text')
    .addColumn('newsletter', bool, boolDefault(db, false))
    .addColumn('notify_by_email', bool, boolDefault(db, true))
    .addColumn('notify_by_sms', bool, boolDefault(db, false))
    .addColumn('consent_given', bool, boolDefault(db, false))
    .addColumn('created_at', ts, createdAt(db))
    .addColumn('updated_at', ts)
    .execute();
  for (const columns of [['created_at'], ['status', 'created_at'], ['user_id'], ['email'], ['assigned_to_id']]) {
    await db.schema
      .createIndex(`contact_requests_${columns.join('_')}`)
      .on('contact_requests')
      .columns(columns)
      .execute();
  }

  await withId(db, db.schema.createTable('blog_posts'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('excerpt', 'text', (c) => c.notNull())
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('cover_image', 'text')
    .addColumn('published', bool, boolDefault(db, false))
    .addColumn('published_at', ts)
    .addColumn('category', 'text', (c) => c.notNull().defaultTo('news'))
    .addColumn('featured', bool, boolDefault(db, false))
    .addColumn('created_at', ts, createdAt(db))
    .addColumn('updated_at', ts)
    .execute();
  await db.schema
    .createIndex('blog_posts_published_created_at')
    .on('blog_posts')
    .columns(['published', 'created_at'])
    .execute();

  await withId(db, db.schema.createTable('blog_comments'))
    .addColumn('post_id', 'integer', (c) => c.notNull().references('blog_posts.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('approved', bool, boolDefault(db, false))
    .addColumn('created_at', ts, createdAt(db))
    .addColumn('parent_id', 'integer', (c) => c.references('blog_comments.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('blog_comments_post_id').on('blog_comments').column('post_id').execute();

  await withId(db, db.schema.createTable('subscriptions'))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text')
    .addColumn('active', bool, boolDefault(db, true))
    .addColumn('created_at', ts, createdAt(db))
    .addColumn('confirm_token', 'text', (c) => c.notNull().unique())
    .addColumn('confirmed', bool, boolDefault(db, false))
    .execute();

  await withId(db, db.schema.createTable('appointments'))
    .addColumn('client_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('contact_request_id', 'integer', (c) => c.references('contact_requests.id').onDelete('set null'))
    .addColumn('client_name', 'text', (c) => c.notNull())
    .addColumn('client_email', 'text', (c) => c.notNull())
    .addColumn('client_phone', 'text')
    .addColumn('service_type_id', 'integer', (c) => c.references('service_types.id').onDelete('set null'))
    .addColumn('staff_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('appointment_date', dateType(db), (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('end_time', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('scheduled')
        .check(
          sql`status in ('scheduled', 'pending', 'confirmed', 'approved', 'in-progress', 'completed', 'cancelled')`,
        ),
    )
    .addColumn('notes', 'text')
    .addColumn('location', 'text')
    .addColumn('reminder_sent', bool, boolDefault(db, false))
    .addColumn('created_at', ts, createdAt(db))
    .addColumn('updated_at', ts)
    .execute();
  for (const columns of [['appointment_date', 'start_time'], ['client_id'], ['status'], ['contact_request_id']]) {
    await db.schema
      .createIndex(`appointments_${columns.join('_')}`)
      .on('appointments')
      .columns(columns)
      .execute();
  }

  await withId(db, db.schema.createTable('chat_messages'))
    .addColumn('conversation_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('sender_name', 'text')
    .addColumn('sender_email', 'text')
    .addColumn('sender_phone', 'text')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('is_from_user', bool, (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('unread'))
    .addColumn('assigned_to_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', ts, createdAt(db))
    .execute();
  await db.schema
    .createIndex('chat_messages_conversation_created')
    .on('chat_messages')
    .columns(['conversation_id', 'created_at'])
    .execute();
  await db.schema.createIndex('chat_messages_created_at').on('chat_messages').column('created_at').execute();

  await withId(db, db.schema.createTable('furniture_photos'))
    .addColumn('appointment_id', 'integer', (c) => c.references('appointments.id').onDelete('set null'))
    .addColumn('client_email', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('photo_url', 'text', (c) => c.notNull())
    .addColumn('thumbnail_url', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('byte_size', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('furniture_type', 'text', (c) => c.notNull())
    .addColumn('furniture_description', 'text')
    .addColumn('uploaded_at', ts, createdAt(db))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .execute();
  await db.schema.createIndex('furniture_photos_client_email').on('furniture_photos').column('client_email').execute();
  await db.schema
    .createIndex('furniture_photos_appointment_id')
    .on('furniture_photos')
    .column('appointment_id')
    .execute();

  await db.schema
    .createTable('photo_blobs')
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('variant', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('bytes', blobType(db), (c) => c.notNull())
    .addColumn('created_at', ts, createdAt(db))
    .addPrimaryKeyConstraint('photo_blobs_pk', ['storage_key', 'variant'])
    .execute();

  await withId(db, db.schema.createTable('email_outbox'))
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text')
    .addColumn('attachments', 'text')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('queued', 'sent', 'failed')`))
    .addColumn('error', 'text')
    .addColumn('created_at', ts, createdAt(db))
    .addColumn('sent_at', ts)
    .execute();
  await db.schema.createIndex('email_outbox_created_at').on('email_outbox').column('created_at').execute();

  await withId(db, db.schema.createTable('events'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('subject_type', 'text')
    .addColumn('subject_id', 'integer')
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, createdAt(db))
    .execute();
  await db.schema.createIndex('events_created_at').on('events').column('created_at').execute();

  await db.schema
    .createTable('job_locks')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('locked_until', ts, (c) => c.notNull())
    .addColumn('locked_by', 'text', (c) => c.notNull())
    .execute();

  // The service list: ids 1-7 as the projects screen knows them, then the rest of what the site offers.
  const services: [string, string, number, string][] = [
    ['Home Assistance', 'Errands, grocery shopping, prescription pick-up and help around the house.', 180, '#2563eb'],
    ['Tech Support', 'Computer, phone, tablet and smart-device setup and troubleshooting.', 120, '#7c3aed'],
    ['Transportation', 'Rides to appointments, shopping and errands, with a helping hand.', 120, '#0891b2'],
    [
      'Furniture Assembly',
      'Assembly of flat-pack and delivered furniture, with photos for an accurate quote.',
      180,
      '#b45309',
    ],
    ['Paperwork Assistance', 'Bill paying, document organization, forms and correspondence.', 120, '#15803d'],
    ['Notary Services', 'Notarization at your home or a location of your choice.', 60, '#be123c'],
    ['Project Management', 'Planning and coordinating larger projects from start to finish.', 180, '#4338ca'],
    ['Seasonal Property Management', 'Regular home checks while you are away from Florida.', 60, '#0f766e'],
    ['Return Home Preparation', 'Getting your Florida home ready before you come back for the season.', 180, '#c2410c'],
    ['Meal Prep & Cooking', 'Meal preparation and cooking through our trusted subcontractors.', 180, '#a16207'],
    ['Custom Service Package', 'A package built around your own needs; ask us for a quote.', 180, '#475569'],
  ];
  await db
    .insertInto('service_types')
    .values(
      services.map(([name, description, duration, color], i) => ({
        id: i + 1,
        name,
        description,
        duration,
        color,
      })),
    )
    .execute();
  if (isPostgres(db)) {
    // Explicit ids leave the identity behind; move it past the seeded rows.
    await sql`select setval(pg_get_serial_sequence('service_types', 'id'), (select max(id) from service_types))`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'job_locks',
    'events',
    'email_outbox',
    'photo_blobs',
    'furniture_photos',
    'chat_messages',
    'appointments',
    'subscriptions',
    'blog_comments',
    'blog_posts',
    'contact_requests',
    'service_types',
    'password_reset_tokens',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
