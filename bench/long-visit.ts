import sharp from 'sharp';
import type { App } from '../apps/server/src/app.js';
import { newPhotoKey } from '../apps/server/src/domains/photos/photo-storage.js';
import { repositoriesOn } from '../apps/server/src/domains/repositories.js';

/** The long home check the benchmarks measure: 20 items, 10 of them issues with 3 photos each (30 photos). */
export const LONG_VISIT = { items: 20, issues: 10, photosPerIssue: 3 } as const;

/** A photo-like image (noise compresses as badly as a real picture) as the pipeline stores it, WEBP. */
async function noisyWebp(width: number, height: number, seed: number): Promise<Buffer> {
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919 + seed * 104729) % 251;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .webp()
    .toBuffer();
}

/**
 * A finished visit of `propertyId` with LONG_VISIT's items and photos (both stored sizes of each
 * photo, as an upload leaves them), written straight into the app's database and photo storage.
 */
export async function seedLongVisit(app: App, propertyId: number, staffId: number): Promise<number> {
  // The visit and its appointment stand together: the repository writes them in a transaction it is given.
  const visitId = await app.db.transaction().execute((trx) =>
    repositoriesOn(trx).visits.create({
      propertyId,
      date: '2026-12-07',
      startTime: '09:00',
      endTime: '10:00',
      staffId,
      kind: 'routine',
    }),
  );
  const { items, issues, photosPerIssue } = LONG_VISIT;
  for (let n = 0; n < items; n++) {
    const issue = n < issues;
    const item = await app.db
      .insertInto('visitItems')
      .values({
        visitId,
        section: `Section ${Math.floor(n / 4) + 1}`,
        label: `Checklist item number ${n + 1}, described as the template words it`,
        position: n,
        answer: issue ? 'issue' : 'ok',
        note: issue ? `What was found at item ${n + 1}, in a sentence or two as staff write them on site.` : null,
        severity: issue ? (n === 0 ? 'urgent' : 'attention') : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let p = 0; issue && p < photosPerIssue; p++) {
      const key = newPhotoKey();
      const seed = n * 31 + p;
      const [full, thumb] = await Promise.all([noisyWebp(1200, 900, seed), noisyWebp(400, 300, seed)]);
      await app.photoStorage.put(key, 'full', full, 'image/webp');
      await app.photoStorage.put(key, 'thumb', thumb, 'image/webp');
      await app.db
        .insertInto('visitPhotos')
        .values({
          itemId: item.id,
          visitId,
          storageKey: key,
          contentType: 'image/webp',
          byteSize: full.length,
          width: 1200,
          height: 900,
          uploadedById: staffId,
        })
        .execute();
    }
  }
  await app.db
    .updateTable('propertyVisits')
    .set({ startedAt: '2026-12-07T14:05:00.000Z', finishedAt: '2026-12-07T14:52:00.000Z', result: 'urgent' })
    .where('id', '=', visitId)
    .execute();
  return visitId;
}

/** The client (Helen Porter, user name benchowner), the staff member and the house the long visits are of. */
export async function seedOwnerAndHouse(app: App, ownerPasswordHash = 'not-used', staffPasswordHash = 'not-used') {
  const owner = await app.repos.users.create({
    username: 'benchowner',
    email: 'owner@example.com',
    firstName: 'Helen',
    lastName: 'Porter',
    role: 'client',
    passwordHash: ownerPasswordHash,
  });
  const staff = await app.repos.users.create({
    username: 'benchstaff',
    email: 'staff@example.com',
    firstName: 'Rosa',
    lastName: 'Delgado',
    role: 'staff',
    passwordHash: staffPasswordHash,
  });
  const property = await app.repos.properties.create(
    owner.id,
    {
      label: 'Gulf Shore condo',
      addressLine: '12 Gulf Shore Blvd',
      city: 'Naples',
      zip: '34102',
      county: 'Collier',
      awayFrom: null,
      awayUntil: null,
      alarmCompany: null,
      emergencyContacts: null,
      preferredVendors: null,
    },
    null,
  );
  return { owner, staff, property };
}

/** A working day for the back office's appointments page: the staff member's visits of `date`, morning to evening. */
export async function seedStaffDay(app: App, staffId: number, clientId: number, date: string) {
  const clients = ['Helen Porter', 'Walter Green', 'Ana Lucia Reyes', 'Frank Ostrowski', 'Dolores Kim', 'Earl Jenkins'];
  for (const [n, clientName] of clients.entries()) {
    const hour = String(8 + n * 2).padStart(2, '0');
    await app.repos.appointments.create({
      clientId: n === 0 ? clientId : null,
      clientName,
      clientEmail: `client${n}@example.com`,
      clientPhone: '(239) 555-0100',
      serviceTypeId: (n % 4) + 1,
      staffId,
      appointmentDate: date,
      startTime: `${hour}:00`,
      endTime: `${hour}:45`,
      status: 'confirmed',
      notes: 'Gate code with the office; park on the street.',
      location: `${100 + n} Gulf Shore Blvd, Naples`,
      contactRequestId: null,
    });
  }
}

/**
 * For the page benchmark: a client whose finished long visit's report page can be measured, and a
 * staff member with a full day of appointments, made in `dataDir` before the built server starts on it.
 * Answers the visit and both sign-ins.
 */
export async function seedReportForPages(dataDir: string, publicUrl: string) {
  const { buildApp } = await import('../apps/server/src/app.js');
  const { loadConfig } = await import('../apps/server/src/config.js');
  const { connectDatabase, migrateToLatest } = await import('../apps/server/src/db/connect.js');
  const { hashPassword } = await import('../apps/server/src/lib/passwords.js');
  const { businessToday } = await import('../packages/shared/src/business-time.js');
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: publicUrl, DATA_DIR: dataDir });
  const handle = connectDatabase({ sqliteFile: config.sqliteFile });
  await migrateToLatest(handle.db);
  const app = await buildApp(config, { database: handle, logger: false });
  await app.ready();
  const signIn = { username: 'benchowner', password: 'Sunny-Porch-Swing-42' };
  const staffSignIn = { username: 'benchstaff', password: 'Morning-Route-Van-77' };
  try {
    const { owner, property, staff } = await seedOwnerAndHouse(
      app,
      await hashPassword(signIn.password),
      await hashPassword(staffSignIn.password),
    );
    await seedStaffDay(app, staff.id, owner.id, businessToday());
    const postSlug = await seedPostWithComments(app, owner.id);
    return { visitId: await seedLongVisit(app, property.id, staff.id), postSlug, signIn, staffSignIn };
  } finally {
    await app.close();
    await handle.close();
  }
}

