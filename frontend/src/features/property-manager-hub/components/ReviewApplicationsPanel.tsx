import { formatIndianDate } from '@trio/contracts/common';
import { useState } from 'react';
import { formatPaiseAsRupees } from '@trio/contracts/common';
import type { ApplicationDecision } from '@trio/contracts/http/applications';
import { formatAddress } from '../../../components/property-card/format';
import { Spinner } from '../../../components/Spinner';
import { StatusBadge } from '../../../components/StatusBadge';
import { applicationStatusName } from '../../../lib/rental-application-status';
import {
  type PropertyApplications,
  type RentalApplication,
  useManagerApplications,
} from '../api/get-manager-applications';
import { OpenConversationButton } from '../../../components/conversation/OpenConversationButton';
import { ReviewApplicationDialog } from './ReviewApplicationDialog';
import { decisionsFor, reviewSuccessMessage, DECISION_LABELS } from '../review-decisions';

/** "Review Rental Applications": the manager's applications grouped by property, each with its actions (001 §2). */
export function ReviewApplicationsPanel({ managerId }: { managerId: string }) {
  const applications = useManagerApplications(managerId);
  const [reviewing, setReviewing] = useState<{ application: RentalApplication; action: ApplicationDecision } | null>(
    null,
  );
  // The last review's message; after "Request More Info", the application it was about (its conversation is offered).
  const [success, setSuccess] = useState<{ message: string; askedApplication: RentalApplication | null } | null>(null);
  const groups = applications.data ? Object.values(applications.data.applicationsByProperty) : [];
  const hasApplications = groups.some((group) => group.applications.length > 0);

  return (
    <section className="pm-hub__section" aria-labelledby="pm-hub-applications">
      <h2 id="pm-hub-applications">Review Rental Applications</h2>
      {success ? (
        <div className="pm-hub__alert-success" role="status">
          <span>{success.message}</span>
          {success.askedApplication ? (
            <OpenConversationButton
              kind="application"
              id={success.askedApplication._id}
              label="Open conversation"
              ariaLabel={`Open the conversation with ${applicantName(success.askedApplication)}`}
              className="button button--secondary"
            />
          ) : null}
          <button type="button" aria-label="Dismiss" onClick={() => setSuccess(null)}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ) : null}
      {applications.isPending ? <Spinner label="Loading rental applications…" /> : null}
      {applications.isError ? (
        <div className="pm-hub__error" role="alert">
          <p>Failed to fetch rental applications. {applications.error.message}</p>
          <button type="button" className="button button--secondary" onClick={() => void applications.refetch()}>
            Try again
          </button>
        </div>
      ) : null}
      {applications.data && !hasApplications ? <p>No rental applications found for your managed properties.</p> : null}
      {groups
        .filter((group) => group.applications.length > 0)
        .map((group) => (
          <PropertyGroup
            key={group.property._id}
            group={group}
            onReview={(application, action) => {
              setSuccess(null);
              setReviewing({ application, action });
            }}
          />
        ))}
      {reviewing ? (
        <ReviewApplicationDialog
          managerId={managerId}
          application={reviewing.application}
          action={reviewing.action}
          onClose={() => setReviewing(null)}
          onReviewed={(action) => {
            setReviewing(null);
            setSuccess({
              message: reviewSuccessMessage(action),
              askedApplication: action === 'request_more_info' ? reviewing.application : null,
            });
          }}
        />
      ) : null}
    </section>
  );
}

type OnReview = (application: RentalApplication, action: ApplicationDecision) => void;

function PropertyGroup({ group, onReview }: { group: PropertyApplications; onReview: OnReview }) {
  const { property } = group;
  const headingId = `pm-property-${property._id}`;
  const address = formatAddress(property.address) || 'Address not available';
  return (
    <section className="pm-property" aria-labelledby={headingId}>
      <header className="pm-property__header">
        <h3 id={headingId}>{property.title || address}</h3>
        <ul className="pm-property__facts">
          <li>{address}</li>
          <li>
            {property.bedrooms} {property.bedrooms === 1 ? 'bedroom' : 'bedrooms'}
          </li>
          <li>
            {property.bathrooms} {property.bathrooms === 1 ? 'bathroom' : 'bathrooms'}
          </li>
          <li>{formatPaiseAsRupees(property.rentPaise)} per month</li>
          <li className="pm-property__type">{property.type}</li>
        </ul>
      </header>
      <ul className="pm-applications">
        {group.applications.map((application) => (
          <ApplicationItem key={application._id} application={application} onReview={onReview} />
        ))}
      </ul>
    </section>
  );
}

const applicantName = (application: RentalApplication) => `${application.firstName} ${application.lastName}`.trim();

function ApplicationItem({ application, onReview }: { application: RentalApplication; onReview: OnReview }) {
  const name = applicantName(application);
  const headingId = `pm-application-${application._id}`;
  const details: [string, string][] = [
    ['Phone', application.phone],
    [application.identityType === 'pan' ? 'PAN' : 'Aadhaar', application.panAdhaar],
    ['Move-in date', formatIndianDate(application.moveInDate.slice(0, 10))],
    ['Lease period', application.leasePeriod],
    ['Number of people', String(application.numPeople)],
    ['Address', application.address],
    ['Review notes', application.reviewNotes || 'None'],
  ];
  const decisions = decisionsFor(application.status);
  return (
    <li className="pm-application" aria-labelledby={headingId}>
      <div className="pm-application__head">
        <h4 id={headingId}>{name}</h4>
        <StatusBadge tone={application.displayStatus}>{applicationStatusName(application.displayStatus)}</StatusBadge>
      </div>
      <dl className="pm-application__details">
        {details.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {application.possibleDuplicate ? (
        <p className="pm-application__duplicate">
          Possible duplicate: this identity number is also on another account’s application. Check before approving.
        </p>
      ) : null}
      <div className="pm-application__actions">
        {decisions.map((action) => (
          <button
            key={action}
            type="button"
            className={action === 'approve' ? 'button button--primary' : 'button button--secondary'}
            aria-label={`${DECISION_LABELS[action]}: ${name}`}
            onClick={() => onReview(application, action)}
          >
            {DECISION_LABELS[action]}
          </button>
        ))}
        <OpenConversationButton
          kind="application"
          id={application._id}
          label="Messages"
          ariaLabel={`Messages with ${name}`}
          className="button button--secondary"
        />
      </div>
    </li>
  );
}
