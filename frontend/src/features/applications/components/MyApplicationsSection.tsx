import { INDIA_TIME_ZONE, instantInIndia } from '@trio/contracts/common';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { formatAddress } from '../../../components/property-card/format';
import { Spinner } from '../../../components/Spinner';
import { StatusBadge } from '../../../components/StatusBadge';
import { paths } from '../../../config/paths';
import { useText } from '../../../i18n/use-text';
import { useSession } from '../../../lib/auth/session';
import { applicationStatusText } from '../../../lib/rental-application-status';
import { useMyApplications } from '../api/get-my-applications';
import './MyApplicationsSection.css';
import { OpenConversationButton } from '../../../components/conversation/OpenConversationButton';

/** The renter's own rental applications, newest first: status, property and a link to its page. */
export function MyApplicationsSection() {
  const t = useText();
  const intl = useIntl();
  const { currentUser } = useSession();
  const applications = useMyApplications(currentUser?._id);

  return (
    <section className="my-applications" aria-labelledby="my-applications-title">
      <h2 id="my-applications-title">{t('applications.mine.title')}</h2>
      {applications.isPending ? <Spinner label={t('applications.mine.loading')} /> : null}
      {applications.isError ? (
        <div className="my-applications__error" role="alert">
          <p>{t('applications.mine.loadFailed', { reason: applications.error.message })}</p>
          <button type="button" className="button button--secondary" onClick={() => void applications.refetch()}>
            {t('applications.tryAgain')}
          </button>
        </div>
      ) : null}
      {applications.data?.length === 0 ? (
        <p>
          <FormattedMessage
            id="applications.mine.empty"
            values={{ link: (chunks) => <Link to={paths.home}>{chunks}</Link> }}
          />
        </p>
      ) : null}
      {applications.data && applications.data.length > 0 ? (
        <ul className="my-applications__list">
          {applications.data.map((application) => (
            <li key={application._id} className="my-applications__item">
              <div>
                <Link to={paths.property(application.propertyId)} className="my-applications__property">
                  {application.property.title}
                </Link>
                <p className="my-applications__meta">
                  {t('applications.mine.meta', {
                    address: formatAddress(application.property.address),
                    rent: application.property.rentLabel,
                    // The day in India ("5 Mar 2024", "5 मार्च 2024"), in the language shown.
                    date: intl.formatDate(instantInIndia(application.createdAt), {
                      day: 'numeric',
                      month: 'short',
                      year: 'numeric',
                      timeZone: INDIA_TIME_ZONE,
                    }),
                  })}
                </p>
              </div>
              <StatusBadge tone={application.displayStatus}>
                {applicationStatusText(t, application.displayStatus)}
              </StatusBadge>
              <div className="my-applications__messages">
                <OpenConversationButton
                  kind="application"
                  id={application._id}
                  label={t('applications.mine.messages')}
                  ariaLabel={t('applications.mine.messagesAbout', { property: application.property.title })}
                  className="button button--secondary"
                />
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
