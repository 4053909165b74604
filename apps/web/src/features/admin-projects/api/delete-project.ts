import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfter } from '../../../lib/refresh-after';

/** Delete Project: staff remove the appointment (DELETE /api/appointments/{id}, 204). */
export async function deleteProject(id: number): Promise<void> {
  await apiRequest<unknown>(`/api/appointments/${id}`, { method: 'DELETE' });
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: () => void refreshAfter(queryClient, 'appointment'),
  });
}
