import { useQueryClient } from '@tanstack/react-query';
import {
  MAINTENANCE_DESCRIPTION_MAX,
  MAINTENANCE_TITLE_MAX,
  MAX_MAINTENANCE_PHOTOS,
  maintenanceCategorySchema,
  maintenancePrioritySchema,
  type MaintenanceCategory,
  type MaintenancePriority,
} from '@trio/contracts/http/maintenance';
import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/Dialog';
import { FieldError } from '../../../components/form/FieldError';
import '../../../components/form/form-field.css';
import { maintenanceKeys, submitMaintenanceRequest } from '../../../components/maintenance/maintenance-api';
import { CATEGORY_LABELS, PRIORITY_LABELS } from '../../../components/maintenance/maintenance-format';
import { ApiError } from '../../../lib/problem';
import type { Rental } from '../rentals';

/** The server's words when it has them (e.g. "No active rental found"), else the spec's fallback (001 §8). */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.message) return error.message;
  return 'Failed to submit maintenance request. Please try again.';
}

/**
 * 'Submit Maintenance Request' (001 §2, §4, §5): Title, Category (default general), Priority (default medium),
 * Description, and up to 5 photos. Title and description are required. On success the hub shows
 * 'Maintenance request submitted successfully!' and the list is read again.
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
  const id = useId();
  const queryClient = useQueryClient();
  const [rentalKey, setRentalKey] = useState(initialRentalKey ?? rentals[0]?.key ?? '');
  const [title, setTitle] = useState('');
  const [category, setCategory] = useState<MaintenanceCategory>('general');
  const [priority, setPriority] = useState<MaintenancePriority>('medium');
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<{ title?: string; description?: string; photos?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const rental = rentals.find((r) => r.key === rentalKey) ?? rentals[0];

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      title: title.trim() ? undefined : 'Title is required.',
      description: description.trim() ? undefined : 'Description is required.',
    };
    setErrors(found);
    if (found.title || found.description) return;
    if (!rental) {
      setFailure('No active rental found');
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await submitMaintenanceRequest(
        {
          title: title.trim(),
          description: description.trim(),
          category,
          priority,
          propertyId: rental.propertyId,
          rentalApplicationId: rental.lease?.applicationId ?? rental.application?._id,
        },
        photos,
      );
      await queryClient.invalidateQueries({ queryKey: maintenanceKeys.all });
      onSubmitted();
    } catch (error) {
      setFailure(failureMessage(error));
      await queryClient.invalidateQueries({ queryKey: maintenanceKeys.all });
    } finally {
      setBusy(false);
    }
  }

  function pickPhotos(files: FileList | null) {
    const picked = Array.from(files ?? []).filter((file) => file.type.startsWith('image/'));
    if (picked.length > MAX_MAINTENANCE_PHOTOS) {
      setErrors((e) => ({ ...e, photos: `At most ${MAX_MAINTENANCE_PHOTOS} photos.` }));
      setPhotos(picked.slice(0, MAX_MAINTENANCE_PHOTOS));
    } else {
      setErrors((e) => ({ ...e, photos: undefined }));
      setPhotos(picked);
    }
  }

  return (
    <Dialog open onClose={onClose} title="Submit Maintenance Request" size="medium">
      <form className="maintenance-form" onSubmit={(event) => void submit(event)} noValidate>
        {rentals.length > 1 ? (
          <div className="form-field">
            <label htmlFor={`${id}-rental`}>Home</label>
            <select id={`${id}-rental`} value={rentalKey} onChange={(e) => setRentalKey(e.target.value)}>
              {rentals.map((r) => (
                <option key={r.key} value={r.key}>
                  {r.title} — {r.address}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="form-field">
          <label htmlFor={`${id}-title`}>Title</label>
          <input
            id={`${id}-title`}
            value={title}
            maxLength={MAINTENANCE_TITLE_MAX}
            required
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={errors.title ? `${id}-title-error` : undefined}
            onChange={(e) => setTitle(e.target.value)}
          />
          <FieldError id={`${id}-title-error`} message={errors.title} />
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-category`}>Category</label>
          <select
            id={`${id}-category`}
            value={category}
            onChange={(e) => setCategory(e.target.value as MaintenanceCategory)}
          >
            {maintenanceCategorySchema.options.map((value) => (
              <option key={value} value={value}>
                {CATEGORY_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-priority`}>Priority</label>
          <select
            id={`${id}-priority`}
            value={priority}
            onChange={(e) => setPriority(e.target.value as MaintenancePriority)}
          >
            {maintenancePrioritySchema.options.map((value) => (
              <option key={value} value={value}>
                {PRIORITY_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-description`}>Description</label>
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
          <FieldError id={`${id}-description-error`} message={errors.description} />
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-photos`}>Photos (up to {MAX_MAINTENANCE_PHOTOS})</label>
          <input
            id={`${id}-photos`}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            onChange={(e) => pickPhotos(e.target.files)}
          />
          {photos.length > 0 ? <p className="form-field__hint">{photos.length} photo(s) chosen</p> : null}
          <FieldError id={`${id}-photos-error`} message={errors.photos} />
        </div>
        {failure ? (
          <p className="field-error" role="alert">
            {failure}
          </p>
        ) : null}
        <div className="maintenance-form__actions">
          <button type="button" className="button button--secondary" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? 'Submitting…' : 'Submit Request'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
