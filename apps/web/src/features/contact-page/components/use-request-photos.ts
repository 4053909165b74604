import { FURNITURE_PHOTO_MESSAGES, type FurniturePhoto } from '@ta/shared';
import { useState } from 'react';
import { toast } from '../../../components/ui/use-toast';
import { useT } from '../../../i18n/use-t';
import { ApiError } from '../../../lib/api-client';
import { useUploadRequestPhotos, type RequestPhotoUpload } from '../api/upload-request-photos';

/** The furniture photos of one appointment request: chosen, then uploaded (possibly in several goes). */
export function useRequestPhotos() {
  const t = useT();
  const upload = useUploadRequestPhotos();
  const [files, setFiles] = useState<File[]>([]);
  const [uploaded, setUploaded] = useState<FurniturePhoto[]>([]);
  const [error, setError] = useState<string>();

  const choose = (next: File[]) => {
    setFiles(next);
    setError(undefined);
  };

  /** Uploads the chosen photos; true when they are stored (or there were none). */
  const send = async (details: Omit<RequestPhotoUpload, 'files'>): Promise<boolean> => {
    if (files.length === 0) return true;
    setError(undefined);
    try {
      const photos = await upload.mutateAsync({ ...details, files });
      setUploaded((before) => [...before, ...photos]);
      setFiles([]);
      toast({
        title: t('contact.photos.uploaded'),
        description: FURNITURE_PHOTO_MESSAGES.uploaded(photos.length),
        variant: 'success',
      });
      return true;
    } catch (err) {
      // A refusal from the server names what is wrong; anything else (no connection) is generic.
      if (err instanceof ApiError && err.status > 0) {
        setError(err.message);
        toast({ title: t('contact.photos.failed'), description: err.message, variant: 'destructive' });
      } else {
        setError(`${t('contact.photos.error')}. ${t('contact.photos.check-connection')}`);
        toast({
          title: t('contact.photos.error'),
          description: t('contact.photos.check-connection'),
          variant: 'destructive',
        });
      }
      return false;
    }
  };

  const reset = () => {
    setFiles([]);
    setUploaded([]);
    setError(undefined);
  };

  return { files, choose, uploaded, error, setError, isUploading: upload.isPending, send, reset };
}

export type RequestPhotos = ReturnType<typeof useRequestPhotos>;
