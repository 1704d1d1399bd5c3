import type { NearestPlace } from '@trio/contracts/http/properties';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MessageId } from '../../../i18n/message-ids';
import { useText, type MessageValues } from '../../../i18n/use-text';
import { useSession } from '../../../lib/auth/session';
import { ApiError } from '../../../lib/problem';
import { useRecordAreaInterest } from '../api/record-area-interest';
import { searchUrl, type AreaInterestKind } from '../types';

type OpenForm = AreaInterestKind | null;

/** The two ways to record interest: the button that opens each form. */
const INTEREST_ACTIONS: { kind: AreaInterestKind; labelId: MessageId; className: string }[] = [
  { kind: 'notify', labelId: 'search.area.getNotified', className: 'button button--primary' },
  { kind: 'suggest', labelId: 'search.area.suggest.title', className: 'button button--secondary' },
];

/** The server's words for a refused request; null when there are none (the caller says something went wrong). */
function serverReason(error: unknown): string | null {
  if (error instanceof ApiError) {
    const fieldMessage = Object.values(error.fieldErrors)[0];
    return fieldMessage ?? error.message;
  }
  return null;
}

/** The thanks shown once an interest is recorded: a message and its values. */
interface Confirmation {
  id: MessageId;
  values: MessageValues;
}

/**
 * The empty search state (spec §2): we don't list homes in this area yet. When the search named a known place, the
 * nearest places that have homes (the answer's `nearestPlaces`), each a link to its search. "Get Notified" (optional
 * e-mail, prefilled for signed-in users) and "Suggest Areas" record interest through POST /trio/areas/interest.
 */
export function AreaExpansionPanel({ query, nearestPlaces = [] }: { query: string; nearestPlaces?: NearestPlace[] }) {
  const t = useText();
  const { currentUser } = useSession();
  const id = useId();
  const [openForm, setOpenForm] = useState<OpenForm>(null);
  const [email, setEmail] = useState(currentUser?.email ?? '');
  const [suggestedArea, setSuggestedArea] = useState(query);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const interest = useRecordAreaInterest();

  function open(form: AreaInterestKind) {
    interest.reset();
    setConfirmation(null);
    setOpenForm(form);
  }

  /** Records the interest; on success closes the form and confirms with `thanks`. */
  function record(request: Parameters<typeof interest.mutate>[0], thanks: Confirmation) {
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
        ? { id: 'search.area.thanksEmail', values: { email: address, area: query } }
        : { id: 'search.area.thanksInterest', values: { area: query } },
    );
  }

  function submitSuggestion(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const area = suggestedArea.trim();
    if (!area) return;
    record({ area, kind: 'suggest' }, { id: 'search.area.thanksSuggestion', values: { area } });
  }

  return (
    <section className="area-expansion" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="area-expansion__title">
        {t('search.area.title')}
      </h2>
      <p className="area-expansion__query">
        <FormattedMessage id="search.area.query" values={{ query, strong: (chunks) => <strong>{chunks}</strong> }} />
      </p>
      {nearestPlaces.length > 0 && (
        <nav className="area-expansion__nearest" aria-labelledby={`${id}-nearest`}>
          <h3 id={`${id}-nearest`}>{t('search.area.nearest')}</h3>
          <ul>
            {nearestPlaces.map((place) => (
              <li key={place.placeId}>
                <Link to={searchUrl(place.label, { place: place.placeId })}>{place.label}</Link>{' '}
                <span className="area-expansion__nearest-detail">
                  {t('search.area.nearestDetail', { distanceKm: place.distanceKm, homes: place.homes })}
                </span>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <ul className="area-expansion__blurbs">
        <li>
          <h3>{t('search.area.comingSoon.title')}</h3>
          <p>{t('search.area.comingSoon.text')}</p>
        </li>
        <li>
          <h3>{t('search.area.stayTuned.title')}</h3>
          <p>{t('search.area.stayTuned.text')}</p>
        </li>
        <li>
          <h3>{t('search.area.suggest.title')}</h3>
          <p>{t('search.area.suggest.text')}</p>
        </li>
      </ul>

      <div className="area-expansion__actions">
        {INTEREST_ACTIONS.map(({ kind, labelId, className }) => (
          <button
            key={kind}
            type="button"
            className={className}
            aria-expanded={openForm === kind}
            aria-controls={`${id}-${kind}`}
            onClick={() => open(kind)}
          >
            {t(labelId)}
          </button>
        ))}
      </div>

      {openForm === 'notify' && (
        <form id={`${id}-notify`} className="area-expansion__form" onSubmit={submitNotify} noValidate>
          <label htmlFor={`${id}-email`}>{t('search.area.email')}</label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <FormActions
            submitLabel={t('search.area.notifyMe')}
            sending={interest.isPending}
            disabled={interest.isPending}
            onCancel={() => setOpenForm(null)}
          />
        </form>
      )}

      {openForm === 'suggest' && (
        <form id={`${id}-suggest`} className="area-expansion__form" onSubmit={submitSuggestion} noValidate>
          <label htmlFor={`${id}-area`}>{t('search.area.areaToSuggest')}</label>
          <input
            id={`${id}-area`}
            value={suggestedArea}
            maxLength={120}
            required
            onChange={(event) => setSuggestedArea(event.target.value)}
          />
          <FormActions
            submitLabel={t('search.area.sendSuggestion')}
            sending={interest.isPending}
            disabled={interest.isPending || !suggestedArea.trim()}
            onCancel={() => setOpenForm(null)}
          />
        </form>
      )}

      <div aria-live="polite">
        {confirmation && <p className="area-expansion__confirmation">{t(confirmation.id, confirmation.values)}</p>}
      </div>
      {interest.isError && (
        <p className="field-error area-expansion__error" role="alert">
          {t('search.area.failed', {
            reason: serverReason(interest.error) ?? t('search.area.somethingWrong'),
          })}
        </p>
      )}

      <p className="area-expansion__tip">
        <FormattedMessage id="search.area.tip" values={{ strong: (chunks) => <strong>{chunks}</strong> }} />
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
  const t = useText();
  return (
    <div className="area-expansion__form-actions">
      <button className="button button--primary" type="submit" disabled={disabled}>
        {sending ? t('search.area.sending') : submitLabel}
      </button>
      <button className="button" type="button" onClick={onCancel}>
        {t('search.area.cancel')}
      </button>
    </div>
  );
}
