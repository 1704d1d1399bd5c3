import { useState } from 'react';
import { Dialog } from '../../../components/Dialog';
import { Spinner } from '../../../components/Spinner';
import { StatusBadge } from '../../../components/StatusBadge';
import { useText } from '../../../i18n/use-text';
import { addressLine, listingStatusTone } from '../../../lib/listing-requests';
import type { ListingRequest, ListingRequestBody } from '@trio/contracts/http/properties';
import { type useLandlordListingRequests } from '../api/get-listing-requests';
import { deleteListingDraft } from '../api/delete-listing-draft';
import { putListingRequest } from '../api/resubmit-listing-request';
import { ListingForm } from '../components/ListingForm';
import { UploadPropertyImagesModal } from '../components/UploadPropertyImagesModal';
import { listingStatusId, propertyTypeId } from '../labels';
import { useIndiaDates } from '../../../lib/india-dates';

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
  const t = useText();
  const dates = useIndiaDates();
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
      setDeleteFailed(error instanceof Error ? error.message : t('landlord.requests.deleteFailed'));
    } finally {
      setDeletingBusy(false);
    }
  }

  return (
    <section aria-label={t('landlord.requests.label')}>
      <button type="button" className="button button--primary" onClick={onAdd}>
        {t('landlord.requests.new')}
      </button>
      {requests.isPending ? <Spinner label={t('landlord.requests.loading')} /> : null}
      {requests.isError ? <p role="alert">{t('landlord.requests.loadFailed')}</p> : null}
      {requests.data?.length === 0 ? <p>{t('landlord.requests.empty')}</p> : null}
      <ul className="landlord__cards">
        {(requests.data ?? []).map((request) => {
          const statusId = listingStatusId(request.status);
          const typeId = propertyTypeId(request.type);
          return (
            <li key={request._id} className="landlord__card">
              <p className="landlord__card-title">{addressLine(request.address, t)}</p>
              <p>
                <StatusBadge tone={listingStatusTone(request.status)}>
                  {statusId ? t(statusId) : request.status}
                </StatusBadge>
              </p>
              <p>
                {t('landlord.requests.facts', {
                  rent: request.rentLabel,
                  bedrooms: request.bedrooms,
                  bathrooms: request.bathrooms,
                  type: typeId ? t(typeId) : request.type,
                })}
              </p>
              <p>{t('landlord.requests.submitted', { date: dates.date(request.createdAt) })}</p>
              {request.assignedPropertyManager ? (
                <p>
                  {request.assignedPropertyManager.companyName
                    ? t('landlord.requests.managerOfCompany', {
                        name: request.assignedPropertyManager.name,
                        company: request.assignedPropertyManager.companyName,
                      })
                    : t('landlord.requests.manager', { name: request.assignedPropertyManager.name })}
                </p>
              ) : null}
              {request.reviewNotes ? <p>{t('landlord.requests.notes', { notes: request.reviewNotes })}</p> : null}
              {request.status === 'needs_more_info' ? (
                <button type="button" className="button button--secondary" onClick={() => setEditing(request)}>
                  {t('landlord.requests.editAndResubmit')}
                </button>
              ) : null}
              {request.status === 'draft' ? (
                <>
                  <p>{t('landlord.requests.draftNote')}</p>
                  <button type="button" className="button button--primary" onClick={() => setAddingPhotos(request._id)}>
                    {t('landlord.requests.addPhotos')}
                  </button>{' '}
                  <button type="button" className="button button--secondary" onClick={() => setDeleting(request)}>
                    {t('landlord.requests.delete')}
                  </button>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        size="large"
        title={t('landlord.requests.editAndResubmit')}
      >
        {editing ? (
          <ListingForm
            variant="hub"
            initial={editing}
            submitLabel={t('landlord.requests.resubmit')}
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
        title={t('landlord.requests.deleteTitle')}
      >
        <p>{t('landlord.requests.deleteText', { where: addressLine(deleting?.address, t) })}</p>
        {deleteFailed ? <p role="alert">{deleteFailed}</p> : null}
        <div className="listing-form__actions">
          <button type="button" className="button button--secondary" onClick={() => setDeleting(null)}>
            {t('landlord.requests.keepDraft')}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={deletingBusy}
            onClick={() => deleting && void deleteDraft(deleting)}
          >
            {t('landlord.requests.deleteDraft')}
          </button>
        </div>
      </Dialog>
    </section>
  );
}
