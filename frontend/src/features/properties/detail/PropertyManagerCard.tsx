import { OpenConversationButton } from '../../../components/conversation/OpenConversationButton';
import { useText } from '../../../i18n/use-text';
import type { PropertyManagerCard as ManagerCardData } from '../types';

interface PropertyManagerCardProps {
  propertyId: string;
  propertyName: string;
  manager: ManagerCardData | null | undefined;
  isLoading: boolean;
  isError: boolean;
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

/**
 * The property manager: name, company, Message (the conversation about this home in the Inbox) and Call (when a
 * phone number is on record).
 */
export function PropertyManagerCard({
  propertyId,
  propertyName,
  manager,
  isLoading,
  isError,
}: PropertyManagerCardProps) {
  const t = useText();
  return (
    <section className="side-card manager-card" aria-labelledby="property-manager">
      <h2 id="property-manager" className="side-card__title">
        {t('property.manager.heading')}
      </h2>
      {isLoading ? (
        <p className="property-section__muted">{t('property.manager.loading')}</p>
      ) : isError || !manager ? (
        <p className="property-section__muted">{isError ? t('property.manager.failed') : t('property.manager.none')}</p>
      ) : (
        <ManagerDetails propertyId={propertyId} propertyName={propertyName} manager={manager} />
      )}
    </section>
  );
}

function ManagerDetails({
  propertyId,
  propertyName,
  manager,
}: {
  propertyId: string;
  propertyName: string;
  manager: ManagerCardData;
}) {
  const t = useText();
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
        <OpenConversationButton
          kind="home"
          id={propertyId}
          ariaLabel={t('property.manager.message', { name: propertyName })}
        />
        {tel ? (
          <a className="button button--secondary" href={tel}>
            {t('property.manager.call')}
          </a>
        ) : (
          <button type="button" className="button button--secondary" disabled aria-describedby="manager-no-phone">
            {t('property.manager.call')}
          </button>
        )}
      </div>
      {!tel ? (
        <p id="manager-no-phone" className="manager-card__note">
          {t('property.manager.noPhone')}
        </p>
      ) : null}
    </>
  );
}
