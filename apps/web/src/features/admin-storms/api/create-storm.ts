import { stormBoardSchema, type StormBoard, type StormValues } from '@ta/shared';
import { apiRequest } from '../../../lib/api-client';
import { useWrite } from '../../../lib/refresh-after';
import { ADMIN_STORMS_PATH } from './get-storms';

/** POST /api/admin/storms: the storm's checks for every property in the area; answers the board. */
export async function createStorm(values: StormValues): Promise<StormBoard> {
  return stormBoardSchema.parse(await apiRequest<unknown>(ADMIN_STORMS_PATH, { method: 'POST', body: values }));
}

export const useCreateStorm = () => useWrite(createStorm, 'storm');
