import type { StaffFurniturePhoto } from '@ta/shared';
import { Info, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
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
 * One client's photos: a table where there is room for its columns (xl, 1280 px and up), one row
 * of the group's card per photo below that, so every button stays inside the card at any width.
 */
export function PhotoTable({ clientEmail, photos, onView, onDetails, onDelete }: PhotoTableProps) {
  const columns: DataColumn<StaffFurniturePhoto>[] = [
    { header: 'Photo', cell: (photo) => <Thumbnail photo={photo} onView={onView} /> },
    {
      header: 'Furniture Type',
      rowHeader: true,
      cell: (photo) => <span className="font-bold wrap-anywhere">{photo.furnitureType}</span>,
    },
    { header: 'Uploaded', className: 'whitespace-nowrap', cell: (photo) => formatInstantDate(photo.uploadedAt) },
    { header: 'Status', cell: (photo) => <PhotoStatusBadge status={photo.status} /> },
    { header: 'Appointment', cell: (photo) => <AppointmentCell appointmentId={photo.appointmentId} /> },
    {
      header: 'Actions',
      hideHeader: true,
      cell: (photo, place) => (
        <Actions
          photo={photo}
          onDetails={onDetails}
          onDelete={onDelete}
          className={place.layout === 'table' ? 'flex flex-col items-stretch gap-2' : 'flex flex-wrap gap-2'}
        />
      ),
    },
  ];
  return (
    <DataTable
      caption={`Photos from ${clientEmail}`}
      rows={photos}
      columns={columns}
      rowKey={(photo) => photo.id}
      cardsBelow="xl"
      variant="rows"
    />
  );
}
