import type { FindingPhoto, StaffVisit } from '@ta/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { deleteFindingPhoto } from './api/delete-finding-photo';
import { uploadFindingPhoto } from './api/upload-finding-photo';
import { forgetPhoto, keepPhoto, newPhotoId, readKeptPhotos } from './kept-photos';

/** A photo on its way to the server, or one that did not get there (listed with Retry). */
export interface PhotoUpload {
  key: string;
  itemId: number;
  file: File;
  percent: number;
  failure: string | null;
}

export interface FindingPhotos {
  uploadsFor: (itemId: number) => PhotoUpload[];
  /** One upload per file, side by side. */
  add: (itemId: number, files: readonly File[]) => void;
  retry: (key: string) => void;
  /** Forgets a photo that did not upload. */
  discard: (key: string) => void;
  /** Deletes a saved photo; resolves with the failure's words, or null. */
  remove: (itemId: number, photoId: number) => Promise<string | null>;
  /** Photos still uploading or failed: the visit cannot finish meanwhile. */
  unsent: number;
}

/**
 * The photos of a visit's findings: uploads with their progress; saved photos live in the visit's
 * answer. Each photo is kept on the device (kept-photos.ts) until the server has it, and photos kept
 * from before (a closed tab, a lost signal) are sent again when the visit opens.
 */
export function useFindingPhotos(visitId: number, userId: number): FindingPhotos {
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<readonly PhotoUpload[]>([]);
  const uploadsRef = useRef(uploads);
  /** Writes to the device's store still under way, so a quick upload is not forgotten before it is kept. */
  const keeping = useRef(new Map<string, Promise<void>>());

  const update = useCallback((change: (current: readonly PhotoUpload[]) => readonly PhotoUpload[]) => {
    uploadsRef.current = change(uploadsRef.current);
    setUploads(uploadsRef.current);
  }, []);

  const patch = useCallback(
    (key: string, changes: Partial<PhotoUpload>) =>
      update((current) => current.map((upload) => (upload.key === key ? { ...upload, ...changes } : upload))),
    [update],
  );

  /** Off the device once the server has it (or it was removed), after its own keeping has finished. */
  const forget = useCallback(async (key: string) => {
    await keeping.current.get(key);
    keeping.current.delete(key);
    await forgetPhoto(key);
  }, []);

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
          void forget(upload.key);
        },
        (error: unknown) => patch(upload.key, { failure: errorMessage(error) }),
      );
    },
    [visitId, patch, update, setPhotos, forget],
  );

  const add = useCallback(
    (itemId: number, files: readonly File[]) => {
      const added = files.map((file) => ({ key: newPhotoId(), itemId, file, percent: 0, failure: null }));
      for (const upload of added) {
        keeping.current.set(upload.key, keepPhoto({ id: upload.key, visitId, userId, itemId, file: upload.file }));
      }
      update((current) => [...current, ...added]);
      for (const upload of added) start(upload);
    },
    [visitId, userId, update, start],
  );

  // Photos kept from before go again, once each.
  useEffect(() => {
    let current = true;
    void readKeptPhotos(visitId, userId).then((kept) => {
      if (!current) return;
      const known = new Set(uploadsRef.current.map((upload) => upload.key));
      const again = kept
        .filter((photo) => !known.has(photo.id))
        .map((photo) => ({ key: photo.id, itemId: photo.itemId, file: photo.file, percent: 0, failure: null }));
      if (again.length === 0) return;
      update((list) => [...list, ...again]);
      for (const upload of again) start(upload);
    });
    return () => {
      current = false;
    };
  }, [visitId, userId, update, start]);

  const retry = useCallback(
    (key: string) => {
      const upload = uploadsRef.current.find((other) => other.key === key);
      if (upload) start(upload);
    },
    [start],
  );

  const discard = useCallback(
    (key: string) => {
      update((current) => current.filter((upload) => upload.key !== key));
      void forget(key);
    },
    [update, forget],
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
