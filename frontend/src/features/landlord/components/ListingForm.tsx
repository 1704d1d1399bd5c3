import { INDIAN_STATES } from '@trio/contracts/common';
import { LISTING_LIMITS, type ListingRequest, type ListingRequestBody } from '@trio/contracts/http/properties';
import { useId, useState, type FormEvent } from 'react';
import type { MessageId } from '../../../i18n/message-ids';
import { useText, type MessageValues } from '../../../i18n/use-text';
import { ApiError } from '../../../lib/problem';

const LEASE_TYPE_IDS: Record<(typeof DASHBOARD_LEASE_TYPES)[number], MessageId> = {
  'Month-to-month': 'landlord.form.lease.monthToMonth',
  'Year-long': 'landlord.form.lease.yearLong',
  'Six-months': 'landlord.form.lease.sixMonths',
};

const TYPE_IDS: Record<(typeof PROPERTY_TYPES)[number], MessageId> = {
  apartment: 'landlord.form.type.apartment',
  house: 'landlord.form.type.house',
  villa: 'landlord.form.type.villa',
  studio: 'landlord.form.type.studio',
};

/**
 * The two listing forms of spec 001 §5. `dashboard`: the 28 states to pick from, rent in steps of ₹500, the three
 * lease durations, comma-separated landmarks, sent as `propertyAddress`. `hub` (Add New Property): free-text state,
 * locality/area, type (default apartment), bedrooms and bathrooms default 1, lease type monthly, sent as `address`
 * (nearby amenities are asked for but not sent, as the spec has it).
 */
export type ListingFormVariant = 'dashboard' | 'hub';

export const DASHBOARD_LEASE_TYPES = ['Month-to-month', 'Year-long', 'Six-months'] as const;
const PROPERTY_TYPES = ['apartment', 'house', 'villa', 'studio'] as const;

interface Fields {
  street: string;
  city: string;
  state: string;
  zipCode: string;
  locality: string;
  description: string;
  type: string;
  bedrooms: string;
  bathrooms: string;
  rentAmount: string;
  squareArea: string;
  nearbyLandmarks: string;
  nearbyAmenities: string;
  leaseType: string;
}

function initialFields(variant: ListingFormVariant, from?: ListingRequest): Fields {
  return {
    street: from?.address.street ?? '',
    city: from?.address.city ?? '',
    state: from?.address.state ?? '',
    zipCode: from?.address.zipCode ?? '',
    locality: from?.address.locality ?? '',
    description: from?.description ?? '',
    type: from?.type ?? 'apartment',
    bedrooms: String(from?.bedrooms ?? (variant === 'hub' ? 1 : '')),
    bathrooms: String(from?.bathrooms ?? (variant === 'hub' ? 1 : '')),
    rentAmount: from ? String(from.rentAmount) : '',
    squareArea: from?.squareArea ? String(from.squareArea) : '',
    nearbyLandmarks: from?.nearbyLandmarks.join(', ') ?? '',
    nearbyAmenities: '',
    leaseType: from?.leaseType ?? (variant === 'hub' ? 'monthly' : ''),
  };
}

/** A field's error: a message of the form, or the server's own text (VALIDATION_FAILED names the field). */
type FieldError = { id: MessageId; values?: MessageValues } | { text: string };
type Errors = Partial<Record<keyof Fields, FieldError>>;

/** The message saying a field is missing, per field and form ("Street address is required." in the hub's). */
function requiredId(variant: ListingFormVariant, key: keyof Fields): MessageId | null {
  const ids: Partial<Record<keyof Fields, MessageId>> = {
    street: variant === 'hub' ? 'landlord.form.required.streetAddress' : 'landlord.form.required.street',
    city: 'landlord.form.required.city',
    state: 'landlord.form.required.state',
    zipCode: 'landlord.form.required.zipCode',
    description: 'landlord.form.required.description',
    bedrooms: 'landlord.form.required.bedrooms',
    bathrooms: 'landlord.form.required.bathrooms',
    rentAmount: variant === 'hub' ? 'landlord.form.required.monthlyRent' : 'landlord.form.required.rentAmount',
    ...(variant === 'hub'
      ? { locality: 'landlord.form.required.locality' as const }
      : {
          leaseType: 'landlord.form.required.leaseType' as const,
          nearbyLandmarks: 'landlord.form.required.landmarks' as const,
        }),
  };
  return ids[key] ?? null;
}

