import { propertySchema, type Property, type PropertyValues } from '@ta/shared';
import { apiRequest } from '../../../lib/api-client';
import { useWrite } from '../../../lib/refresh-after';
import { propertyPath } from './get-property';

/** Edit property: PATCH /api/admin/properties/{id} with every field (blank access notes keep those on file). */
async function updateProperty({ id, values }: { id: number; values: PropertyValues }): Promise<Property> {
  return propertySchema.parse(await apiRequest<unknown>(propertyPath(id), { method: 'PATCH', body: values }));
}

export const useUpdateProperty = () => useWrite(updateProperty, 'property');
