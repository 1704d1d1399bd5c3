import type { PropertyManagerCard as ManagerCardData } from '../types';

interface PropertyManagerCardProps {
  propertyName: string;
  manager: ManagerCardData | null | undefined;
  isLoading: boolean;
  isError: boolean;
}

/** A mailto: address with a subject naming the property (and a short opening line). */
export function managerMailto(email: string, propertyName: string): string {
  const subject = `Enquiry about ${propertyName}`;
  const body = `Hello,\n\nI am interested in ${propertyName} and would like to know more.\n\n`;
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** A tel: address: digits with an optional leading +, everything else dropped; null when no digits remain. */
export function managerTel(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 6) return null;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** The property manager: name, company, Message (an e-mail draft) and Call (when a phone number is on record). */
export function PropertyManagerCard({ propertyName, manager, isLoading, isError }: PropertyManagerCardProps) {
  return (
    <section className="side-card manager-card" aria-labelledby="property-manager">
      <h2 id="property-manager" className="side-card__title">
        Property manager
      </h2>
      {isLoading ? (
        <p className="property-section__muted">Loading…</p>
      ) : isError || !manager ? (
        <p className="property-section__muted">
          {isError ? 'The property manager’s details could not be loaded.' : 'No property manager is assigned yet.'}
        </p>
      ) : (
        <ManagerDetails propertyName={propertyName} manager={manager} />
      )}
    </section>
  );
}

function ManagerDetails({ propertyName, manager }: { propertyName: string; manager: ManagerCardData }) {
  const tel = managerTel(manager.phone);
  return (
    <>
      <div className="manager-card__who">
        <span className="manager-card__avatar" aria-hidden="true">
          {initialsOf(manager.name)}
        </span>
        <div>
          <p className="manager-card__name">{manager.name}</p>
          {manager.companyName ? <p className="manager-card__company">{manager.companyName}</p> : null}
        </div>
      </div>
      <div className="manager-card__actions">
        {manager.email ? (
          <a className="button button--primary" href={managerMailto(manager.email, propertyName)}>
            Message
          </a>
        ) : (
          <button type="button" className="button button--primary" disabled aria-describedby="manager-no-email">
            Message
          </button>
        )}
        {tel ? (
          <a className="button button--secondary" href={tel}>
            Call
          </a>
        ) : (
          <button type="button" className="button button--secondary" disabled aria-describedby="manager-no-phone">
            Call
          </button>
        )}
      </div>
      {!manager.email ? (
        <p id="manager-no-email" className="manager-card__note">
          No e-mail address is on record for this manager.
        </p>
      ) : null}
      {!tel ? (
        <p id="manager-no-phone" className="manager-card__note">
          No phone number is on record for this manager.
        </p>
      ) : null}
    </>
  );
}