const REQUIRED_ORDER: (keyof Fields)[] = [
  'street',
  'city',
  'state',
  'zipCode',
  'description',
  'bedrooms',
  'bathrooms',
  'rentAmount',
  'locality',
  'leaseType',
  'nearbyLandmarks',
];

const ROOMS: { key: 'bedrooms' | 'bathrooms'; wholeId: MessageId; atMostId: MessageId }[] = [
  { key: 'bedrooms', wholeId: 'landlord.form.error.bedroomsWhole', atMostId: 'landlord.form.error.bedroomsAtMost' },
  { key: 'bathrooms', wholeId: 'landlord.form.error.bathroomsWhole', atMostId: 'landlord.form.error.bathroomsAtMost' },
];

function check(variant: ListingFormVariant, f: Fields): Errors {
  const errors: Errors = {};
  for (const key of REQUIRED_ORDER) {
    const id = requiredId(variant, key);
    if (id && !f[key].trim()) errors[key] = { id };
  }
  for (const { key, wholeId, atMostId } of ROOMS) {
    if (!f[key].trim()) continue;
    const count = Number(f[key]);
    if (!(count >= 0)) errors[key] = { id: 'landlord.form.error.notNegative' };
    else if (!Number.isInteger(count)) errors[key] = { id: wholeId };
    else if (count > LISTING_LIMITS.roomsMax) errors[key] = { id: atMostId, values: { max: LISTING_LIMITS.roomsMax } };
  }
  if (f.description.trim().length > LISTING_LIMITS.descriptionMax) {
    errors.description = {
      id: 'landlord.form.error.descriptionTooLong',
      values: { max: LISTING_LIMITS.descriptionMax, length: f.description.trim().length },
    };
  }
  if (f.rentAmount.trim()) {
    const rent = Number(f.rentAmount);
    if (!(rent >= 0)) errors.rentAmount = { id: 'landlord.form.error.rentNegative' };
    else if (rent > LISTING_LIMITS.rentMax)
      errors.rentAmount = { id: 'landlord.form.error.rentAtMost', values: { max: LISTING_LIMITS.rentMax } };
    else if (variant === 'dashboard' && rent % 500 !== 0) errors.rentAmount = { id: 'landlord.form.error.rentStep' };
  }
  if (f.zipCode.trim() && !/^[1-9][0-9]{5}$/.test(f.zipCode.trim()))
    errors.zipCode = { id: 'landlord.form.error.pinCode' };
  if (f.squareArea.trim()) {
    const area = Number(f.squareArea);
    if (!Number.isInteger(area) || area < LISTING_LIMITS.squareAreaMin)
      errors.squareArea = { id: 'landlord.form.error.areaAtLeast', values: { min: LISTING_LIMITS.squareAreaMin } };
    else if (area > LISTING_LIMITS.squareAreaMax)
      errors.squareArea = { id: 'landlord.form.error.areaAtMost', values: { max: LISTING_LIMITS.squareAreaMax } };
  }
  return errors;
}

function bodyOf(variant: ListingFormVariant, f: Fields): ListingRequestBody {
  const common = {
    description: f.description.trim(),
    type: f.type as (typeof PROPERTY_TYPES)[number],
    rentAmount: Number(f.rentAmount),
    bedrooms: Number(f.bedrooms),
    bathrooms: Number(f.bathrooms),
    ...(f.squareArea.trim() ? { squareArea: Number(f.squareArea) } : {}),
    status: 'pending',
    images: [],
  };
  const street = f.street.trim();
  const city = f.city.trim();
  const state = f.state.trim();
  const zipCode = f.zipCode.trim();
  if (variant === 'dashboard') {
    return {
      ...common,
      propertyAddress: { street, city, state, zipCode },
      // Comma-separated, trimmed (the service splits and trims the same way).
      nearbyLandmarks: f.nearbyLandmarks
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
      leaseType: f.leaseType as (typeof DASHBOARD_LEASE_TYPES)[number],
    };
  }
  return {
    ...common,
    address: { street, city, state, zipCode, locality: f.locality.trim() },
    nearbyLandmarks: f.nearbyLandmarks
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
    leaseType: 'monthly',
  };
}

