import { useQueryClient } from '@tanstack/react-query';
import {
  MAINTENANCE_DESCRIPTION_MAX,
  MAINTENANCE_TITLE_MAX,
  MAX_MAINTENANCE_PHOTOS,
  maintenanceCategorySchema,
  maintenancePrioritySchema,
  type MaintenanceCategory,
  type MaintenancePriority,
  type MaintenanceRequest,
} from '@trio/contracts/http/maintenance';
import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/Dialog';
import { FieldError } from '../../../components/form/FieldError';
import '../../../components/form/form-field.css';
import {
  attachMaintenancePhoto,
  createMaintenance,
  maintenanceKeys,
} from '../../../components/maintenance/maintenance-api';
import { CATEGORY_LABEL_IDS, PRIORITY_LABEL_IDS } from '../../../components/maintenance/maintenance-format';
import type { MessageId } from '../../../i18n/message-ids';
import { useText } from '../../../i18n/use-text';
import { checkImageFiles, IMAGE_ACCEPT, imageLimitsHint } from '../../../lib/image-files';
import { ApiError } from '../../../lib/problem';
import type { Translate } from '../../../i18n/use-text';
import type { Rental } from '../rentals';

/** The server's words when it has them (e.g. "No active rental found"), else the spec's fallback (001 §8). */
function failureMessage(error: unknown, t: Translate): string {
  if (error instanceof ApiError && error.message) return error.message;
  return t('renters.submit.failed');
}

/**
 * 'Submit Maintenance Request' (001 §2, §4, §5): Title, Category (default general), Priority (default medium),
 * Description, and up to 5 photos. Title and description are required. On success the hub shows
 * 'Maintenance request submitted successfully!' and the list is read again.
 *
 * Each chosen photo is checked at once, with the servers' rule (JPEG, PNG or WebP by its bytes, at most 10 MB), and
 * a refused one is named with the reason, never sent. The request is made once: when a photo still fails after it
 * was made, the dialog says the request was sent and attaches the next photos to that request (a retry never makes
 * a second one; a retry of the create itself after a lost answer carries the same Idempotency-Key).
 */
