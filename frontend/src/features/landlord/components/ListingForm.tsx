import { INDIAN_STATES } from '@trio/contracts/common';
import { LISTING_LIMITS, type ListingRequest, type ListingRequestBody } from '@trio/contracts/http/properties';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/problem';

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

type Errors = Partial<Record<keyof Fields, string>>;

const grouped = (n: number) => n.toLocaleString('en-IN');

/** What the form says next to a field about its bounds: the server's limits (contracts' LISTING_LIMITS). */
export const LIMIT_HINTS = {
  rooms: `A whole number from 0 to ${LISTING_LIMITS.roomsMax}.`,
  description: (length: number) => `${grouped(length)} / ${grouped(LISTING_LIMITS.descriptionMax)} characters`,
  squareArea: `${grouped(LISTING_LIMITS.squareAreaMin)} to ${grouped(LISTING_LIMITS.squareAreaMax)} sq.ft.`,
} as const;

function check(variant: ListingFormVariant, f: Fields): Errors {
  const errors: Errors = {};
  const required: [keyof Fields, string][] = [
    ['street', variant === 'hub' ? 'Street address' : 'Street'],
    ['city', 'City'],
    ['state', 'State'],
    ['zipCode', 'ZIP code'],
    ['description', 'Description'],
    ['bedrooms', 'Bedrooms'],
    ['bathrooms', 'Bathrooms'],
    ['rentAmount', variant === 'hub' ? 'Monthly rent' : 'Rent amount'],
  ];
  if (variant === 'hub') required.push(['locality', 'Locality/Area']);
  else required.push(['leaseType', 'Lease duration'], ['nearbyLandmarks', 'Nearby landmarks']);
  for (const [key, label] of required) if (!f[key].trim()) errors[key] = `${label} is required.`;
  for (const [key, label] of [
    ['bedrooms', 'Bedrooms'],
    ['bathrooms', 'Bathrooms'],
  ] as const) {
    if (!f[key].trim()) continue;
    const count = Number(f[key]);
    if (!(count >= 0)) errors[key] = 'Must be 0 or more.';
    else if (!Number.isInteger(count)) errors[key] = `${label} must be a whole number.`;
    else if (count > LISTING_LIMITS.roomsMax) errors[key] = `${label} can be at most ${LISTING_LIMITS.roomsMax}.`;
  }
  if (f.description.trim().length > LISTING_LIMITS.descriptionMax) {
    errors.description = `Description must be at most ${grouped(LISTING_LIMITS.descriptionMax)} characters (it has ${grouped(f.description.trim().length)}).`;
  }
  if (f.rentAmount.trim()) {
    const rent = Number(f.rentAmount);
    if (!(rent >= 0)) errors.rentAmount = 'Rent cannot be negative.';
    else if (rent > LISTING_LIMITS.rentMax)
      errors.rentAmount = `Rent can be at most ₹${grouped(LISTING_LIMITS.rentMax)}.`;
    else if (variant === 'dashboard' && rent % 500 !== 0) errors.rentAmount = 'Rent must be in steps of ₹500.';
  }
  if (f.zipCode.trim() && !/^[1-9][0-9]{5}$/.test(f.zipCode.trim())) errors.zipCode = 'Enter a six-digit PIN code.';
  if (f.squareArea.trim()) {
    const area = Number(f.squareArea);
    if (!Number.isInteger(area) || area < LISTING_LIMITS.squareAreaMin)
      errors.squareArea = `Carpet area must be a whole number of at least ${LISTING_LIMITS.squareAreaMin} sq.ft.`;
    else if (area > LISTING_LIMITS.squareAreaMax)
      errors.squareArea = `Carpet area can be at most ${grouped(LISTING_LIMITS.squareAreaMax)} sq.ft.`;
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
    errors[key] = message;
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
  const id = useId();
  const [fields, setFields] = useState(() => initialFields(variant, initial));
  const [errors, setErrors] = useState<Errors>({});
  const [failed, setFailed] = useState<string | null>(null);
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
      setFailed(failureText ?? (error instanceof Error ? error.message : 'Failed to submit the listing.'));
    } finally {
      setBusy(false);
    }
  }

  const descriptionLength = fields.description.trim().length;
  const hints: Partial<Record<keyof Fields, React.ReactNode>> = {
    bedrooms: LIMIT_HINTS.rooms,
    bathrooms: LIMIT_HINTS.rooms,
    squareArea: LIMIT_HINTS.squareArea,
    description: LIMIT_HINTS.description(descriptionLength),
  };
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
          {errors[key]}
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
      {text('street', variant === 'hub' ? 'Street Address' : 'Street', {
        autoComplete: 'street-address',
        maxLength: LISTING_LIMITS.streetMax,
      })}
      {text('city', 'City', { maxLength: LISTING_LIMITS.cityMax })}
      {variant === 'dashboard'
        ? field(
            'state',
            'State',
            <select
              id={`${id}-state`}
              value={fields.state}
              onChange={(event) => set('state')(event.target.value)}
              aria-invalid={errors.state ? true : undefined}
            >
              <option value="">Select a state</option>
              {INDIAN_STATES.map((state) => (
                <option key={state} value={state}>
                  {state}
                </option>
              ))}
            </select>,
          )
        : text('state', 'State', { maxLength: LISTING_LIMITS.stateMax })}
      {text('zipCode', 'ZIP Code', { inputMode: 'numeric' })}
      {variant === 'hub' ? text('locality', 'Locality/Area', { maxLength: LISTING_LIMITS.localityMax }) : null}
      {field(
        'description',
        'Description',
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
        'Property Type',
        <select id={`${id}-type`} value={fields.type} onChange={(event) => set('type')(event.target.value)}>
          {PROPERTY_TYPES.map((type) => (
            <option key={type} value={type}>
              {type[0]!.toUpperCase() + type.slice(1)}
            </option>
          ))}
        </select>,
      )}
      {text('bedrooms', 'Bedrooms', { type: 'number', min: 0, max: LISTING_LIMITS.roomsMax, step: 1 })}
      {text('bathrooms', 'Bathrooms', { type: 'number', min: 0, max: LISTING_LIMITS.roomsMax, step: 1 })}
      {text('rentAmount', variant === 'hub' ? 'Monthly Rent (₹)' : 'Rent Amount (₹)', {
        type: 'number',
        min: 0,
        max: LISTING_LIMITS.rentMax,
        step: variant === 'dashboard' ? 500 : undefined,
      })}
      {text('squareArea', 'Carpet Area (sq.ft, optional)', {
        type: 'number',
        min: LISTING_LIMITS.squareAreaMin,
        max: LISTING_LIMITS.squareAreaMax,
      })}
      {text('nearbyLandmarks', variant === 'hub' ? 'Nearby Landmarks (comma-separated)' : 'Nearby Landmarks', {
        placeholder: 'e.g. Metro station, City Hospital',
      })}
      {variant === 'hub' ? text('nearbyAmenities', 'Nearby Amenities') : null}
      {variant === 'dashboard'
        ? field(
            'leaseType',
            'Lease Duration',
            <select
              id={`${id}-leaseType`}
              value={fields.leaseType}
              onChange={(event) => set('leaseType')(event.target.value)}
              aria-invalid={errors.leaseType ? true : undefined}
            >
              <option value="">Select a duration</option>
              {DASHBOARD_LEASE_TYPES.map((lease) => (
                <option key={lease} value={lease}>
                  {lease}
                </option>
              ))}
            </select>,
          )
        : null}
      {failed ? (
        <p className="listing-form__failure" role="alert">
          {failed}
        </p>
      ) : null}
      <div className="listing-form__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Submitting…' : submitLabel}
        </button>
      </div>
    </form>
  );
}
