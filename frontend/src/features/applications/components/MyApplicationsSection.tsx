import { formatIndianDate } from '@trio/contracts/common';

import { Link } from 'react-router-dom';
import { formatAddress } from '../../../components/property-card/format';
import { Spinner } from '../../../components/Spinner';
import { StatusBadge } from '../../../components/StatusBadge';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/auth/session';
import { applicationStatusName } from '../../../lib/rental-application-status';
import { useMyApplications } from '../api/get-my-applications';
import './MyApplicationsSection.css';
import { OpenConversationButton } from '../../../components/conversation/OpenConversationButton';

/** The renter's own rental applications, newest first: status, property and a link to its page. */
export function MyApplicationsSection() {
  const { currentUser } = useSession();
  const applications = useMyApplications(currentUser?._id);

  return (
    <section className="my-applications" aria-labelledby="my-applications-title">
      <h2 id="my-applications-title">Your rental applications</h2>
      {applications.isPending ? <Spinner label="Loading your applications…" /> : null}
      {applications.isError ? (
        <div className="my-applications__error" role="alert">
          <p>We could not load your rental applications. {applications.error.message}</p>
          <button type="button" className="button button--secondary" onClick={() => void applications.refetch()}>
            Try again
          </button>
        </div>
      ) : null}
      {applications.data?.length === 0 ? (
        <p>
          You have not applied for a rental yet. <Link to={paths.home}>Find a home</Link> and choose “Apply Now”.
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
                  {formatAddress(application.property.address)} · {application.property.rentLabel} per month · applied{' '}
                  {formatIndianDate(application.createdAt)}
                </p>
              </div>
              <StatusBadge tone={application.displayStatus}>
                {applicationStatusName(application.displayStatus)}
              </StatusBadge>
              <div className="my-applications__messages">
                <OpenConversationButton
                  kind="application"
                  id={application._id}
                  label="Messages"
                  ariaLabel={`Messages about your application for ${application.property.title}`}
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
