import { propertySchema, type Property, type StaffPropertyValues } from '@ta/shared';
import { apiRequest } from '../../../lib/api-client';
import { useWrite } from '../../../lib/refresh-after';
import { ADMIN_PROPERTIES_PATH } from './get-properties';

/** New property: POST /api/admin/properties, for the client it names. */
async function createProperty(input: StaffPropertyValues): Promise<Property> {
  return propertySchema.parse(await apiRequest<unknown>(ADMIN_PROPERTIES_PATH, { method: 'POST', body: input }));
}

export const useCreateProperty = () => useWrite(createProperty, 'property');
