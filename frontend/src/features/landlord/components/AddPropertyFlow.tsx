import type { ListingRequestBody } from '@trio/contracts/http/properties';
import { useState } from 'react';
import { Dialog } from '../../../components/Dialog';
import { useText } from '../../../i18n/use-text';
import { postListingRequest } from '../api/submit-listing-request';
import { ListingForm, type ListingFormVariant } from './ListingForm';
import { UploadPropertyImagesModal } from './UploadPropertyImagesModal';

/**
 * A listing submitted from either form, then its photos (spec 001 §4): the form closes and resets, the
 * non-dismissable Upload Property Images modal opens for the new request, and once the images are attached the
 * modal closes and `onFinished` reloads the page's data.
 */
export function AddPropertyFlow({
  variant,
  open,
  onClose,
  onFinished,
  onFailed,
}: {
  variant: ListingFormVariant;
  open: boolean;
  onClose(): void;
  onFinished(): void;
  /** The hub sets its error ("Failed to add property"); the dashboard only keeps the form open (spec 001 §8). */
  onFailed?(): void;
}) {
  const t = useText();
  const [requestId, setRequestId] = useState<string | null>(null);

  async function submit(body: ListingRequestBody) {
    try {
      const created = await postListingRequest(body);
      onClose();
      setRequestId(created._id);
    } catch (error) {
      onFailed?.();
      throw error;
    }
  }

  return (
    <>
      <Dialog
        open={open}
        onClose={onClose}
        size="large"
        title={variant === 'hub' ? t('landlord.add.titleHub') : t('landlord.add.title')}
      >
        <ListingForm
          variant={variant}
          submitLabel={variant === 'hub' ? t('landlord.add.submitHub') : t('landlord.add.submit')}
          onSubmit={submit}
          onCancel={onClose}
          failureText={variant === 'hub' ? t('landlord.addFailed') : undefined}
        />
      </Dialog>
      {requestId ? (
        <UploadPropertyImagesModal
          requestId={requestId}
          onDone={() => {
            setRequestId(null);
            onFinished();
          }}
        />
      ) : null}
    </>
  );
}
