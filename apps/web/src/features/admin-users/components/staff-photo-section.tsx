import { ImageUp, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { removeStaffPhoto, staffPhotoPath, uploadStaffPhoto } from '../api/staff-photo';

/**
 * "Photo for clients" on a staff member's page (docs/visit-status.md, "Who is at the door"): the client
 * sees it beside the visit code while this person is on the way or at the door, so a stranger cannot
 * pass for them. The owner uploads it (any phone photo: turned upright, its location data dropped) and
 * can remove it. The answer stays on the page in words.
 */
export function StaffPhotoSection({
  userId,
  firstName,
  hadPhoto,
}: {
  userId: number;
  firstName: string;
  /** What the account's page was read with. */
  hadPhoto: boolean;
}) {
  const headingId = useId();
  const inputId = useId();
  const [version, setVersion] = useState(0);
  const [hasPhoto, setHasPhoto] = useState(hadPhoto);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function onUpload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const file = new FormData(form).get('photo');
    if (!(file instanceof File) || file.size === 0) {
      setOutcome({ tone: 'error', text: 'Please choose a photo to upload.' });
      return;
    }
    setBusy('upload');
    setOutcome(null);
    try {
      await uploadStaffPhoto(userId, file, setProgress);
      setHasPhoto(true);
      setVersion((v) => v + 1);
      setOutcome({ tone: 'success', text: `The photo is saved. Clients see it while ${firstName} is on the way.` });
      form.reset();
    } catch (error) {
      setOutcome({ tone: 'error', text: `The photo was not saved: ${errorMessage(error)}` });
    } finally {
      setBusy(null);
      setProgress(null);
    }
  }

  async function onRemove() {
    setBusy('remove');
    setOutcome(null);
    try {
      await removeStaffPhoto(userId);
      setHasPhoto(false);
      setOutcome({ tone: 'success', text: 'The photo is removed.' });
    } catch (error) {
      setOutcome({ tone: 'error', text: `The photo was not removed: ${errorMessage(error)}` });
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby={headingId} className="space-y-3" data-testid="staff-photo">
      <h2 id={headingId} className="text-2xl">
        Photo for clients
      </h2>
      <p>
        Clients see this photo beside the visit code while {firstName} is on the way or at their door, so they know who
        to open it to. Use a clear photo of the face.
      </p>
      {hasPhoto ? (
        <img
          key={version}
          src={`${staffPhotoPath(userId)}?v=${version}`}
          alt={`Photo of ${firstName}`}
          width={96}
          height={96}
          className="size-24 rounded-lg object-cover"
        />
      ) : (
        <p className="font-bold">No photo yet.</p>
      )}
      <form onSubmit={(event) => void onUpload(event)} className="flex flex-wrap items-end gap-3">
        <div className="space-y-1.5">
          <label htmlFor={inputId} className="block font-bold">
            {hasPhoto ? 'A new photo' : 'The photo'}
          </label>
          <input id={inputId} name="photo" type="file" accept="image/jpeg,image/png,image/webp" className="min-h-11" />
        </div>
        <Button type="submit" disabled={busy !== null}>
          <ImageUp aria-hidden />
          {busy === 'upload' ? `Uploading${progress === null ? '…' : ` ${progress}%`}` : 'Upload photo'}
        </Button>
        {hasPhoto ? (
          <Button type="button" variant="outline" disabled={busy !== null} onClick={() => void onRemove()}>
            <Trash2 aria-hidden />
            {busy === 'remove' ? 'Removing…' : 'Remove photo'}
          </Button>
        ) : null}
      </form>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
    </section>
  );
}
