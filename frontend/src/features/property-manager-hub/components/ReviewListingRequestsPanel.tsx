import { useId, useState } from 'react';
import { Dialog } from '../../../components/Dialog';
import { ImageCarouselDialog } from '../../../components/ImageCarouselDialog';
import { useIndiaDates } from '../../../lib/india-dates';
import { Spinner } from '../../../components/Spinner';
import { StatusBadge } from '../../../components/StatusBadge';
import type { MessageId } from '../../../i18n/message-ids';
import { useText } from '../../../i18n/use-text';
import { addressLine, listingStatusTone } from '../../../lib/listing-requests';
import { listingStatusLabel } from '@trio/contracts/http/properties';
import { apiUrl } from '../../../lib/api-client';
import { useManagerListingRequests, type ListingRequest } from '../api/get-manager-listing-requests';
import { useReviewListingRequest } from '../api/review-listing-request';

type ListingAction = 'approve' | 'reject' | 'needs_more_info';

const ACTION_LABEL_IDS: Record<ListingAction, MessageId> = {
  approve: 'manager.decision.approve',
  reject: 'manager.decision.reject',
  needs_more_info: 'manager.decision.moreInfo',
};

/** "Request {action}d successfully!" (spec 001 §8), with the action said as a past participle. */
export const REVIEW_SUCCESS_IDS: Record<ListingAction, MessageId> = {
  approve: 'manager.listing.approved',
  reject: 'manager.listing.rejected',
  needs_more_info: 'manager.listing.sentBack',
};

/** The landlord's name, or `fallback` ("Landlord") when the request has none. */
const landlordName = (request: ListingRequest, fallback: string) =>
  [request.landlordId.firstName, request.landlordId.lastName].filter(Boolean).join(' ') || fallback;

