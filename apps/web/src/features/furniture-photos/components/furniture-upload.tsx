import {
  furniturePhotoUploadResultSchema,
  type FurniturePhotoUploadInput,
  type FurniturePhotoUploadResult,
} from '@ta/shared';
import { useState } from 'react';
import { usePageFormResult } from '../../../lib/page-form';
import { FurnitureUploadForm } from './furniture-upload-form';
import { UploadThankYou } from './upload-thank-you';

type Uploaded = { result: FurniturePhotoUploadResult; fields: FurniturePhotoUploadInput };

/** The photos stored by this page's own post (without JavaScript), if that is what the page answers. */
function uploadedByPost(result: ReturnType<typeof usePageFormResult>): Uploaded | null {
  const stored = furniturePhotoUploadResultSchema.safeParse(result?.outcome);
  if (!result || !stored.success) return null;
  const text = (name: string) => String(result.values[name] ?? '');
  return {
    result: stored.data,
    fields: {
      clientEmail: text('clientEmail'),
      furnitureType: text('furnitureType'),
      furnitureDescription: text('furnitureDescription'),
    },
  };
}

/** The upload form, then the thank-you state once the photos are stored. */
export function FurnitureUpload({ defaultEmail }: { defaultEmail: string }) {
  const pageResult = usePageFormResult('furniture-upload');
  const [uploaded, setUploaded] = useState<Uploaded | null>(() => uploadedByPost(pageResult));
  // Uploading more keeps the address just used.
  const [email, setEmail] = useState(defaultEmail);
  if (uploaded) {
    return <UploadThankYou {...uploaded} onUploadMore={() => setUploaded(null)} />;
  }
  return (
    <FurnitureUploadForm
      defaultEmail={email}
      onUploaded={(result, fields) => {
        setEmail(fields.clientEmail);
        setUploaded({ result, fields });
      }}
    />
  );
}
