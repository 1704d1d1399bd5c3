import { useId, useState } from 'react';
import { saveAccountLanguage } from '../lib/account-language';
import { useSession } from '../lib/auth/session';
import { useLanguage } from '../i18n/LanguageProvider';
import { isLanguage, LANGUAGES } from '../i18n/languages';
import { useText } from '../i18n/use-text';
import './LanguageSwitch.css';

/**
 * The language the product is shown in (English, हिन्दी): each language is named in itself, so a reader finds
 * theirs whatever is shown. The page changes once the new language's text has arrived; if it cannot arrive, it says so.
 * A signed-in person's choice is saved on their account too (and says so if it could not be).
 * `showLabel`: "Language" is written beside it (a setting on a page), not only read out (the header).
 */
export function LanguageSwitch({ className, showLabel = false }: { className?: string; showLabel?: boolean }) {
  const t = useText();
  const { language, chooseLanguage } = useLanguage();
  const { currentUser, reload } = useSession();
  const [failedOn, setFailedOn] = useState<string | null>(null);
  const [notSavedIn, setNotSavedIn] = useState<string | null>(null);
  const id = useId();
  return (
    <div
      className={['language-switch', showLabel ? 'language-switch--labelled' : null, className]
        .filter(Boolean)
        .join(' ')}
    >
      <label htmlFor={id} className={showLabel ? 'language-switch__label' : 'visually-hidden'}>
        {t('shell.language.label')}
      </label>
      <select
        id={id}
        className="language-switch__select"
        value={language}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLanguage(next)) return;
          const name = LANGUAGES.find((entry) => entry.code === next)?.name ?? next;
          setFailedOn(null);
          setNotSavedIn(null);
          chooseLanguage(next).then(
            async () => {
              if (!currentUser) return;
              try {
                await saveAccountLanguage(currentUser._id, next);
                await reload();
              } catch {
                setNotSavedIn(name);
              }
            },
            () => setFailedOn(name),
          );
        }}
      >
        {LANGUAGES.map((entry) => (
          <option key={entry.code} value={entry.code} lang={entry.locale}>
            {entry.name}
          </option>
        ))}
      </select>
      {failedOn ? (
        <p role="alert" className="language-switch__error">
          {t('shell.language.failed', { language: failedOn })}
        </p>
      ) : null}
      {notSavedIn ? (
        <p role="alert" className="language-switch__error">
          {t('shell.language.notSaved', { language: notSavedIn })}
        </p>
      ) : null}
    </div>
  );
}
