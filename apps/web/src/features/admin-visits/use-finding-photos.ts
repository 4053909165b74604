import type { FindingPhoto, StaffVisit } from '@ta/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { deleteFindingPhoto } from './api/delete-finding-photo';
import { uploadFindingPhoto } from './api/upload-finding-photo';

/** A photo on its way to the server, or one that did not get there (listed with Retry). */
export interface PhotoUpload {
  key: number;
  itemId: number;
  file: File;
  percent: number;
  failure: string | null;
}

export interface FindingPhotos {
  uploadsFor: (itemId: number) => PhotoUpload[];
  /** One upload per file, side by side. */
  add: (itemId: number, files: readonly File[]) => void;
  retry: (key: number) => void;
  /** Forgets a photo that did not upload. */
  discard: (key: number) => void;
  /** Deletes a saved photo; resolves with the failure's words, or null. */
  remove: (itemId: number, photoId: number) => Promise<string | null>;
  /** Photos still uploading or failed: the visit cannot finish meanwhile. */
  unsent: number;
}

let nextKey = 1;

/** The photos of a visit's findings: uploads with their progress; saved photos live in the visit's answer. */
export function useFindingPhotos(visitId: number): FindingPhotos {
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<readonly PhotoUpload[]>([]);
  const uploadsRef = useRef(uploads);

  const update = useCallback((change: (current: readonly PhotoUpload[]) => readonly PhotoUpload[]) => {
    uploadsRef.current = change(uploadsRef.current);
    setUploads(uploadsRef.current);
  }, []);

  const patch = useCallback(
    (key: number, changes: Partial<PhotoUpload>) =>
      update((current) => current.map((upload) => (upload.key === key ? { ...upload, ...changes } : upload))),
    [update],
  );

  const setPhotos = useCallback(
    (itemId: number, change: (photos: FindingPhoto[]) => FindingPhoto[]) =>
      queryClient.setQueryData<StaffVisit | null>(queryKeys.visits.detail(visitId), (visit) =>
        visit
          ? {
              ...visit,
              items: visit.items.map((item) => (item.id === itemId ? { ...item, photos: change(item.photos) } : item)),
            }
          : visit,
      ),
    [queryClient, visitId],
  );

  const start = useCallback(
    (upload: PhotoUpload) => {
      patch(upload.key, { percent: 0, failure: null });
      uploadFindingPhoto(visitId, upload.itemId, upload.file, (percent) => patch(upload.key, { percent })).then(
        (photo) => {
          update((current) => current.filter((other) => other.key !== upload.key));
          setPhotos(upload.itemId, (photos) => [...photos, photo]);
        },
        (error: unknown) => patch(upload.key, { failure: errorMessage(error) }),
      );
    },
    [visitId, patch, update, setPhotos],
  );

  const add = useCallback(
    (itemId: number, files: readonly File[]) => {
      const added = files.map((file) => ({ key: nextKey++, itemId, file, percent: 0, failure: null }));
      update((current) => [...current, ...added]);
      for (const upload of added) start(upload);
    },
    [update, start],
  );

  const retry = useCallback(
    (key: number) => {
      const upload = uploadsRef.current.find((other) => other.key === key);
      if (upload) start(upload);
    },
    [start],
  );

  const discard = useCallback(
    (key: number) => update((current) => current.filter((upload) => upload.key !== key)),
    [update],
  );

  const remove = useCallback(
    async (itemId: number, photoId: number) => {
      try {
        await deleteFindingPhoto(visitId, photoId);
        setPhotos(itemId, (photos) => photos.filter((photo) => photo.id !== photoId));
        return null;
      } catch (error) {
        return errorMessage(error);
      }
    },
    [visitId, setPhotos],
  );

  return {
    uploadsFor: (itemId) => uploads.filter((upload) => upload.itemId === itemId),
    add,
    retry,
    discard,
    remove,
    unsent: uploads.length,
  };
}
