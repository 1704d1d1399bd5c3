import { formatIndianDate } from '@trio/contracts/common';

import { bathroomsLabel, bedroomsLabel } from '../../../lib/home-facts';
import { useId, useState } from 'react';
import { Dialog } from '../../../components/Dialog';
import { ImageCarouselDialog } from '../../../components/ImageCarouselDialog';
import { Spinner } from '../../../components/Spinner';
import { StatusBadge } from '../../../components/StatusBadge';
import { addressLine, listingStatusTone } from '../../../lib/listing-requests';
import { listingStatusLabel } from '@trio/contracts/http/properties';
import { apiUrl } from '../../../lib/api-client';
import { useManagerListingRequests, type ListingRequest } from '../api/get-manager-listing-requests';
import { useReviewListingRequest } from '../api/review-listing-request';

type ListingAction = 'approve' | 'reject' | 'needs_more_info';

const ACTION_LABELS: Record<ListingAction, string> = {
  approve: 'Approve',
  reject: 'Reject',
  needs_more_info: 'Request More Info',
};

/** "Request {action}d successfully!" (spec 001 §8), with the action said as a past participle. */
export const REVIEW_SUCCESS: Record<ListingAction, string> = {
  approve: 'Request approved successfully!',
  reject: 'Request rejected successfully!',
  needs_more_info: 'Request sent back for more information successfully!',
};

const landlordName = (request: ListingRequest) =>
  [request.landlordId.firstName, request.landlordId.lastName].filter(Boolean).join(' ') || 'Landlord';

const created = formatIndianDate;

