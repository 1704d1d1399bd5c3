import { INDIA_TIME_ZONE, instantInIndia } from '@trio/contracts/common';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { Spinner } from '../../components/Spinner';
import type { MessageId } from '../../i18n/message-ids';
import { useText } from '../../i18n/use-text';
import { useSession } from '../../lib/auth/session';
import { useUserProfile, type UserProfile } from '../../lib/user-profile';
import { ChangePasswordSection } from './components/ChangePasswordSection';
import { ProfileEditForm } from './components/ProfileEditForm';
import './ProfilePage.css';

const ROLE_NAMES: Record<UserProfile['role'], MessageId> = {
  tenant: 'account.role.tenant',
  landlord: 'account.role.landlord',
  property_manager: 'account.role.property_manager',
};

function fullName(profile: UserProfile): string {
  const parts = [profile.firstName, profile.middleName, profile.lastName].filter((part): part is string => !!part);
  return parts.length > 0 ? parts.join(' ') : profile.displayName || profile.email;
}

/**
 * The signed-in user's own record: read, then edited (name, phone, address) with Edit; its password changed below.
 * Below them, the language the product is shown in; `children` (what other features show here) follow.
 */
export function ProfilePage({ children }: { children?: ReactNode }) {
  const t = useText();
  const { currentUser } = useSession();
  const profile = useUserProfile(currentUser?._id);

  return (
    <main id="main" className="page profile-page">
      <h1>{t('account.title')}</h1>
      {profile.isPending ? <Spinner label={t('account.loading')} /> : null}
      {profile.isError ? (
        <div className="profile-page__error" role="alert">
          <p>{t('account.loadFailed', { reason: profile.error.message })}</p>
          <button type="button" className="button button--secondary" onClick={() => void profile.refetch()}>
            {t('account.tryAgain')}
          </button>
        </div>
      ) : null}
      {profile.data ? <EditableProfile profile={profile.data} /> : null}
      {profile.data ? (
        <ChangePasswordSection email={profile.data.email} hasPassword={profile.data.isEmailUser} />
      ) : null}
      <section className="profile-card profile-language" aria-label={t('account.language.label')}>
        <LanguageSwitch showLabel className="profile-language__switch" />
        <p className="profile-language__hint">{t('account.language.hint')}</p>
      </section>
      {children}
    </main>
  );
}

function EditableProfile({ profile }: { profile: UserProfile }) {
  const t = useText();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  if (editing) {
    return (
      <section className="profile-card" aria-label={t('account.editLabel')}>
        <ProfileEditForm
          profile={profile}
          onDone={(wasSaved) => {
            setEditing(false);
            setSaved(wasSaved);
          }}
        />
      </section>
    );
  }
  return (
    <ProfileDetails profile={profile}>
      <div aria-live="polite">{saved ? <p role="status">{t('account.saved')}</p> : null}</div>
      <button
        type="button"
        className="button button--secondary profile-card__edit"
        onClick={() => {
          setSaved(false);
          setEditing(true);
        }}
      >
        {t('account.edit')}
      </button>
    </ProfileDetails>
  );
}

function ProfileDetails({ profile, children }: { profile: UserProfile; children?: ReactNode }) {
  const t = useText();
  const intl = useIntl();
  const name = fullName(profile);
  const roleId = ROLE_NAMES[profile.role] as MessageId | undefined;
  // Days and months as in India ("21 Jul 1994", "March 2024"; "21 जुल॰ 1994", "मार्च 2024"), in the language shown.
  const rows: [MessageId, string | null][] = [
    ['account.row.name', name],
    ['account.row.email', profile.email],
    ['account.row.phone', profile.phone],
    ['account.row.role', roleId ? t(roleId) : profile.role],
    [
      'account.row.dateOfBirth',
      profile.dateOfBirth
        ? intl.formatDate(instantInIndia(profile.dateOfBirth), {
            day: 'numeric',
            month: 'short',
            year: 'numeric',
            timeZone: INDIA_TIME_ZONE,
          })
        : null,
    ],
    ['account.row.address', profile.address],
    [
      'account.row.signedInWith',
      profile.isEmailUser ? t('account.signedInWith.password') : t('account.signedInWith.google'),
    ],
    [
      'account.row.memberSince',
      intl.formatDate(instantInIndia(profile.createdAt), { month: 'long', year: 'numeric', timeZone: INDIA_TIME_ZONE }),
    ],
  ];
  return (
    <section className="profile-card" aria-labelledby="profile-name">
      <div className="profile-card__header">
        <span className="profile-card__avatar" aria-hidden="true">
          {name
            .split(' ')
            .filter(Boolean)
            .map((word) => word[0]?.toUpperCase())
            .join('')
            .slice(0, 3)}
        </span>
        <h2 id="profile-name" className="profile-card__name">
          {name}
        </h2>
      </div>
      <dl className="profile-card__details">
        {rows.map(([labelId, value]) => (
          <div key={labelId} className="profile-card__row">
            <dt>{t(labelId)}</dt>
            <dd>{value || <span className="profile-card__missing">{t('account.notGiven')}</span>}</dd>
          </div>
        ))}
      </dl>
      {children}
    </section>
  );
}
