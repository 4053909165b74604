import type { StaffFurniturePhoto } from '@ta/shared';
import { Info, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { formatUploadedDate, photoAltText } from '../photo-list';
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

/**
 * One client's photos. On narrow screens the table scrolls inside its own labelled region; the
 * region is `relative` so the screen-reader-only texts (absolutely placed) stay inside it instead
 * of widening the page.
 */
export function PhotoTable({ clientEmail, photos, onView, onDetails, onDelete }: PhotoTableProps) {
  const label = `Photos from ${clientEmail}`;
  return (
    <div role="region" aria-label={label} tabIndex={0} className="relative overflow-x-auto">
      <table className="w-full min-w-[44rem] border-collapse">
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
                <button
                  type="button"
                  onClick={() => onView(photo)}
                  className="block cursor-pointer overflow-hidden rounded-lg border-2 border-line hover:border-brand-700"
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
              </td>
              <th scope="row" className="px-3 py-3 text-left align-middle font-bold break-words">
                {photo.furnitureType}
              </th>
              <td className={`${TD} whitespace-nowrap`}>{formatUploadedDate(photo.uploadedAt)}</td>
              <td className={TD}>
                <PhotoStatusBadge status={photo.status} />
              </td>
              <td className={TD}>
                <AppointmentCell appointmentId={photo.appointmentId} />
              </td>
              <td className={TD}>
                <div className="flex flex-wrap justify-end gap-2 xl:flex-nowrap">
                  <Button variant="outline" size="compact" onClick={() => onDetails(photo)}>
                    <Info aria-hidden />
                    Details<span className="sr-only"> of photo #{photo.id}</span>
                  </Button>
                  <Button variant="destructive" size="compact" onClick={() => onDelete(photo)}>
                    <Trash2 aria-hidden />
                    Delete<span className="sr-only"> photo #{photo.id}</span>
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
