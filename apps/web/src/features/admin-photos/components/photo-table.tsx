import type { StaffFurniturePhoto } from '@ta/shared';
import { Info, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { formatInstantDate } from '../../../lib/instant-format';
import { photoAltText } from '../photo-list';
import { AppointmentCell } from './appointment-cell';
import { PhotoStatusBadge } from './photo-status-badge';

export interface PhotoActions {
  onView: (photo: StaffFurniturePhoto) => void;
  onDetails: (photo: StaffFurniturePhoto) => void;
  onDelete: (photo: StaffFurniturePhoto) => void;
}

interface PhotoTableProps extends PhotoActions {
  clientEmail: string;
  photos: readonly StaffFurniturePhoto[];
}

const TH = 'px-3 py-3 text-left font-bold whitespace-nowrap';
const TD = 'px-3 py-3 align-middle';

function Thumbnail({ photo, onView }: { photo: StaffFurniturePhoto; onView: PhotoActions['onView'] }) {
  return (
    <button
      type="button"
      onClick={() => onView(photo)}
      className="block shrink-0 cursor-pointer overflow-hidden rounded-lg border-2 border-line hover:border-brand-700"
    >
      <span className="sr-only">Enlarge photo: </span>
      <img
        src={photo.thumbnailUrl}
        alt={photoAltText(photo)}
        width={80}
        height={80}
        loading="lazy"
        decoding="async"
        className="block size-20 max-w-none bg-sand object-cover"
      />
    </button>
  );
}

/** Details and Delete, one above the other so they fit beside the photo's other columns. */
function Actions({
  photo,
  onDetails,
  onDelete,
  className,
}: Omit<PhotoActions, 'onView'> & { photo: StaffFurniturePhoto; className: string }) {
  return (
    <div className={className}>
      <Button variant="outline" size="compact" onClick={() => onDetails(photo)}>
        <Info aria-hidden />
        Details<span className="sr-only"> of photo #{photo.id}</span>
      </Button>
      <Button variant="destructive" size="compact" onClick={() => onDelete(photo)}>
        <Trash2 aria-hidden />
        Delete<span className="sr-only"> photo #{photo.id}</span>
      </Button>
    </div>
  );
}

/**
 * One client's photos: a table where there is room for its columns (xl, 1280 px and up), one card
 * per photo below that, so every button stays inside the group's card at any width. Only one of the
 * two is displayed; the other is display:none, which hides it from screen readers too.
 */
export function PhotoTable({ clientEmail, photos, onView, onDetails, onDelete }: PhotoTableProps) {
  const label = `Photos from ${clientEmail}`;
  return (
    <>
      <ul aria-label={label} className="divide-y divide-line border-t border-line xl:hidden">
        {photos.map((photo) => (
          <li key={photo.id} className="flex flex-wrap items-start gap-4 p-4 sm:px-6">
            <Thumbnail photo={photo} onView={onView} />
            <div className="min-w-0 flex-1 basis-40 space-y-1">
              <p className="font-bold break-words">{photo.furnitureType}</p>
              <p className="text-muted">Uploaded {formatInstantDate(photo.uploadedAt)}</p>
              <div className="flex flex-wrap items-center gap-x-4">
                <PhotoStatusBadge status={photo.status} />
                <AppointmentCell appointmentId={photo.appointmentId} />
              </div>
            </div>
            <Actions
              photo={photo}
              onDetails={onDetails}
              onDelete={onDelete}
              className="flex w-full flex-wrap gap-2 sm:w-auto sm:flex-col"
            />
          </li>
        ))}
      </ul>
      {/* relative: the screen-reader-only texts (absolutely placed) stay inside the region. */}
      <div role="region" aria-label={label} tabIndex={0} className="relative hidden overflow-x-auto xl:block">
        <table className="w-full border-collapse">
          <caption className="sr-only">{label}</caption>
          <thead className="bg-sand">
            <tr>
              <th scope="col" className={TH}>
                Photo
              </th>
              <th scope="col" className={TH}>
                Furniture Type
              </th>
              <th scope="col" className={TH}>
                Uploaded
              </th>
              <th scope="col" className={TH}>
                Status
              </th>
              <th scope="col" className={TH}>
                Appointment
              </th>
              <th scope="col" className={TH}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {photos.map((photo) => (
              <tr key={photo.id} className="border-t border-line">
                <td className={TD}>
                  <Thumbnail photo={photo} onView={onView} />
                </td>
                <th scope="row" className="px-3 py-3 text-left align-middle font-bold break-words">
                  {photo.furnitureType}
                </th>
                <td className={`${TD} whitespace-nowrap`}>{formatInstantDate(photo.uploadedAt)}</td>
                <td className={TD}>
                  <PhotoStatusBadge status={photo.status} />
                </td>
                <td className={TD}>
                  <AppointmentCell appointmentId={photo.appointmentId} />
                </td>
                <td className={TD}>
                  <Actions
                    photo={photo}
                    onDetails={onDetails}
                    onDelete={onDelete}
                    className="flex flex-col items-stretch gap-2"
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
