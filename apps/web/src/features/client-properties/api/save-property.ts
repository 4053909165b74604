import { propertySchema, type Property, type PropertyInput } from '@ta/shared';
import { useWrite } from '../../../lib/refresh-after';
import { apiRequest } from '../../../lib/api-client';

/** Adds a property to the signed-in client's account (POST /api/properties). */
export async function createProperty(input: PropertyInput): Promise<Property> {
  return propertySchema.parse(await apiRequest<unknown>('/api/properties', { method: 'POST', body: input }));
}

/** Saves every field of one of the client's properties (PATCH /api/properties/:id). */
export async function updateProperty({ id, input }: { id: number; input: PropertyInput }): Promise<Property> {
  return propertySchema.parse(await apiRequest<unknown>(`/api/properties/${id}`, { method: 'PATCH', body: input }));
}

export const useCreateProperty = () => useWrite(createProperty, 'clientProperty');
export const useUpdateProperty = () => useWrite(updateProperty, 'clientProperty');
