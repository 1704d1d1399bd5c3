import type { NearestPlace } from '@trio/contracts/http/properties';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '../../../lib/auth/session';
import { ApiError } from '../../../lib/problem';
import { useRecordAreaInterest } from '../api/record-area-interest';
import { searchUrl, type AreaInterestKind } from '../types';

type OpenForm = AreaInterestKind | null;

/** The two ways to record interest: the button that opens each form. */
const INTEREST_ACTIONS: { kind: AreaInterestKind; label: string; className: string }[] = [
  { kind: 'notify', label: 'Get Notified', className: 'button button--primary' },
  { kind: 'suggest', label: 'Suggest Areas', className: 'button button--secondary' },
];

function failureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const fieldMessage = Object.values(error.fieldErrors)[0];
    return fieldMessage ?? error.message;
  }
  return 'Something went wrong. Please try again.';
}

const homeCounts = new Intl.NumberFormat('en-IN');

/**
 * The empty search state (spec §2): we don't list homes in this area yet. When the search named a known place, the
 * nearest places that have homes (the answer's `nearestPlaces`), each a link to its search. "Get Notified" (optional
 * e-mail, prefilled for signed-in users) and "Suggest Areas" record interest through POST /trio/areas/interest.
 */
export function AreaExpansionPanel({ query, nearestPlaces = [] }: { query: string; nearestPlaces?: NearestPlace[] }) {
  const { currentUser } = useSession();
  const id = useId();
  const [openForm, setOpenForm] = useState<OpenForm>(null);
  const [email, setEmail] = useState(currentUser?.email ?? '');
  const [suggestedArea, setSuggestedArea] = useState(query);
  const [confirmation, setConfirmation] = useState('');
  const interest = useRecordAreaInterest();

  function open(form: AreaInterestKind) {
    interest.reset();
    setConfirmation('');
    setOpenForm(form);
  }

  /** Records the interest; on success closes the form and confirms with `thanks`. */
  function record(request: Parameters<typeof interest.mutate>[0], thanks: string) {
    interest.mutate(request, {
      onSuccess: () => {
        setOpenForm(null);
        setConfirmation(thanks);
      },
    });
  }

  function submitNotify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    record(
      { area: query, kind: 'notify', ...(address ? { email: address } : {}) },
      address
        ? `Thanks! We'll e-mail ${address} as soon as homes in ${query} are listed.`
        : `Thanks! We've noted your interest in ${query}.`,
    );
  }

  function submitSuggestion(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const area = suggestedArea.trim();
    if (!area) return;
    record({ area, kind: 'suggest' }, `Thanks for suggesting ${area}. Suggestions help us decide where to go next.`);
  }

  return (
    <section className="area-expansion" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="area-expansion__title">
        We&apos;re expanding to your area!
      </h2>
      <p className="area-expansion__query">
        We don&apos;t have homes listed in <strong>{query}</strong> yet.
      </p>
      {nearestPlaces.length > 0 && (
        <nav className="area-expansion__nearest" aria-labelledby={`${id}-nearest`}>
          <h3 id={`${id}-nearest`}>Nearest places with homes</h3>
          <ul>
            {nearestPlaces.map((place) => (
              <li key={place.placeId}>
                <Link to={searchUrl(place.label, { place: place.placeId })}>{place.label}</Link>{' '}
                <span className="area-expansion__nearest-detail">
                  {place.distanceKm} km away · {homeCounts.format(place.homes)} {place.homes === 1 ? 'home' : 'homes'}
                </span>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <ul className="area-expansion__blurbs">
        <li>
          <h3>Coming Soon</h3>
          <p>Our team is verifying landlords and homes in new localities every week.</p>
        </li>
        <li>
          <h3>Stay Tuned</h3>
          <p>Leave your e-mail and we&apos;ll tell you when the first homes here go live.</p>
        </li>
        <li>
          <h3>Suggest Areas</h3>
          <p>Tell us where you want to live next; the most requested areas come first.</p>
        </li>
      </ul>

      <div className="area-expansion__actions">
        {INTEREST_ACTIONS.map(({ kind, label, className }) => (
          <button
            key={kind}
            type="button"
            className={className}
            aria-expanded={openForm === kind}
            aria-controls={`${id}-${kind}`}
            onClick={() => open(kind)}
          >
            {label}
          </button>
        ))}
      </div>

      {openForm === 'notify' && (
        <form id={`${id}-notify`} className="area-expansion__form" onSubmit={submitNotify} noValidate>
          <label htmlFor={`${id}-email`}>E-mail (optional)</label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <FormActions
            submitLabel="Notify me"
            sending={interest.isPending}
            disabled={interest.isPending}
            onCancel={() => setOpenForm(null)}
          />
        </form>
      )}

      {openForm === 'suggest' && (
        <form id={`${id}-suggest`} className="area-expansion__form" onSubmit={submitSuggestion} noValidate>
          <label htmlFor={`${id}-area`}>Area to suggest</label>
          <input
            id={`${id}-area`}
            value={suggestedArea}
            maxLength={120}
            required
            onChange={(event) => setSuggestedArea(event.target.value)}
          />
          <FormActions
            submitLabel="Send suggestion"
            sending={interest.isPending}
            disabled={interest.isPending || !suggestedArea.trim()}
            onCancel={() => setOpenForm(null)}
          />
        </form>
      )}

      <div aria-live="polite">{confirmation && <p className="area-expansion__confirmation">{confirmation}</p>}</div>
      {interest.isError && (
        <p className="field-error area-expansion__error" role="alert">
          We couldn&apos;t record that: {failureMessage(interest.error)}
        </p>
      )}

      <p className="area-expansion__tip">
        <strong>Tip:</strong> try a nearby locality, a city name such as Bengaluru, Mumbai or Pune, or a 6-digit PIN
        code.
      </p>
    </section>
  );
}

/** A form's submit ("Sending…" while the request runs) and Cancel buttons. */
function FormActions({
  submitLabel,
  sending,
  disabled,
  onCancel,
}: {
  submitLabel: string;
  sending: boolean;
  disabled: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="area-expansion__form-actions">
      <button className="button button--primary" type="submit" disabled={disabled}>
        {sending ? 'Sending…' : submitLabel}
      </button>
      <button className="button" type="button" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
