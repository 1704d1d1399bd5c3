import { useState } from 'react';
import { formatPaiseAsRupees } from '@trio/contracts/common';
import type { ApplicationDecision } from '@trio/contracts/http/applications';
import { useIndiaDates } from '../../../lib/india-dates';
import { formatAddress } from '../../../components/property-card/format';
import { Spinner } from '../../../components/Spinner';
import { StatusBadge } from '../../../components/StatusBadge';
import type { MessageId } from '../../../i18n/message-ids';
import { useText } from '../../../i18n/use-text';
import { applicationStatusText } from '../../../lib/rental-application-status';
import {
  type PropertyApplications,
  type RentalApplication,
  useManagerApplications,
} from '../api/get-manager-applications';
import { OpenConversationButton } from '../../../components/conversation/OpenConversationButton';
import { ReviewApplicationDialog } from './ReviewApplicationDialog';
import { decisionsFor, DECISION_FOR_IDS, DECISION_LABEL_IDS, REVIEW_SUCCESS_IDS } from '../review-decisions';

const DISMISS_ICON = '×';

/** "Review Rental Applications": the manager's applications grouped by property, each with its actions (001 §2). */
export function ReviewApplicationsPanel({ managerId }: { managerId: string }) {
  const applications = useManagerApplications(managerId);
  const t = useText();
  const [reviewing, setReviewing] = useState<{ application: RentalApplication; action: ApplicationDecision } | null>(
    null,
  );
  // The last review's message; after "Request More Info", the application it was about (its conversation is offered).
  const [success, setSuccess] = useState<{ messageId: MessageId; askedApplication: RentalApplication | null } | null>(
    null,
  );
  const groups = applications.data ? Object.values(applications.data.applicationsByProperty) : [];
  const hasApplications = groups.some((group) => group.applications.length > 0);

  return (
    <section className="pm-hub__section" aria-labelledby="pm-hub-applications">
      <h2 id="pm-hub-applications">{t('manager.tab.applications')}</h2>
      {success ? (
        <div className="pm-hub__alert-success" role="status">
          <span>{t(success.messageId)}</span>
          {success.askedApplication ? (
            <OpenConversationButton
              kind="application"
              id={success.askedApplication._id}
              label={t('manager.applications.openConversation')}
              ariaLabel={t('manager.applications.openConversationWith', {
                name: applicantName(success.askedApplication),
              })}
              className="button button--secondary"
            />
          ) : null}
          <button type="button" aria-label={t('manager.dismiss')} onClick={() => setSuccess(null)}>
            <span aria-hidden="true">{DISMISS_ICON}</span>
          </button>
        </div>
      ) : null}
      {applications.isPending ? <Spinner label={t('manager.applications.loading')} /> : null}
      {applications.isError ? (
        <div className="pm-hub__error" role="alert">
          <p>{t('manager.applications.failed', { message: applications.error.message })}</p>
          <button type="button" className="button button--secondary" onClick={() => void applications.refetch()}>
            {t('manager.tryAgain')}
          </button>
        </div>
      ) : null}
      {applications.data && !hasApplications ? <p>{t('manager.applications.empty')}</p> : null}
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
              messageId: REVIEW_SUCCESS_IDS[action],
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
  const t = useText();
  const headingId = `pm-property-${property._id}`;
  const address = formatAddress(property.address) || t('manager.addressMissing');
  return (
    <section className="pm-property" aria-labelledby={headingId}>
      <header className="pm-property__header">
        <h3 id={headingId}>{property.title || address}</h3>
        <ul className="pm-property__facts">
          <li>{address}</li>
          <li>{t('manager.applications.bedrooms', { count: property.bedrooms })}</li>
          <li>{t('manager.applications.bathrooms', { count: property.bathrooms })}</li>
          <li>{t('manager.perMonth', { rent: formatPaiseAsRupees(property.rentPaise) })}</li>
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
  const t = useText();
  const dates = useIndiaDates();
  const headingId = `pm-application-${application._id}`;
  const details: [string, string][] = [
    [t('manager.applications.phone'), application.phone],
    [
      t(application.identityType === 'pan' ? 'manager.applications.pan' : 'manager.applications.aadhaar'),
      application.panAdhaar,
    ],
    [t('manager.applications.moveIn'), dates.date(application.moveInDate.slice(0, 10))],
    [t('manager.applications.leasePeriod'), application.leasePeriod],
    [t('manager.applications.people'), String(application.numPeople)],
    [t('manager.applications.address'), application.address],
    [t('manager.applications.notes'), application.reviewNotes || t('manager.none')],
  ];
  const decisions = decisionsFor(application.status);
  return (
    <li className="pm-application" aria-labelledby={headingId}>
      <div className="pm-application__head">
        <h4 id={headingId}>{name}</h4>
        <StatusBadge tone={application.displayStatus}>
          {applicationStatusText(t, application.displayStatus)}
        </StatusBadge>
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
        <p className="pm-application__duplicate">{t('manager.applications.duplicate')}</p>
      ) : null}
      <div className="pm-application__actions">
        {decisions.map((action) => (
          <button
            key={action}
            type="button"
            className={action === 'approve' ? 'button button--primary' : 'button button--secondary'}
            aria-label={t(DECISION_FOR_IDS[action], { name })}
            onClick={() => onReview(application, action)}
          >
            {t(DECISION_LABEL_IDS[action])}
          </button>
        ))}
        <OpenConversationButton
          kind="application"
          id={application._id}
          label={t('manager.applications.messages')}
          ariaLabel={t('manager.applications.messagesWith', { name })}
          className="button button--secondary"
        />
      </div>
    </li>
  );
}