/**
 * A published post with readers' comments under it, one answered by the business (docs/blog-comments.md):
 * the post page as readers find it once people talk under it. Answers its slug.
 */
async function seedPostWithComments(app: App, ownerId: number): Promise<string> {
  const post = await app.repos.blogPosts.create({
    title: 'Getting ready for hurricane season',
    slug: 'getting-ready-for-hurricane-season',
    excerpt: 'What to have at home before June, and what we can do for you.',
    content: Array.from({ length: 8 }, (_, k) => `Step ${k + 1}: water, medicines, papers and a plan.`).join('\n\n'),
    coverImage: null,
    published: true,
    authorId: ownerId,
  });
  const now = new Date();
  const comment = (name: string, content: string, parentId: number | null, fromBusiness = false) =>
    app.repos.blogComments.create({
      postId: post.id,
      parentId,
      name,
      email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
      content,
      notify: false,
      language: 'en',
      approved: true,
      spam: false,
      fromBusiness,
      authorId: fromBusiness ? ownerId : null,
      now,
    });
  for (let k = 0; k < 6; k += 1) {
    const id = await comment(`Reader ${k + 1}`, 'Do you bring the water for clients who cannot carry it?', null);
    if (k % 2 === 0) await comment('Bea, Trusted Assistance', 'Yes: we carry it in and put it away.', id, true);
  }
  return post.slug;
}
