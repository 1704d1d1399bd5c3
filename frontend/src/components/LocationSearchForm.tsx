import { useId, useState, type FormEvent, type Ref } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../config/paths';
import './LocationSearchForm.css';

interface LocationSearchFormProps {
  /** The text the box starts with (the current query on the results page). */
  initialQuery?: string;
  /** The location input, for callers that focus it ("Let's get started"). */
  inputRef?: Ref<HTMLInputElement>;
  /** Visual size: the home hero's large box or the results page's compact one. */
  size?: 'large' | 'compact';
  /** What a valid search does; by default it opens /search?q=<text>. */
  onSearch?: (query: string) => void;
}

/**
 * The location search box (spec §5): the text is trimmed; an empty search shows "Please enter a location", which
 * clears as soon as the user types.
 */
export function LocationSearchForm({ initialQuery = '', inputRef, size = 'large', onSearch }: LocationSearchFormProps) {
  const navigate = useNavigate();
  const inputId = useId();
  const errorId = useId();
  const [text, setText] = useState(initialQuery);
  const [error, setError] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = text.trim();
    if (!query) {
      setError('Please enter a location');
      return;
    }
    if (onSearch) onSearch(query);
    else void navigate(paths.search(query));
  }

  return (
    <form className={`location-search location-search--${size}`} role="search" onSubmit={submit} noValidate>
      <label className="location-search__label" htmlFor={inputId}>
        Location
      </label>
      <div className="location-search__row">
        <input
          ref={inputRef}
          id={inputId}
          className="location-search__input"
          type="search"
          name="q"
          value={text}
          placeholder="Locality, city or PIN"
          autoComplete="off"
          enterKeyHint="search"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError('');
          }}
        />
        <button className="button button--primary location-search__submit" type="submit">
          Search
        </button>
      </div>
      {error && (
        <p id={errorId} className="field-error location-search__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
