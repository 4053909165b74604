import type { FurniturePhotoUploadInput, FurniturePhotoUploadResult } from '@ta/shared';
import { useState } from 'react';
import { FurnitureUploadForm } from './furniture-upload-form';
import { UploadThankYou } from './upload-thank-you';

type Uploaded = { result: FurniturePhotoUploadResult; fields: FurniturePhotoUploadInput };

/** The upload form, then the thank-you state once the photos are stored. */
export function FurnitureUpload({ defaultEmail }: { defaultEmail: string }) {
  const [uploaded, setUploaded] = useState<Uploaded | null>(null);
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
