import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { containsAny } from '../../../db/search.js';
import { engines, freshDatabase, type FreshDatabase } from '../../../../test/fresh-database.js';

describe.each(engines)('containsAny on %s', (engine) => {
  let database: FreshDatabase;
  beforeEach(async () => {
    database = await freshDatabase(engine);
    await database.handle.db
      .insertInto('serviceTypes')
      .values([
        { name: 'Pool 100% Clean', description: 'under_score', duration: 60, color: '#000000' },
        { name: 'Pool 1000 Clean', description: 'underXscore', duration: 60, color: '#000000' },
      ])
      .execute();
  });
  afterEach(() => database.cleanup());

  const find = (term: string) =>
    database.handle.db
      .selectFrom('serviceTypes')
      .select('name')
      .where((eb) => containsAny(eb, ['name', 'description'], term))
      .orderBy('name')
      .execute()
      .then((rows) => rows.map((r) => r.name));

  it('matches any column, ignoring case', async () => {
    expect(await find('POOL 1')).toEqual(['Pool 100% Clean', 'Pool 1000 Clean']);
    expect(await find('UNDERX')).toEqual(['Pool 1000 Clean']);
  });

  it('treats % and _ as the characters themselves', async () => {
    expect(await find('100%')).toEqual(['Pool 100% Clean']);
    expect(await find('under_')).toEqual(['Pool 100% Clean']);
    expect(await find('\\')).toEqual([]);
  });
});
