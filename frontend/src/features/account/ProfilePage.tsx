import { formatIndianDate, formatIndianMonth } from '@trio/contracts/common';
import { useState, type ReactNode } from 'react';
import { Spinner } from '../../components/Spinner';
import { useSession } from '../../lib/auth/session';
import { useUserProfile, type UserProfile } from '../../lib/user-profile';
import { ChangePasswordSection } from './components/ChangePasswordSection';
import { ProfileEditForm } from './components/ProfileEditForm';
import './ProfilePage.css';

const ROLE_NAMES: Record<UserProfile['role'], string> = {
  tenant: 'Tenant',
  landlord: 'Property Owner',
  property_manager: 'Property Manager',
};

function fullName(profile: UserProfile): string {
  const parts = [profile.firstName, profile.middleName, profile.lastName].filter((part): part is string => !!part);
  return parts.length > 0 ? parts.join(' ') : profile.displayName || profile.email;
}

export const PROFILE_SAVED_MESSAGE = 'Your profile has been saved.';

/**
 * The signed-in user's own record: read, then edited (name, phone, address) with Edit; its password changed below.
 * `children` (what other features show here) follow it.
 */
export function ProfilePage({ children }: { children?: ReactNode }) {
  const { currentUser } = useSession();
  const profile = useUserProfile(currentUser?._id);

  return (
    <main id="main" className="page profile-page">
      <h1>Your profile</h1>
      {profile.isPending ? <Spinner label="Loading your profile…" /> : null}
      {profile.isError ? (
        <div className="profile-page__error" role="alert">
          <p>We could not load your profile. {profile.error.message}</p>
          <button type="button" className="button button--secondary" onClick={() => void profile.refetch()}>
            Try again
          </button>
        </div>
      ) : null}
      {profile.data ? <EditableProfile profile={profile.data} /> : null}
      {profile.data ? (
        <ChangePasswordSection email={profile.data.email} hasPassword={profile.data.isEmailUser} />
      ) : null}
      {children}
    </main>
  );
}

function EditableProfile({ profile }: { profile: UserProfile }) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  if (editing) {
    return (
      <section className="profile-card" aria-label="Edit your profile">
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
      <div aria-live="polite">{saved ? <p role="status">{PROFILE_SAVED_MESSAGE}</p> : null}</div>
      <button
        type="button"
        className="button button--secondary profile-card__edit"
        onClick={() => {
          setSaved(false);
          setEditing(true);
        }}
      >
        Edit profile
      </button>
    </ProfileDetails>
  );
}

function ProfileDetails({ profile, children }: { profile: UserProfile; children?: ReactNode }) {
  const name = fullName(profile);
  const rows: [string, string | null][] = [
    ['Name', name],
    ['E-mail', profile.email],
    ['Phone', profile.phone],
    ['Role', ROLE_NAMES[profile.role] ?? profile.role],
    ['Date of birth', profile.dateOfBirth ? formatIndianDate(profile.dateOfBirth) : null],
    ['Address', profile.address],
    ['Signed in with', profile.isEmailUser ? 'E-mail and password' : 'Google'],
    ['Member since', formatIndianMonth(profile.createdAt)],
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
        {rows.map(([label, value]) => (
          <div key={label} className="profile-card__row">
            <dt>{label}</dt>
            <dd>{value || <span className="profile-card__missing">Not given</span>}</dd>
          </div>
        ))}
      </dl>
      {children}
    </section>
  );
}
