import { bathroomsLabel, bedroomsLabel } from '../../../lib/home-facts';
import { useState } from 'react';
import { Dialog } from '../../../components/Dialog';
import { Spinner } from '../../../components/Spinner';
import { StatusBadge } from '../../../components/StatusBadge';
import { addressLine, listingStatusTone } from '../../../lib/listing-requests';
import { listingStatusLabel, type ListingRequest, type ListingRequestBody } from '@trio/contracts/http/properties';
import { type useLandlordListingRequests } from '../api/get-listing-requests';
import { deleteListingDraft } from '../api/delete-listing-draft';
import { putListingRequest } from '../api/resubmit-listing-request';
import { ListingForm } from '../components/ListingForm';
import { UploadPropertyImagesModal } from '../components/UploadPropertyImagesModal';
import { dateLabel } from '../lease-time';

/** The Listing Requests tab: each request with its status; resubmit one sent back, finish or delete a draft. */
export function ListingRequestsTab({
  requests,
  onAdd,
  onReload,
}: {
  requests: ReturnType<typeof useLandlordListingRequests>;
  onAdd(): void;
  onReload(): void;
}) {
  const [editing, setEditing] = useState<ListingRequest | null>(null);
  /** The draft whose photos are being added, and the one the landlord asked to delete. */
  const [addingPhotos, setAddingPhotos] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ListingRequest | null>(null);
  const [deleteFailed, setDeleteFailed] = useState<string | null>(null);
  const [deletingBusy, setDeletingBusy] = useState(false);

  async function deleteDraft(request: ListingRequest) {
    setDeletingBusy(true);
    setDeleteFailed(null);
    try {
      await deleteListingDraft(request._id);
      setDeleting(null);
      onReload();
    } catch (error) {
      setDeleteFailed(error instanceof Error ? error.message : 'The draft could not be deleted.');
    } finally {
      setDeletingBusy(false);
    }
  }

  return (
    <section aria-label="Listing Requests">
      <button type="button" className="button button--primary" onClick={onAdd}>
        New Request
      </button>
      {requests.isPending ? <Spinner label="Loading your listing requests…" /> : null}
      {requests.isError ? <p role="alert">Failed to fetch listing requests</p> : null}
      {requests.data?.length === 0 ? <p>No listing requests yet.</p> : null}
      <ul className="landlord__cards">
        {(requests.data ?? []).map((request) => (
          <li key={request._id} className="landlord__card">
            <p className="landlord__card-title">{addressLine(request.address)}</p>
            <p>
              <StatusBadge tone={listingStatusTone(request.status)}>
                {listingStatusLabel(request.status, 'landlord')}
              </StatusBadge>
            </p>
            <p>
              {request.rentLabel} / month · {bedroomsLabel(request.bedrooms)} · {bathroomsLabel(request.bathrooms)} ·{' '}
              {request.type}
            </p>
            <p>Submitted {dateLabel(request.createdAt)}</p>
            {request.assignedPropertyManager ? (
              <p>
                Manager: {request.assignedPropertyManager.name}
                {request.assignedPropertyManager.companyName ? ` (${request.assignedPropertyManager.companyName})` : ''}
              </p>
            ) : null}
            {request.reviewNotes ? <p>Manager’s notes: {request.reviewNotes}</p> : null}
            {request.status === 'needs_more_info' ? (
              <button type="button" className="button button--secondary" onClick={() => setEditing(request)}>
                Edit and resubmit
              </button>
            ) : null}
            {request.status === 'draft' ? (
              <>
                <p>Not sent to a manager yet: add a photo of each required room to submit it.</p>
                <button type="button" className="button button--primary" onClick={() => setAddingPhotos(request._id)}>
                  Add photos
                </button>{' '}
                <button type="button" className="button button--secondary" onClick={() => setDeleting(request)}>
                  Delete
                </button>
              </>
            ) : null}
          </li>
        ))}
      </ul>
      <Dialog open={editing !== null} onClose={() => setEditing(null)} size="large" title="Edit and resubmit">
        {editing ? (
          <ListingForm
            variant="hub"
            initial={editing}
            submitLabel="Resubmit"
            onCancel={() => setEditing(null)}
            onSubmit={async (body: ListingRequestBody) => {
              await putListingRequest(editing._id, { ...body, images: editing.images });
              setEditing(null);
              onReload();
            }}
          />
        ) : null}
      </Dialog>
      {addingPhotos ? (
        <UploadPropertyImagesModal
          requestId={addingPhotos}
          onCancel={() => setAddingPhotos(null)}
          onDone={() => {
            setAddingPhotos(null);
            onReload();
          }}
        />
      ) : null}
      <Dialog
        open={deleting !== null}
        onClose={() => {
          setDeleting(null);
          setDeleteFailed(null);
        }}
        size="small"
        title="Delete this draft?"
      >
        <p>
          The draft for {addressLine(deleting?.address)} and any photos uploaded for it will be deleted. It was never
          sent to a manager.
        </p>
        {deleteFailed ? <p role="alert">{deleteFailed}</p> : null}
        <div className="listing-form__actions">
          <button type="button" className="button button--secondary" onClick={() => setDeleting(null)}>
            Keep draft
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={deletingBusy}
            onClick={() => deleting && void deleteDraft(deleting)}
          >
            Delete draft
          </button>
        </div>
      </Dialog>
    </section>
  );
}
