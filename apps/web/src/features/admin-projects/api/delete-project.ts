import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshProjects } from './refresh-projects';

/** Delete Project: staff remove the appointment (DELETE /api/appointments/{id}, 204). */
export async function deleteProject(id: number): Promise<void> {
  await apiRequest<unknown>(`/api/appointments/${id}`, { method: 'DELETE' });
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: (_nothing, id) => void refreshProjects(queryClient, id),
  });
}