/** Review Property Listing Requests (spec 001 §2): the requests assigned to the manager, their details and review. */
export function ReviewListingRequestsPanel({ managerId }: { managerId: string }) {
  const requests = useManagerListingRequests(managerId);
  const [open, setOpen] = useState<ListingRequest | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  return (
    <section aria-labelledby="listing-requests-heading" className="pm-listing-requests">
      <h2 id="listing-requests-heading">Review Property Listing Requests</h2>
      {success ? (
        <p className="pm-hub__alert-success" role="status">
          {success}
        </p>
      ) : null}
      {requests.isPending ? <Spinner label="Loading listing requests…" /> : null}
      {requests.isError ? <p role="alert">Failed to fetch requests</p> : null}
      {requests.data?.length === 0 ? <p>No requests assigned to you yet.</p> : null}
      <ul className="pm-listing-requests__list">
        {(requests.data ?? []).map((request) => (
          <li key={request._id} className="pm-listing-requests__card">
            {request.imageLinks[0] ? (
              <img
                src={apiUrl(request.imageLinks[0].thumbnailUrl)}
                alt={`First photo of ${addressLine(request.address)}`}
                width={120}
                height={90}
              />
            ) : (
              <p className="pm-listing-requests__no-image">No photos yet</p>
            )}
            <div>
              <h3>{addressLine(request.address)}</h3>
              <p>{request.description}</p>
              <p>
                {request.rentLabel} per month · {bedroomsLabel(request.bedrooms)} · {bathroomsLabel(request.bathrooms)}{' '}
                · {request.type}
              </p>
              <p>
                Landlord: {landlordName(request)} · Created {created(request.createdAt)}
              </p>
              <p>
                <StatusBadge tone={listingStatusTone(request.status)}>
                  {listingStatusLabel(request.status, 'manager')}
                </StatusBadge>
              </p>
              {request.reviewNotes ? <p>Previous notes: {request.reviewNotes}</p> : null}
              {request.status === 'assigned' ? (
                <button type="button" className="button button--primary" onClick={() => setOpen(request)}>
                  View listing request
                </button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {open ? (
        <ListingRequestDialog
          managerId={managerId}
          request={open}
          onClose={() => setOpen(null)}
          onReviewed={(action) => {
            setOpen(null);
            setSuccess(REVIEW_SUCCESS[action]);
          }}
        />
      ) : null}
    </section>
  );
}

function ListingRequestDialog({
  managerId,
  request,
  onClose,
  onReviewed,
}: {
  managerId: string;
  request: ListingRequest;
  onClose(): void;
  onReviewed(action: ListingAction): void;
}) {
  const id = useId();
  const [notes, setNotes] = useState('');
  const [carouselAt, setCarouselAt] = useState<number | null>(null);
  const review = useReviewListingRequest(managerId);
  const where = addressLine(request.address);
  // A listing request's images are not public: the request carries their signed addresses.
  const images = request.imageLinks.map((link, i) => ({
    src: apiUrl(link.url),
    thumbnailSrc: apiUrl(link.thumbnailUrl),
    alt: `Photo ${i + 1} of ${where}`,
  }));

  function decide(action: ListingAction) {
    if (review.isPending) return;
    review.mutate(
      { id: request._id, action, reviewNotes: notes.trim() || undefined },
      { onSuccess: () => onReviewed(action) },
    );
  }

  return (
    <Dialog open onClose={onClose} size="large" title={`Listing request: ${where}`}>
      <div className="pm-listing-request">
        {images.length === 0 ? <p>No photos were uploaded.</p> : null}
        <ul className="pm-listing-request__images" aria-label="Photos">
          {images.map((image, i) => (
            <li key={image.src}>
              <button
                type="button"
                className="carousel__thumbnail"
                onClick={() => setCarouselAt(i)}
                aria-label={`Open photo ${i + 1} of ${images.length}`}
              >
                <img src={image.thumbnailSrc} alt="" width={120} height={90} />
              </button>
            </li>
          ))}
        </ul>
        <dl className="pm-listing-request__fields">
          <dt>Type</dt>
          <dd>{request.type}</dd>
          <dt>Bedrooms</dt>
          <dd>{request.bedrooms === 0 ? 'Studio' : request.bedrooms}</dd>
          <dt>Bathrooms</dt>
          <dd>{request.bathrooms}</dd>
          <dt>Rent</dt>
          <dd>{request.rentLabel} per month</dd>
          <dt>Lease type</dt>
          <dd>{request.leaseType}</dd>
          <dt>Status</dt>
          <dd>{listingStatusLabel(request.status, 'manager')}</dd>
          <dt>Created</dt>
          <dd>{created(request.createdAt)}</dd>
          <dt>Description</dt>
          <dd>{request.description}</dd>
          <dt>Nearby landmarks</dt>
          <dd>{request.nearbyLandmarks.length > 0 ? request.nearbyLandmarks.join(', ') : 'None given'}</dd>
          <dt>Landlord</dt>
          <dd>
            {landlordName(request)}
            {request.landlordId.email ? (
              <>
                {' · '}
                <a href={`mailto:${request.landlordId.email}`}>{request.landlordId.email}</a>
              </>
            ) : null}
          </dd>
          <dt>Previous notes</dt>
          <dd>{request.reviewNotes ?? 'None'}</dd>
        </dl>
        {request.status === 'assigned' ? (
          <div className="form-field">
            <label htmlFor={`${id}-notes`}>Review Notes</label>
            <textarea
              id={`${id}-notes`}
              value={notes}
              maxLength={5000}
              onChange={(event) => setNotes(event.target.value)}
              disabled={review.isPending}
            />
            {review.isError ? (
              <p className="field-error" role="alert">
                Failed to review request. Please try again.
              </p>
            ) : null}
            <div className="pm-review-form__actions">
              {(Object.keys(ACTION_LABELS) as ListingAction[]).map((action) => (
                <button
                  key={action}
                  type="button"
                  className={action === 'approve' ? 'button button--primary' : 'button button--secondary'}
                  onClick={() => decide(action)}
                  disabled={review.isPending}
                >
                  {ACTION_LABELS[action]}
                </button>
              ))}
            </div>
          </div>
        ) : null}
      </div>
      {carouselAt !== null ? (
        <ImageCarouselDialog
          images={images}
          startIndex={carouselAt}
          title={`Photos of ${where}`}
          onClose={() => setCarouselAt(null)}
        />
      ) : null}
    </Dialog>
  );
}