export function SubmitMaintenanceDialog({
  rentals,
  initialRentalKey,
  onClose,
  onSubmitted,
}: {
  rentals: Rental[];
  initialRentalKey?: string;
  onClose(): void;
  onSubmitted(): void;
}) {
  const t = useText();
  const id = useId();
  const queryClient = useQueryClient();
  const [rentalKey, setRentalKey] = useState(initialRentalKey ?? rentals[0]?.key ?? '');
  const [title, setTitle] = useState('');
  const [category, setCategory] = useState<MaintenanceCategory>('general');
  const [priority, setPriority] = useState<MaintenancePriority>('medium');
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [refusedPhotos, setRefusedPhotos] = useState<string[]>([]);
  const [photoFailures, setPhotoFailures] = useState<string[]>([]);
  const [errors, setErrors] = useState<{ title?: MessageId; description?: MessageId; photos?: MessageId }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** The request once made: later submissions only attach photos to it. */
  const [sent, setSent] = useState<MaintenanceRequest | null>(null);
  const rental = rentals.find((r) => r.key === rentalKey) ?? rentals[0];
  const photoRoom = MAX_MAINTENANCE_PHOTOS - (sent?.photos.length ?? 0);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!sent) {
      const found = {
        title: title.trim() ? undefined : ('renters.submit.titleRequired' as const),
        description: description.trim() ? undefined : ('renters.submit.descriptionRequired' as const),
      };
      setErrors(found);
      if (found.title || found.description) return;
      if (!rental) {
        setFailure(t('renters.submit.noRental'));
        return;
      }
    } else if (photos.length === 0) {
      setErrors((e) => ({ ...e, photos: 'renters.submit.choosePhotos' }));
      return;
    }
    setBusy(true);
    setFailure(null);
    let request = sent;
    try {
      request ??= await createMaintenance({
        title: title.trim(),
        description: description.trim(),
        category,
        priority,
        propertyId: rental!.propertyId,
        rentalApplicationId: rental!.lease?.applicationId ?? rental!.application?._id,
      });
    } catch (error) {
      setFailure(failureMessage(error, t));
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: maintenanceKeys.all });
      return;
    }
    const notAttached: File[] = [];
    const failures: string[] = [];
    for (const photo of photos) {
      try {
        request = await attachMaintenancePhoto(request._id, photo);
      } catch (error) {
        notAttached.push(photo);
        failures.push(t('renters.submit.photoFailed', { name: photo.name, reason: failureMessage(error, t) }));
      }
    }
    setBusy(false);
    await queryClient.invalidateQueries({ queryKey: maintenanceKeys.all });
    if (notAttached.length === 0) {
      onSubmitted();
      return;
    }
    setSent(request);
    setPhotos(notAttached);
    setPhotoFailures(failures);
    setFailure(t('renters.submit.partlySent', { count: notAttached.length }));
  }

  async function pickPhotos(files: FileList | null) {
    const { accepted, refused } = await checkImageFiles(files, t);
    setRefusedPhotos(refused);
    setPhotoFailures([]);
    if (accepted.length > photoRoom) {
      setErrors((e) => ({ ...e, photos: 'renters.submit.tooManyPhotos' }));
      setPhotos(accepted.slice(0, photoRoom));
    } else {
      setErrors((e) => ({ ...e, photos: undefined }));
      setPhotos(accepted);
    }
  }

  /** Once the request is made, closing leaves it made: the hub says so and reads the list again. */
  const close = sent ? onSubmitted : onClose;
  const errorText = (messageId: MessageId | undefined) =>
    messageId ? t(messageId, { max: MAX_MAINTENANCE_PHOTOS }) : undefined;

  return (
    <Dialog open onClose={close} title={t('renters.submit.title')} size="medium">
      <form className="maintenance-form" onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className="form-fieldset" disabled={sent !== null}>
          {rentals.length > 1 ? (
            <div className="form-field">
              <label htmlFor={`${id}-rental`}>{t('renters.submit.home')}</label>
              <select id={`${id}-rental`} value={rentalKey} onChange={(e) => setRentalKey(e.target.value)}>
                {rentals.map((r) => (
                  <option key={r.key} value={r.key}>
                    {t('renters.submit.homeOption', { title: r.title, address: r.address })}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <div className="form-field">
            <label htmlFor={`${id}-title`}>{t('renters.submit.titleLabel')}</label>
            <input
              id={`${id}-title`}
              value={title}
              maxLength={MAINTENANCE_TITLE_MAX}
              required
              aria-invalid={errors.title ? true : undefined}
              aria-describedby={errors.title ? `${id}-title-error` : undefined}
              onChange={(e) => setTitle(e.target.value)}
            />
            <FieldError id={`${id}-title-error`} message={errorText(errors.title)} />
          </div>
          <div className="form-field">
            <label htmlFor={`${id}-category`}>{t('renters.submit.category')}</label>
            <select
              id={`${id}-category`}
              value={category}
              onChange={(e) => setCategory(e.target.value as MaintenanceCategory)}
            >
              {maintenanceCategorySchema.options.map((value) => (
                <option key={value} value={value}>
                  {t(CATEGORY_LABEL_IDS[value])}
                </option>
              ))}
            </select>
          </div>
          <div className="form-field">
            <label htmlFor={`${id}-priority`}>{t('renters.submit.priority')}</label>
            <select
              id={`${id}-priority`}
              value={priority}
              onChange={(e) => setPriority(e.target.value as MaintenancePriority)}
            >
              {maintenancePrioritySchema.options.map((value) => (
                <option key={value} value={value}>
                  {t(PRIORITY_LABEL_IDS[value])}
                </option>
              ))}
            </select>
          </div>
          <div className="form-field">
            <label htmlFor={`${id}-description`}>{t('renters.submit.description')}</label>
            <textarea
              id={`${id}-description`}
              value={description}
              maxLength={MAINTENANCE_DESCRIPTION_MAX}
              required
              rows={4}
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={errors.description ? `${id}-description-error` : undefined}
              onChange={(e) => setDescription(e.target.value)}
            />
            <FieldError id={`${id}-description-error`} message={errorText(errors.description)} />
          </div>
        </fieldset>
        <div className="form-field">
          <label htmlFor={`${id}-photos`}>{t('renters.submit.photos', { max: MAX_MAINTENANCE_PHOTOS })}</label>
          <input
            id={`${id}-photos`}
            type="file"
            accept={IMAGE_ACCEPT}
            multiple
            disabled={busy}
            aria-describedby={`${id}-photos-hint`}
            onChange={(e) => void pickPhotos(e.target.files)}
          />
          <p id={`${id}-photos-hint`} className="form-field__hint">
            {imageLimitsHint(t)}
            {photos.length > 0 ? <> {t('renters.submit.photosChosen', { count: photos.length })}</> : null}
          </p>
          {refusedPhotos.length > 0 ? (
            <ul className="field-error" role="alert" aria-label={t('renters.submit.photosRefused')}>
              {refusedPhotos.map((message) => (
                <li key={message}>{t('renters.submit.photoRefused', { message })}</li>
              ))}
            </ul>
          ) : null}
          <FieldError id={`${id}-photos-error`} message={errorText(errors.photos)} />
        </div>
        {failure ? (
          <div className="field-error" role="alert">
            <p>{failure}</p>
            {photoFailures.length > 0 ? (
              <ul aria-label={t('renters.submit.photosFailed')}>
                {photoFailures.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        <div className="maintenance-form__actions">
          <button type="button" className="button button--secondary" onClick={close} disabled={busy}>
            {sent ? t('renters.submit.close') : t('renters.submit.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? t('renters.submit.submitting') : sent ? t('renters.submit.attach') : t('renters.submit.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
