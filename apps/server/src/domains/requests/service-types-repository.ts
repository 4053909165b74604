import type { Kysely } from 'kysely';
import type { ServiceType } from '@ta/shared';
import type { Database } from '../../db/types.js';

export function createServiceTypesRepository(db: Kysely<Database>) {
  return {
    async listActive(): Promise<ServiceType[]> {
      return db
        .selectFrom('serviceTypes')
        .select(['id', 'name', 'description', 'duration', 'color', 'bookingMode', 'atHome'])
        .where('active', '=', true)
        .orderBy('id')
        .execute();
    },

    async findActiveById(id: number): Promise<ServiceType | undefined> {
      return db
        .selectFrom('serviceTypes')
        .select(['id', 'name', 'description', 'duration', 'color'])
        .where('id', '=', id)
        .where('active', '=', true)
        .executeTakeFirst();
    },

    /** A service by its name, active or not (the home-watch visits' service is found by name). */
    async findByName(name: string): Promise<ServiceType | undefined> {
      return db
        .selectFrom('serviceTypes')
        .select(['id', 'name', 'description', 'duration', 'color'])
        .where('name', '=', name)
        .executeTakeFirst();
    },
  };
}
