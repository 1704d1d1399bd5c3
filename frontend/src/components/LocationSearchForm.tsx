import { SEARCH_QUERY_MAX_LENGTH } from '@trio/contracts/http/properties';
import { useId, useMemo, useState, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import { useNavigate } from 'react-router-dom';
import { SUGGEST_MIN_LENGTH } from '@trio/contracts/http/properties';
import { paths } from '../config/paths';
import { usePlaceSuggestions, type PlaceSuggestion } from './location-combobox/place-suggestions';
import { useSession } from '../lib/auth/session';
import type { MessageId } from '../i18n/message-ids';
import { useText, type Translate } from '../i18n/use-text';
import { readRecentSearches, rememberSearch, type RecentSearch } from './location-combobox/recent-searches';
import { useDebouncedValue } from './location-combobox/use-debounced-value';
import './LocationSearchForm.css';

/** Suggestions are asked for once the typing pauses this long. */
export const SUGGEST_DEBOUNCE_MS = 150;

interface LocationSearchFormProps {
  /** The text the box starts with (the current query on the results page). */
  initialQuery?: string;
  /** The location input, for callers that focus it ("Let's get started"). */
  inputRef?: Ref<HTMLInputElement>;
  /** Visual size: the home hero's large box or the results page's compact one. */
  size?: 'large' | 'compact';
  /**
   * What a valid search does; by default it opens /search?q=<text> (and `&place=<placeId>` when the text was picked
   * from the suggestions).
   */
  onSearch?: (query: string, placeId?: string) => void;
}

/** One option of the list: a suggestion, or (box empty, signed in) one of the user's recent searches. */
interface Option {
  key: string;
  label: string;
  placeId?: string;
  kind: PlaceSuggestion['kind'] | 'recent';
  homes?: number;
}

const KIND_NAMES: Record<Option['kind'], MessageId> = {
  locality: 'common.location.kind.locality',
  city: 'common.location.kind.city',
  pin: 'common.location.kind.pin',
  region: 'common.location.kind.region',
  country: 'common.location.kind.country',
  recent: 'common.location.kind.recent',
};

/** What the option's kind and home count read: "Locality · 1,240 homes". */
function optionMeta(t: Translate, option: Option): string {
  const kind = t(KIND_NAMES[option.kind]);
  return option.homes === undefined ? kind : t('common.location.kindWithHomes', { kind, count: option.homes });
}

function announcement(t: Translate, options: Option[], recent: boolean, asked: boolean): string {
  if (recent) return options.length > 0 ? t('common.location.recentCount', { count: options.length }) : '';
  if (!asked) return '';
  if (options.length === 0) return t('common.location.noSuggestions');
  return t('common.location.suggestionCount', { count: options.length });
}

/**
 * The location search box (spec §5) as a WAI-ARIA combobox: from the second character it suggests localities,
 * cities and PIN codes with their kind and home count (arrow keys move, Enter picks, Escape closes, the count is
 * announced), and a signed-in user sees their recent searches in the empty box. A picked suggestion searches its
 * place (`&place=` in the URL); typed text searches as text. The text is trimmed; an empty search shows "Please
 * enter a location", which clears as soon as the user types.
 */
export function LocationSearchForm({ initialQuery = '', inputRef, size = 'large', onSearch }: LocationSearchFormProps) {
  const t = useText();
  const navigate = useNavigate();
  const session = useSession();
  const userId = session.userLoggedIn ? session.currentUser?._id : undefined;
  const inputId = useId();
  const errorId = useId();
  const listboxId = useId();
  const [text, setText] = useState(initialQuery);
  const [error, setError] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Suggestions follow what the user types, not the text the box starts with (the results page's query).
  const [edited, setEdited] = useState(false);
  const [recent, setRecent] = useState<RecentSearch[]>(() => (userId ? readRecentSearches(userId) : []));

  const typed = text.trim();
  const settled = useDebouncedValue(typed, SUGGEST_DEBOUNCE_MS);
  const wantsSuggestions = edited && typed.length >= SUGGEST_MIN_LENGTH;
  const suggestions = usePlaceSuggestions(wantsSuggestions ? settled : '');
  const showsRecent = !wantsSuggestions && typed === '' && userId !== undefined;

  const options: Option[] = useMemo(() => {
    if (showsRecent) {
      return recent.map((item, i) => ({
        key: `recent-${i}`,
        label: item.label,
        placeId: item.placeId,
        kind: 'recent',
      }));
    }
    if (!wantsSuggestions || settled.length < SUGGEST_MIN_LENGTH) return [];
    return (suggestions.data ?? []).map((s) => ({
      key: s.placeId,
      label: s.label,
      placeId: s.placeId,
      kind: s.kind,
      homes: s.homes,
    }));
  }, [showsRecent, recent, wantsSuggestions, settled, suggestions.data]);

  const expanded = open && options.length > 0;
  const activeOption = expanded && active >= 0 ? options[active] : undefined;
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const asked = wantsSuggestions && suggestions.isFetched && !suggestions.isPlaceholderData;

  function search(query: string, placeId?: string) {
    setOpen(false);
    setActive(-1);
    if (userId) setRecent(rememberSearch(userId, { label: query, ...(placeId ? { placeId } : {}) }));
    if (onSearch) onSearch(query, placeId);
    else void navigate(paths.search(query, placeId));
  }

  function choose(option: Option) {
    setText(option.label);
    setEdited(false);
    search(option.label, option.placeId);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = text.trim();
    if (!query) {
      setError(t('common.location.required'));
      return;
    }
    search(query);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) setOpen(true);
        if (options.length > 0) setActive((index) => (index + 1) % options.length);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) setOpen(true);
        if (options.length > 0) setActive((index) => (index <= 0 ? options.length - 1 : index - 1));
        break;
      case 'Enter':
        if (activeOption) {
          event.preventDefault();
          choose(activeOption);
        }
        break;
      case 'Escape':
        event.preventDefault();
        if (expanded) {
          setOpen(false);
          setActive(-1);
        } else {
          setText('');
        }
        break;
      default:
        break;
    }
  }

  return (
    <form className={`location-search location-search--${size}`} role="search" onSubmit={submit} noValidate>
      <label className="location-search__label" htmlFor={inputId}>
        {t('common.location.label')}
      </label>
      <div className="location-search__row">
        <div className="location-search__field">
          <input
            ref={inputRef}
            id={inputId}
            className="location-search__input"
            type="search"
            name="q"
            role="combobox"
            value={text}
            maxLength={SEARCH_QUERY_MAX_LENGTH}
            placeholder={t('common.location.placeholder')}
            autoComplete="off"
            enterKeyHint="search"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={activeOption ? optionId(active) : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              setText(event.target.value);
              setEdited(true);
              setOpen(true);
              setActive(-1);
              if (error) setError('');
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => {
              setOpen(false);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
          />
          <ul
            id={listboxId}
            className="location-search__listbox"
            role="listbox"
            aria-label={showsRecent ? t('common.location.recentSearches') : t('common.location.suggestions')}
            hidden={!expanded}
          >
            {expanded &&
              options.map((option, index) => (
                <li
                  key={option.key}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  className={`location-search__option${index === active ? ' location-search__option--active' : ''}`}
                  // Keeps the focus in the box (a click would blur it and close the list first).
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(option)}
                >
                  <span className="location-search__option-label">{option.label}</span>
                  <span className="location-search__option-meta">{optionMeta(t, option)}</span>
                </li>
              ))}
          </ul>
        </div>
        <button className="button button--primary location-search__submit" type="submit">
          {t('common.location.search')}
        </button>
      </div>
      <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="location-announcer">
        {open ? announcement(t, options, showsRecent, asked) : ''}
      </div>
      {error && (
        <p id={errorId} className="field-error location-search__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
