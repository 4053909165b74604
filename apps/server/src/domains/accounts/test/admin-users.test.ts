import { ADMIN_USER_MESSAGES, AUTH_MESSAGES, USER_NOT_FOUND_MESSAGE, type AdminUser } from '@ta/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { engines } from '../../../../test/fresh-database.js';
import {
  buildTestApp,
  cookieHeader,
  createStaff,
  NEW_PASSWORD,
  registerClient,
  sessionCookie,
  STRONG_PASSWORD,
  type TestApp,
} from '../../../../test/helper.js';
import { updateAccount } from '../../../../test/support/accounts.js';

describe.each(engines)('admin users on %s', (engine) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createStaff>>;
  beforeEach(async () => {
    t = await buildTestApp(engine);
    admin = await createStaff(t, 'admin');
  });
  afterEach(async () => {
    await t.close();
  });

  const as = (cookie?: string) => (cookie ? cookieHeader(t, cookie) : {});
  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: as(cookie) });
  const post = (payload: object, cookie?: string) =>
    t.app.inject({ method: 'POST', url: '/api/admin/users', payload, headers: as(cookie) });
  const patch = (id: number | string, payload: object, cookie?: string) =>
    t.app.inject({ method: 'PATCH', url: `/api/admin/users/${id}`, payload, headers: as(cookie) });
  const login = (username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
  const whoAmI = (cookie: string) => get('/api/user', cookie);

  const newUser = (overrides: object = {}) => ({
    username: 'helen.park',
    email: 'Helen.Park@Example.com',
    firstName: 'Helen',
    lastName: 'Park',
    password: NEW_PASSWORD,
    role: 'staff',
    active: true,
    ...overrides,
  });

  /** Every user row as stored, for "nothing changed" checks. */
  const snapshot = () => t.app.db.selectFrom('users').selectAll().orderBy('id').execute();
  const events = async () => (await t.app.repos.events.latest(20)).map((e) => e.type);

  describe('who may call', () => {
    it('answers 401 signed out, 403 to clients and staff, and changes nothing', async () => {
      const client = await registerClient(t);
      const staff = await createStaff(t, 'staff');
      const before = await snapshot();
      for (const [cookie, status, code, message] of [
        [undefined, 401, 'not_signed_in', AUTH_MESSAGES.notSignedIn],
        [client.cookie, 403, 'forbidden', AUTH_MESSAGES.forbidden],
        [staff.cookie, 403, 'forbidden', AUTH_MESSAGES.forbidden],
      ] as const) {
        for (const res of [
          await get('/api/admin/users', cookie),
          await get(`/api/admin/users/${client.user.id}`, cookie),
          await post(newUser(), cookie),
          await patch(client.user.id, { firstName: 'Changed', active: false }, cookie),
          // Refused before the body is read: a broken body gets the same answer.
          await patch(client.user.id, { email: 'not-an-email' }, cookie),
        ]) {
          expect(res.statusCode).toBe(status);
          expect(res.json()).toEqual({ code, message });
        }
      }
      expect(await snapshot()).toEqual(before);
      expect((await whoAmI(client.cookie)).statusCode).toBe(200);
    });

    it('refuses a cross-site create', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/users',
        payload: newUser(),
        headers: { ...as(admin.cookie), origin: 'https://evil.example.com' },
      });
      expect(res.statusCode).toBe(403);
      expect(await t.app.repos.users.findByLogin('helen.park')).toBeUndefined();
    });
  });

  describe('list', () => {
    it('pages newest first, counts, and never shows a password hash', async () => {
      await registerClient(t);
      await createStaff(t, 'staff');
      const res = await get('/api/admin/users?page=1&pageSize=2', admin.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const page = res.json();
      expect(page).toMatchObject({ total: 3, page: 1, pageSize: 2 });
      expect(page.items).toHaveLength(2);
      expect(Object.keys(page.items[0]).sort()).toEqual(
        [
          'active',
          'createdAt',
          'email',
          'firstName',
          'id',
          'language',
          'lastName',
          'role',
          'twoStepEnabled',
          'updatedAt',
          'username',
        ].sort(),
      );
      expect(res.body).not.toMatch(/password|argon2/i);
      const second = (await get('/api/admin/users?page=2&pageSize=2', admin.cookie)).json();
      expect(second.items).toHaveLength(1);
      expect(second.items[0].id).toBe(admin.user.id);
    });

    it('searches username, e-mail, first name, last name and role, ignoring case', async () => {
      await registerClient(t, {
        username: 'dottie',
        email: 'd.baker@mail.example',
        firstName: 'Dorothy',
        lastName: 'Baker',
      });
      await registerClient(t, { username: 'ruthie', email: 'ruth@else.example', firstName: 'Ruth', lastName: 'Ortiz' });
      const found = async (search: string) =>
        (await get(`/api/admin/users?search=${encodeURIComponent(search)}`, admin.cookie))
          .json()
          .items.map((u: AdminUser) => u.username)
          .sort();
      expect(await found('DOTT')).toEqual(['dottie']);
      expect(await found('mail.EXAMPLE')).toEqual(['dottie']);
      expect(await found('dorOTHY')).toEqual(['dottie']);
      expect(await found('ortiz')).toEqual(['ruthie']);
      expect(await found('CLIENT')).toEqual(['dottie', 'ruthie']);
      expect(await found('admi')).toEqual([admin.user.username]);
      expect(await found('100%_')).toEqual([]);
    });

    it('finds accounts by their new details after an edit, and treats % and _ as letters', async () => {
      const client = await registerClient(t, { username: 'mary_ann', firstName: 'Mary', lastName: 'Ann' });
      await registerClient(t, { username: 'maryxann', firstName: 'Maryx', lastName: 'Annx' });
      const found = async (search: string) =>
        (await get(`/api/admin/users?search=${encodeURIComponent(search)}`, admin.cookie))
          .json()
          .items.map((u: AdminUser) => u.username)
          .sort();
      expect(await found('y_a')).toEqual(['mary_ann']);
      expect(await found('y%a')).toEqual([]);
      await patch(client.user.id, { lastName: 'Whitfield', username: 'mwhitfield' }, admin.cookie);
      expect(await found('whitf')).toEqual(['mwhitfield']);
      expect(await found('y_a')).toEqual([]);
    });

    it('filters by role and active, with the total of the filtered rows', async () => {
      await registerClient(t);
      const staff = await createStaff(t, 'staff');
      const other = await createStaff(t, 'staff');
      await patch(other.user.id, { active: false }, admin.cookie);
      const list = async (query: string) => (await get(`/api/admin/users?${query}`, admin.cookie)).json();
      expect((await list('role=staff')).total).toBe(2);
      expect((await list('role=staff&active=true')).items.map((u: AdminUser) => u.id)).toEqual([staff.user.id]);
      expect((await list('active=false')).items.map((u: AdminUser) => u.id)).toEqual([other.user.id]);
      expect((await list('role=client')).total).toBe(1);
    });

    it('refuses bad paging and filter values with 400', async () => {
      for (const query of ['pageSize=1000', 'page=0', 'role=boss', 'active=maybe']) {
        const res = await get(`/api/admin/users?${query}`, admin.cookie);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().fields, query).toBeDefined();
      }
    });

    it('shows one user, and 404 for unknown or malformed ids', async () => {
      const client = await registerClient(t);
      expect((await get(`/api/admin/users/${client.user.id}`, admin.cookie)).json()).toMatchObject({
        id: client.user.id,
        role: 'client',
        active: true,
      });
      for (const id of ['99999', 'abc', '0', '99999999999']) {
        const res = await get(`/api/admin/users/${id}`, admin.cookie);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ code: 'user_not_found', message: USER_NOT_FOUND_MESSAGE });
      }
    });
  });

  describe('create', () => {
    it('creates a staff account that can log in, and records it', async () => {
      const res = await post(newUser(), admin.cookie);
      expect(res.statusCode).toBe(201);
      const created = res.json();
      expect(created).toMatchObject({
        username: 'helen.park',
        email: 'helen.park@example.com',
        firstName: 'Helen',
        lastName: 'Park',
        role: 'staff',
        active: true,
      });
      expect(res.body).not.toMatch(/password|argon2/i);
      const loggedIn = await login('helen.park', NEW_PASSWORD);
      expect(loggedIn.statusCode).toBe(200);
      expect(loggedIn.json().role).toBe('staff');
      expect(await events()).toContain('user.created');
    });

    it('creates admins, and inactive accounts that cannot log in', async () => {
      expect((await post(newUser({ role: 'admin' }), admin.cookie)).json().role).toBe('admin');
      const inactive = await post(
        newUser({ username: 'nora', email: 'nora@example.com', active: false }),
        admin.cookie,
      );
      expect(inactive.json().active).toBe(false);
      expect((await login('nora', NEW_PASSWORD)).statusCode).not.toBe(200);
    });

    it('ignores id, createdAt, passwordHash and other fields the form does not have', async () => {
      const res = await post(
        newUser({
          id: 4242,
          createdAt: '2000-01-01T00:00:00.000Z',
          passwordHash: 'plain-text',
          passwordChangedAt: 'x',
        }),
        admin.cookie,
      );
      expect(res.statusCode).toBe(201);
      const created = res.json();
      expect(created.id).not.toBe(4242);
      expect(created.createdAt).not.toBe('2000-01-01T00:00:00.000Z');
      const stored = await t.app.repos.users.findById(created.id);
      expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
      expect((await login('helen.park', NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('gives the form messages for bad input and creates nothing', async () => {
      const before = await snapshot();
      const res = await post(
        { username: 'ab', email: 'nope', firstName: 'H', lastName: 'P', password: '123', role: 'client' },
        admin.cookie,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({
        username: 'Username must be at least 3 characters',
        email: 'Please enter a valid email',
        firstName: 'First name must be at least 2 characters',
        lastName: 'Last name must be at least 2 characters',
        password: AUTH_MESSAGES.backOfficePasswordShort,
        role: ADMIN_USER_MESSAGES.roleInvalid,
      });
      const noPassword = await post({ ...newUser(), password: undefined }, admin.cookie);
      expect(noPassword.statusCode).toBe(400);
      expect(noPassword.json().fields).toHaveProperty('password');
      expect(await snapshot()).toEqual(before);
    });

    it('refuses a common password', async () => {
      const res = await post(newUser({ password: 'qwerty123456' }), admin.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'common_password',
        message: AUTH_MESSAGES.commonPassword,
        fields: { password: AUTH_MESSAGES.commonPassword },
      });
      expect(await t.app.repos.users.findByLogin('helen.park')).toBeUndefined();
    });

    it('holds staff and admin passwords to the admin tool’s rule: 12 characters, not the username', async () => {
      const before = await snapshot();
      for (const role of ['staff', 'admin'] as const) {
        // The password an outside check made an admin with.
        const short = await post(newUser({ role, password: 'Kq7#zp' }), admin.cookie);
        expect(short.statusCode).toBe(400);
        expect(short.json().fields).toEqual({ password: AUTH_MESSAGES.backOfficePasswordShort });
        const eleven = await post(newUser({ role, password: 'Kq7#zp-Wx2!' }), admin.cookie);
        expect(eleven.json().fields).toEqual({ password: AUTH_MESSAGES.backOfficePasswordShort });
        const named = await post(newUser({ role, password: 'my-HELEN.PARK-pass' }), admin.cookie);
        expect(named.statusCode).toBe(400);
        expect(named.json().fields).toEqual({ password: AUTH_MESSAGES.passwordHasUsername });
        // Long and not in the common list, but a strength estimator guesses it at once.
        const predictable = await post(newUser({ role, password: 'password1234' }), admin.cookie);
        expect(predictable.statusCode).toBe(400);
        expect(predictable.json().fields).toEqual({ password: AUTH_MESSAGES.backOfficePasswordGuessable });
      }
      expect(await snapshot()).toEqual(before);
    });

    it('refuses a taken username (any case) or e-mail with 409 on that field', async () => {
      await post(newUser(), admin.cookie);
      const before = await snapshot();
      const sameName = await post(newUser({ username: 'HELEN.PARK', email: 'other@example.com' }), admin.cookie);
      expect(sameName.statusCode).toBe(409);
      expect(sameName.json()).toEqual({
        code: 'username_taken',
        message: ADMIN_USER_MESSAGES.usernameTaken,
        fields: { username: ADMIN_USER_MESSAGES.usernameTaken },
      });
      const sameEmail = await post(newUser({ username: 'helen2', email: 'HELEN.park@example.com' }), admin.cookie);
      expect(sameEmail.statusCode).toBe(409);
      expect(sameEmail.json().fields).toEqual({ email: ADMIN_USER_MESSAGES.emailTaken });
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('edit', () => {
    async function staffMember() {
      const res = await post(newUser(), admin.cookie);
      const created = res.json() as AdminUser;
      const session = sessionCookie(t, await login('helen.park', NEW_PASSWORD)) as string;
      return { id: created.id, session };
    }

    it('changes only the fields sent, keeps the password when it is blank, and records it', async () => {
      const { id, session } = await staffMember();
      const res = await patch(id, { firstName: 'Helena', password: '' }, admin.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        firstName: 'Helena',
        lastName: 'Park',
        email: 'helen.park@example.com',
        role: 'staff',
      });
      expect(res.json().updatedAt).not.toBeNull();
      expect(res.body).not.toMatch(/password|argon2/i);
      expect((await whoAmI(session)).statusCode).toBe(200);
      expect((await login('helen.park', NEW_PASSWORD)).statusCode).toBe(200);
      const [latest] = await t.app.repos.events.latest(1);
      expect(latest).toMatchObject({ type: 'user.updated', actorId: admin.user.id, subjectId: id });
      expect(latest?.summary).toContain('name');
    });

    it('a new password ends every session of that user; the new one works, the old does not', async () => {
      const { id, session } = await staffMember();
      const res = await patch(id, { password: 'Bright-Maple-Lane-19' }, admin.cookie);
      expect(res.statusCode).toBe(200);
      expect((await whoAmI(session)).statusCode).toBe(401);
      expect((await login('helen.park', NEW_PASSWORD)).statusCode).toBe(401);
      expect((await login('helen.park', 'Bright-Maple-Lane-19')).statusCode).toBe(200);
      expect((await whoAmI(admin.cookie)).statusCode).toBe(200);
    });

    it('asks for a back-office password when a client account is given staff or admin access', async () => {
      const client = await registerClient(t);
      const before = await snapshot();
      const promoted = await patch(client.user.id, { role: 'staff' }, admin.cookie);
      expect(promoted.statusCode).toBe(400);
      expect(promoted.json()).toEqual({
        code: 'password_for_promotion',
        message: ADMIN_USER_MESSAGES.passwordForPromotion,
        fields: { password: ADMIN_USER_MESSAGES.passwordForPromotion },
      });
      expect(await snapshot()).toEqual(before);
      const withPassword = await patch(
        client.user.id,
        { role: 'staff', password: 'Bright-Maple-Lane-19' },
        admin.cookie,
      );
      expect(withPassword.statusCode).toBe(200);
      expect(withPassword.json().role).toBe('staff');
    });

    it('refuses a common new password and changes nothing', async () => {
      const { id, session } = await staffMember();
      const before = await snapshot();
      const res = await patch(id, { password: 'qwerty123456', firstName: 'Helena' }, admin.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ password: AUTH_MESSAGES.commonPassword });
      expect(await snapshot()).toEqual(before);
      expect((await whoAmI(session)).statusCode).toBe(200);
    });

    it('deactivation ends that user’s sessions and blocks login; reactivation lets them back', async () => {
      const { id, session } = await staffMember();
      const off = await patch(id, { active: false }, admin.cookie);
      expect(off.json().active).toBe(false);
      expect((await whoAmI(session)).statusCode).toBe(401);
      expect(await t.app.db.selectFrom('sessions').select('id').where('userId', '=', id).execute()).toEqual([]);
      expect((await login('helen.park', NEW_PASSWORD)).statusCode).toBe(403);
      expect((await t.app.repos.events.latest(1))[0]?.type).toBe('user.deactivated');
      expect((await patch(id, { active: true }, admin.cookie)).json().active).toBe(true);
      expect((await login('helen.park', NEW_PASSWORD)).statusCode).toBe(200);
      expect((await t.app.repos.events.latest(1))[0]?.type).toBe('user.reactivated');
    });

    it('a role change takes effect at once on the user’s open session', async () => {
      const { id, session } = await staffMember();
      expect((await get('/api/admin/users', session)).statusCode).toBe(403);
      await patch(id, { role: 'admin' }, admin.cookie);
      expect((await get('/api/admin/users', session)).statusCode).toBe(200);
      await patch(id, { role: 'staff' }, admin.cookie);
      expect((await get('/api/admin/users', session)).statusCode).toBe(403);
    });

    it('can edit a client’s details and deactivate them, but not make them a client again', async () => {
      const client = await registerClient(t);
      expect((await patch(client.user.id, { lastName: 'Hill-Jones' }, admin.cookie)).json()).toMatchObject({
        lastName: 'Hill-Jones',
        role: 'client',
      });
      const toClient = await patch(client.user.id, { role: 'client' }, admin.cookie);
      expect(toClient.statusCode).toBe(400);
      expect(toClient.json().fields).toEqual({ role: ADMIN_USER_MESSAGES.roleInvalid });
      await patch(client.user.id, { active: false }, admin.cookie);
      expect((await whoAmI(client.cookie)).statusCode).toBe(401);
    });

    it('never applies id, createdAt or passwordHash from the body', async () => {
      const { id } = await staffMember();
      const before = await t.app.repos.users.findById(id);
      const res = await patch(
        id,
        {
          id: 4242,
          createdAt: '2000-01-01T00:00:00.000Z',
          passwordHash: 'plain',
          passwordChangedAt: 'x',
          lastName: 'Parks',
        },
        admin.cookie,
      );
      expect(res.statusCode).toBe(200);
      const after = await t.app.repos.users.findById(id);
      expect(after).toMatchObject({
        id,
        createdAt: before?.createdAt,
        passwordHash: before?.passwordHash,
        lastName: 'Parks',
      });
      expect(await t.app.repos.users.findById(4242)).toBeUndefined();
      const onlyForeign = await patch(id, { passwordHash: 'plain' }, admin.cookie);
      expect(onlyForeign.statusCode).toBe(200);
      expect((await t.app.repos.users.findById(id))?.passwordHash).toBe(before?.passwordHash);
    });

    it('refuses bad input with the form messages and changes nothing', async () => {
      const { id } = await staffMember();
      const before = await snapshot();
      const res = await patch(id, { email: 'nope', firstName: 'H', password: '123', active: 'no' }, admin.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toMatchObject({
        email: 'Please enter a valid email',
        firstName: 'First name must be at least 2 characters',
        password: AUTH_MESSAGES.backOfficePasswordShort,
      });
      expect(res.json().fields).toHaveProperty('active');
      expect(await snapshot()).toEqual(before);
    });

    it('refuses a username or e-mail another account uses, and changes nothing', async () => {
      const { id } = await staffMember();
      const client = await registerClient(t);
      const before = await snapshot();
      const name = await patch(id, { username: client.body.username.toUpperCase(), firstName: 'Helena' }, admin.cookie);
      expect(name.statusCode).toBe(409);
      expect(name.json().fields).toEqual({ username: ADMIN_USER_MESSAGES.usernameTaken });
      const email = await patch(id, { email: client.body.email }, admin.cookie);
      expect(email.statusCode).toBe(409);
      expect(email.json().fields).toEqual({ email: ADMIN_USER_MESSAGES.emailTaken });
      expect(await snapshot()).toEqual(before);
      // The user's own current values are not a conflict.
      expect(
        (await patch(id, { username: 'Helen.Park', email: 'helen.park@example.com' }, admin.cookie)).statusCode,
      ).toBe(200);
    });

    it('refuses an admin’s edit of their own row, whatever it changes', async () => {
      // Another active admin: stepping down is not refused for being the last one (tested below).
      await createStaff(t, 'admin');
      const before = await snapshot();
      for (const body of [{ firstName: 'Samuel' }, { role: 'staff' }, { active: false }, { password: NEW_PASSWORD }]) {
        const res = await patch(admin.user.id, body, admin.cookie);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ code: 'own_account', message: ADMIN_USER_MESSAGES.ownAccount });
      }
      expect(await snapshot()).toEqual(before);
      expect((await whoAmI(admin.cookie)).statusCode).toBe(200);
    });

    it('answers 404 for unknown or malformed ids', async () => {
      for (const id of ['99999', 'abc', '-1']) {
        const res = await patch(id, { firstName: 'Nobody' }, admin.cookie);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ code: 'user_not_found', message: USER_NOT_FOUND_MESSAGE });
      }
    });
  });

  describe('the last active admin', () => {
    it('lets an admin demote or deactivate another admin while one stays active', async () => {
      const second = await createStaff(t, 'admin');
      expect((await patch(second.user.id, { role: 'staff' }, admin.cookie)).statusCode).toBe(200);
      expect((await patch(second.user.id, { role: 'admin' }, admin.cookie)).statusCode).toBe(200);
      expect((await patch(second.user.id, { active: false }, admin.cookie)).statusCode).toBe(200);
      expect(await t.app.repos.users.countActiveAdmins()).toBe(1);
    });

    it('says why when the last active admin tries to step down: there must be one', async () => {
      const before = await snapshot();
      for (const [body, field] of [
        [{ role: 'staff' }, 'role'],
        [{ active: false }, 'active'],
      ] as const) {
        const res = await patch(admin.user.id, body, admin.cookie);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({
          code: 'last_admin',
          message: ADMIN_USER_MESSAGES.lastAdmin,
          fields: { [field]: ADMIN_USER_MESSAGES.lastAdmin },
        });
        expect(res.json().message).toMatch(/^There must be at least one active admin\./);
      }
      expect(await snapshot()).toEqual(before);
      // With another active admin, their own row is still edited only from Profile.
      await createStaff(t, 'admin');
      const own = await patch(admin.user.id, { role: 'staff' }, admin.cookie);
      expect(own.statusCode).toBe(403);
      expect(own.json()).toEqual({ code: 'own_account', message: ADMIN_USER_MESSAGES.ownAccount });
    });

    it('is never demoted or deactivated (the repository refuses it)', async () => {
      const users = t.app.repos.users;
      const inactiveAdmin = await createStaff(t, 'admin');
      await updateAccount(t, inactiveAdmin.user.id, { active: false });
      expect(await users.countActiveAdmins()).toBe(1);
      expect(await updateAccount(t, admin.user.id, { role: 'staff' })).toEqual({ status: 'last-admin' });
      expect(await updateAccount(t, admin.user.id, { active: false })).toEqual({ status: 'last-admin' });
      // Other changes to the last admin are fine, and so is changing an inactive admin.
      expect((await updateAccount(t, admin.user.id, { firstName: 'Samuel' })).status).toBe('updated');
      expect((await updateAccount(t, inactiveAdmin.user.id, { role: 'staff' })).status).toBe('updated');
      expect(await users.findById(admin.user.id)).toMatchObject({ role: 'admin', active: true });
    });

    it('survives two admins deactivating each other at the same moment', async () => {
      const users = t.app.repos.users;
      const second = await createStaff(t, 'admin');
      const results = await Promise.all([
        updateAccount(t, admin.user.id, { active: false }),
        updateAccount(t, second.user.id, { active: false }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual(['last-admin', 'updated']);
      expect(await users.countActiveAdmins()).toBe(1);
    });

    it('over HTTP, two admins demoting each other leave one active admin and a clear refusal', async () => {
      const second = await createStaff(t, 'admin');
      const [a, b] = await Promise.all([
        patch(second.user.id, { active: false }, admin.cookie),
        patch(admin.user.id, { role: 'staff' }, second.cookie),
      ]);
      const statuses = [a.statusCode, b.statusCode].sort();
      expect(statuses[0]).toBe(200);
      // The loser is refused: 409 with the message; 401 when its own session ended first; or 403 when it was
      // made staff before its request's guard read its role (the guard then refuses an admin-only call).
      expect([401, 403, 409]).toContain(statuses[1]);
      const refused = [a, b].find((r) => r.statusCode === 409);
      if (refused) expect(refused.json().message).toBe(ADMIN_USER_MESSAGES.lastAdmin);
      expect(await t.app.repos.users.countActiveAdmins()).toBe(1);
    });
  });

  it('keeps the password hash out of every answer', async () => {
    const created = (await post(newUser(), admin.cookie)).json() as AdminUser;
    for (const res of [
      await get('/api/admin/users', admin.cookie),
      await get(`/api/admin/users/${created.id}`, admin.cookie),
      await patch(created.id, { password: 'Bright-Maple-Lane-19' }, admin.cookie),
    ]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toMatch(/password|argon2/i);
    }
    expect(STRONG_PASSWORD).toBeTruthy();
  });
});
