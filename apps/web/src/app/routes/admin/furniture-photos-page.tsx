import type { FurniturePhotoGroup, SessionUser, StaffFurniturePhoto } from '@ta/shared';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { usePhotoGroups } from '../../../features/admin-photos/api/photo-groups';
import { DeletePhotoDialog } from '../../../features/admin-photos/components/delete-photo-dialog';
import { LinkAppointmentDialog } from '../../../features/admin-photos/components/link-appointment-dialog';
import { PhotoDetailsDialog } from '../../../features/admin-photos/components/photo-details-dialog';
import {
  groupHeadingId,
  PhotoGroupsView,
  RESULTS_HEADING_ID,
} from '../../../features/admin-photos/components/photo-groups-view';
import { PhotoSearchForm } from '../../../features/admin-photos/components/photo-search-form';
import { PhotoViewerDialog } from '../../../features/admin-photos/components/photo-viewer-dialog';
import { pageCount } from '../../../components/ui/page-controls';
import { PageHeader } from '../../../components/ui/page-header';
import { photoListHref, photoListQueryFrom } from '../../../features/admin-photos/photo-list';
import { AdminLayout } from '../../layouts/admin-layout';

/** A photo with the e-mail of its group (the photo itself does not carry it). */
interface GroupPhoto {
  photo: StaffFurniturePhoto;
  group: FurniturePhotoGroup;
}

/**
 * /admin/furniture-photos: photos grouped by client e-mail, searched
 * by e-mail and paged on the server; the search and page live in the address.
 */
export function FurniturePhotosPage({ user }: { user: SessionUser }) {
  const [, navigate] = useLocation();
  const query = photoListQueryFrom(useSearch());
  const groups = usePhotoGroups(query);
  const [viewing, setViewing] = useState<GroupPhoto | null>(null);
  const [details, setDetails] = useState<GroupPhoto | null>(null);
  const [deleting, setDeleting] = useState<GroupPhoto | null>(null);
  const [linking, setLinking] = useState<FurniturePhotoGroup | null>(null);
  // The group last acted on: focus goes to it once its dialog has closed (by then the state is null).
  const lastGroup = useRef<{ group: FurniturePhotoGroup; removed: boolean } | null>(null);

  const groupOf = (photo: StaffFurniturePhoto) =>
    groups.data?.items.find((group) => group.photos.some((p) => p.id === photo.id));
  const withGroup = (photo: StaffFurniturePhoto): GroupPhoto | null => {
    const group = groupOf(photo);
    return group ? { photo, group } : null;
  };

  // A page past the end (the last group on it was deleted, or an old address): go to the last page.
  const data = groups.data;
  const lastPage = data ? pageCount(data.total, data.pageSize) : 1;
  const pastTheEnd = !!data && !groups.isPlaceholderData && data.items.length === 0 && query.page > lastPage;
  useEffect(() => {
    if (pastTheEnd) navigate(photoListHref({ search: query.search, page: lastPage }), { replace: true });
  }, [pastTheEnd, lastPage, query.search, navigate]);

  const openDelete = (value: GroupPhoto | null) => {
    // After the delete the group stays while it has other photos.
    if (value) lastGroup.current = { group: value.group, removed: value.group.photoCount <= 1 };
    setDeleting(value);
  };
  const openLink = (group: FurniturePhotoGroup) => {
    lastGroup.current = { group, removed: false };
    setLinking(group);
  };
  const focusLastGroup = () => {
    const last = lastGroup.current;
    const heading = last && !last.removed ? document.getElementById(groupHeadingId(last.group.clientEmail)) : null;
    return heading ?? document.getElementById(RESULTS_HEADING_ID);
  };

  return (
    <AdminLayout user={user} meta={{ title: 'Furniture Photos', description: 'Furniture photos sent by clients.' }}>
      <div className="mx-auto max-w-6xl space-y-8 px-4 py-8 sm:px-6 sm:py-10">
        <PageHeader
          title="Furniture Photos"
          description="Photos clients uploaded of furniture to assemble, grouped by their email address. Link them to an appointment so the team sees them before the visit."
        />

        <PhotoSearchForm search={query.search} onSearch={(search) => navigate(photoListHref({ search, page: 1 }))} />

        <PhotoGroupsView
          search={query.search}
          data={data}
          isPending={groups.isPending}
          error={groups.error}
          isUpdating={groups.isPlaceholderData}
          onRetry={() => void groups.refetch()}
          onPage={(page) => {
            navigate(photoListHref({ search: query.search, page }));
            document.getElementById(RESULTS_HEADING_ID)?.focus();
          }}
          onLink={openLink}
          onView={(photo) => setViewing(withGroup(photo))}
          onDetails={(photo) => setDetails(withGroup(photo))}
          onDelete={(photo) => openDelete(withGroup(photo))}
        />
      </div>

      <PhotoViewerDialog
        photo={viewing?.photo ?? null}
        clientEmail={viewing?.group.clientEmail ?? ''}
        onClose={() => setViewing(null)}
      />
      <PhotoDetailsDialog
        photo={details?.photo ?? null}
        clientEmail={details?.group.clientEmail ?? ''}
        onClose={() => setDetails(null)}
      />
      <DeletePhotoDialog
        photo={deleting?.photo ?? null}
        onClose={() => setDeleting(null)}
        focusAfterDelete={focusLastGroup}
      />
      <LinkAppointmentDialog group={linking} onClose={() => setLinking(null)} focusAfterLink={focusLastGroup} />
    </AdminLayout>
  );
}