/** Review Property Listing Requests (spec 001 §2): the requests assigned to the manager, their details and review. */
export function ReviewListingRequestsPanel({ managerId }: { managerId: string }) {
  const requests = useManagerListingRequests(managerId);
  const t = useText();
  const dates = useIndiaDates();
  const [open, setOpen] = useState<ListingRequest | null>(null);
  const [success, setSuccess] = useState<MessageId | null>(null);

  return (
    <section aria-labelledby="listing-requests-heading" className="pm-listing-requests">
      <h2 id="listing-requests-heading">{t('manager.tab.listingRequests')}</h2>
      {success ? (
        <p className="pm-hub__alert-success" role="status">
          {t(success)}
        </p>
      ) : null}
      {requests.isPending ? <Spinner label={t('manager.listing.loading')} /> : null}
      {requests.isError ? <p role="alert">{t('manager.listing.failed')}</p> : null}
      {requests.data?.length === 0 ? <p>{t('manager.listing.empty')}</p> : null}
      <ul className="pm-listing-requests__list">
        {(requests.data ?? []).map((request) => (
          <li key={request._id} className="pm-listing-requests__card">
            {request.imageLinks[0] ? (
              <img
                src={apiUrl(request.imageLinks[0].thumbnailUrl)}
                alt={t('manager.listing.firstPhoto', { address: addressLine(request.address, t) })}
                width={120}
                height={90}
              />
            ) : (
              <p className="pm-listing-requests__no-image">{t('manager.listing.noPhotosYet')}</p>
            )}
            <div>
              <h3>{addressLine(request.address, t)}</h3>
              <p>{request.description}</p>
              <p>
                {t('manager.listing.summary', {
                  rent: request.rentLabel,
                  bedrooms: request.bedrooms,
                  bathrooms: request.bathrooms,
                  type: request.type,
                })}
              </p>
              <p>
                {t('manager.listing.byLandlord', {
                  name: landlordName(request, t('manager.listing.landlord')),
                  date: dates.date(request.createdAt),
                })}
              </p>
              <p>
                <StatusBadge tone={listingStatusTone(request.status)}>
                  {listingStatusLabel(request.status, 'manager')}
                </StatusBadge>
              </p>
              {request.reviewNotes ? (
                <p>{t('manager.listing.previousNotesText', { notes: request.reviewNotes })}</p>
              ) : null}
              {request.status === 'assigned' ? (
                <button type="button" className="button button--primary" onClick={() => setOpen(request)}>
                  {t('manager.listing.view')}
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
            setSuccess(REVIEW_SUCCESS_IDS[action]);
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
  const t = useText();
  const dates = useIndiaDates();
  const [notes, setNotes] = useState('');
  const [carouselAt, setCarouselAt] = useState<number | null>(null);
  const review = useReviewListingRequest(managerId);
  const where = addressLine(request.address, t);
  // A listing request's images are not public: the request carries their signed addresses.
  const images = request.imageLinks.map((link, i) => ({
    src: apiUrl(link.url),
    thumbnailSrc: apiUrl(link.thumbnailUrl),
    alt: t('manager.listing.photoOf', { number: i + 1, address: where }),
  }));

  function decide(action: ListingAction) {
    if (review.isPending) return;
    review.mutate(
      { id: request._id, action, reviewNotes: notes.trim() || undefined },
      { onSuccess: () => onReviewed(action) },
    );
  }

  return (
    <Dialog open onClose={onClose} size="large" title={t('manager.listing.dialogTitle', { address: where })}>
      <div className="pm-listing-request">
        {images.length === 0 ? <p>{t('manager.listing.noPhotos')}</p> : null}
        <ul className="pm-listing-request__images" aria-label={t('manager.listing.photos')}>
          {images.map((image, i) => (
            <li key={image.src}>
              <button
                type="button"
                className="carousel__thumbnail"
                onClick={() => setCarouselAt(i)}
                aria-label={t('manager.listing.openPhoto', { number: i + 1, total: images.length })}
              >
                <img src={image.thumbnailSrc} alt="" width={120} height={90} />
              </button>
            </li>
          ))}
        </ul>
        <dl className="pm-listing-request__fields">
          <dt>{t('manager.listing.type')}</dt>
          <dd>{request.type}</dd>
          <dt>{t('manager.listing.bedrooms')}</dt>
          <dd>{request.bedrooms === 0 ? t('manager.listing.studio') : request.bedrooms}</dd>
          <dt>{t('manager.listing.bathrooms')}</dt>
          <dd>{request.bathrooms}</dd>
          <dt>{t('manager.listing.rent')}</dt>
          <dd>{t('manager.perMonth', { rent: request.rentLabel })}</dd>
          <dt>{t('manager.listing.leaseType')}</dt>
          <dd>{request.leaseType}</dd>
          <dt>{t('manager.listing.status')}</dt>
          <dd>{listingStatusLabel(request.status, 'manager')}</dd>
          <dt>{t('manager.listing.created')}</dt>
          <dd>{dates.date(request.createdAt)}</dd>
          <dt>{t('manager.listing.description')}</dt>
          <dd>{request.description}</dd>
          <dt>{t('manager.listing.landmarks')}</dt>
          <dd>
            {request.nearbyLandmarks.length > 0 ? request.nearbyLandmarks.join(', ') : t('manager.listing.noneGiven')}
          </dd>
          <dt>{t('manager.listing.landlord')}</dt>
          <dd>
            {landlordName(request, t('manager.listing.landlord'))}
            {request.landlordId.email ? (
              <>
                {' · '}
                <a href={`mailto:${request.landlordId.email}`}>{request.landlordId.email}</a>
              </>
            ) : null}
          </dd>
          <dt>{t('manager.listing.previousNotes')}</dt>
          <dd>{request.reviewNotes ?? t('manager.none')}</dd>
        </dl>
        {request.status === 'assigned' ? (
          <div className="form-field">
            <label htmlFor={`${id}-notes`}>{t('manager.reviewNotes')}</label>
            <textarea
              id={`${id}-notes`}
              value={notes}
              maxLength={5000}
              onChange={(event) => setNotes(event.target.value)}
              disabled={review.isPending}
            />
            {review.isError ? (
              <p className="field-error" role="alert">
                {t('manager.listing.failedReview')}
              </p>
            ) : null}
            <div className="pm-review-form__actions">
              {(Object.keys(ACTION_LABEL_IDS) as ListingAction[]).map((action) => (
                <button
                  key={action}
                  type="button"
                  className={action === 'approve' ? 'button button--primary' : 'button button--secondary'}
                  onClick={() => decide(action)}
                  disabled={review.isPending}
                >
                  {t(ACTION_LABEL_IDS[action])}
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
          title={t('manager.listing.photosOf', { address: where })}
          onClose={() => setCarouselAt(null)}
        />
      ) : null}
    </Dialog>
  );
}