/** The server's field errors (VALIDATION_FAILED names `propertyAddress.city`, `rentAmount`, …) on the form's fields. */
function serverErrors(error: unknown): Errors {
  if (!(error instanceof ApiError)) return {};
  const errors: Errors = {};
  for (const [path, message] of Object.entries(error.fieldErrors)) {
    const key = path.split('.').pop() as keyof Fields;
    errors[key] = { text: message };
  }
  return errors;
}

interface ListingFormProps {
  variant: ListingFormVariant;
  /** A request to edit (resubmitting after "Needs More Info"). */
  initial?: ListingRequest;
  submitLabel: string;
  /** Sends the body; a rejection keeps the form open with the server's messages. */
  onSubmit(body: ListingRequestBody): Promise<void>;
  onCancel(): void;
  /** Shown above the buttons when the submission failed (the hub's "Failed to add property"). */
  failureText?: string;
}

export function ListingForm({ variant, initial, submitLabel, onSubmit, onCancel, failureText }: ListingFormProps) {
  const t = useText();
  const id = useId();
  const [fields, setFields] = useState(() => initialFields(variant, initial));
  const [errors, setErrors] = useState<Errors>({});
  /** The failure said above the buttons: the page's text, the server's, or null for this form's own. */
  const [failed, setFailed] = useState<{ text: string | null } | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (key: keyof Fields) => (value: string) => setFields((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = check(variant, fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setFailed(null);
    try {
      await onSubmit(bodyOf(variant, fields));
      setFields(initialFields(variant));
    } catch (error) {
      setErrors(serverErrors(error));
      setFailed({ text: failureText ?? (error instanceof Error ? error.message : null) });
    } finally {
      setBusy(false);
    }
  }

  const descriptionLength = fields.description.trim().length;
  /** What the form says next to a field about its bounds: the server's limits (contracts' LISTING_LIMITS). */
  const roomsHint = t('landlord.form.hint.rooms', { max: LISTING_LIMITS.roomsMax });
  const hints: Partial<Record<keyof Fields, React.ReactNode>> = {
    bedrooms: roomsHint,
    bathrooms: roomsHint,
    squareArea: t('landlord.form.hint.area', { min: LISTING_LIMITS.squareAreaMin, max: LISTING_LIMITS.squareAreaMax }),
    description: t('landlord.form.hint.description', {
      length: descriptionLength,
      max: LISTING_LIMITS.descriptionMax,
    }),
  };
  const errorText = (error: FieldError) => ('text' in error ? error.text : t(error.id, error.values));
  /** The ids an input is described by: its hint (its bounds) and its error, when there are. */
  const describedBy = (key: keyof Fields) =>
    [key in hints ? `${id}-${key}-hint` : null, errors[key] ? `${id}-${key}-error` : null].filter(Boolean).join(' ') ||
    undefined;

  const field = (key: keyof Fields, label: string, input: React.ReactNode) => (
    <div className="listing-form__field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      {input}
      {hints[key] ? (
        <p
          id={`${id}-${key}-hint`}
          className={`listing-form__hint${key === 'description' && descriptionLength > LISTING_LIMITS.descriptionMax ? ' listing-form__hint--over' : ''}`}
          aria-live={key === 'description' ? 'polite' : undefined}
        >
          {hints[key]}
        </p>
      ) : null}
      {errors[key] ? (
        <p className="field-error" id={`${id}-${key}-error`} role="alert">
          {errorText(errors[key])}
        </p>
      ) : null}
    </div>
  );
  const text = (key: keyof Fields, label: string, extra: React.InputHTMLAttributes<HTMLInputElement> = {}) =>
    field(
      key,
      label,
      <input
        id={`${id}-${key}`}
        value={fields[key]}
        onChange={(event) => set(key)(event.target.value)}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={describedBy(key)}
        {...extra}
      />,
    );

  return (
    <form className="listing-form" onSubmit={(event) => void submit(event)} noValidate>
      {text('street', variant === 'hub' ? t('landlord.form.streetAddress') : t('landlord.form.street'), {
        autoComplete: 'street-address',
        maxLength: LISTING_LIMITS.streetMax,
      })}
      {text('city', t('landlord.form.city'), { maxLength: LISTING_LIMITS.cityMax })}
      {variant === 'dashboard'
        ? field(
            'state',
            t('landlord.form.state'),
            <select
              id={`${id}-state`}
              value={fields.state}
              onChange={(event) => set('state')(event.target.value)}
              aria-invalid={errors.state ? true : undefined}
            >
              <option value="">{t('landlord.form.selectState')}</option>
              {INDIAN_STATES.map((state) => (
                <option key={state} value={state}>
                  {state}
                </option>
              ))}
            </select>,
          )
        : text('state', t('landlord.form.state'), { maxLength: LISTING_LIMITS.stateMax })}
      {text('zipCode', t('landlord.form.zipCode'), { inputMode: 'numeric' })}
      {variant === 'hub'
        ? text('locality', t('landlord.form.locality'), { maxLength: LISTING_LIMITS.localityMax })
        : null}
      {field(
        'description',
        t('landlord.form.description'),
        <textarea
          id={`${id}-description`}
          value={fields.description}
          onChange={(event) => set('description')(event.target.value)}
          rows={3}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={describedBy('description')}
        />,
      )}
      {field(
        'type',
        t('landlord.form.type'),
        <select id={`${id}-type`} value={fields.type} onChange={(event) => set('type')(event.target.value)}>
          {PROPERTY_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(TYPE_IDS[type])}
            </option>
          ))}
        </select>,
      )}
      {text('bedrooms', t('landlord.form.bedrooms'), { type: 'number', min: 0, max: LISTING_LIMITS.roomsMax, step: 1 })}
      {text('bathrooms', t('landlord.form.bathrooms'), {
        type: 'number',
        min: 0,
        max: LISTING_LIMITS.roomsMax,
        step: 1,
      })}
      {text('rentAmount', variant === 'hub' ? t('landlord.form.monthlyRent') : t('landlord.form.rentAmount'), {
        type: 'number',
        min: 0,
        max: LISTING_LIMITS.rentMax,
        step: variant === 'dashboard' ? 500 : undefined,
      })}
      {text('squareArea', t('landlord.form.area'), {
        type: 'number',
        min: LISTING_LIMITS.squareAreaMin,
        max: LISTING_LIMITS.squareAreaMax,
      })}
      {text('nearbyLandmarks', variant === 'hub' ? t('landlord.form.landmarksCommas') : t('landlord.form.landmarks'), {
        placeholder: t('landlord.form.landmarksPlaceholder'),
      })}
      {variant === 'hub' ? text('nearbyAmenities', t('landlord.form.amenities')) : null}
      {variant === 'dashboard'
        ? field(
            'leaseType',
            t('landlord.form.leaseType'),
            <select
              id={`${id}-leaseType`}
              value={fields.leaseType}
              onChange={(event) => set('leaseType')(event.target.value)}
              aria-invalid={errors.leaseType ? true : undefined}
            >
              <option value="">{t('landlord.form.selectDuration')}</option>
              {DASHBOARD_LEASE_TYPES.map((lease) => (
                <option key={lease} value={lease}>
                  {t(LEASE_TYPE_IDS[lease])}
                </option>
              ))}
            </select>,
          )
        : null}
      {failed ? (
        <p className="listing-form__failure" role="alert">
          {failed.text ?? t('landlord.form.failed')}
        </p>
      ) : null}
      <div className="listing-form__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('landlord.form.cancel')}
        </button>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('landlord.form.submitting') : submitLabel}
        </button>
      </div>
    </form>
  );
}
