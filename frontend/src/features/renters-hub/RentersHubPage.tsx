import { useQuery } from '@tanstack/react-query';
import { formatPaiseAsRupees } from '@trio/contracts/common';
import { lastDayOfLease } from '@trio/contracts/http/applications';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { StatusBadge } from '../../components/StatusBadge';
import { Tabs } from '../../components/Tabs';
import { paths } from '../../config/paths';
import type { MessageId } from '../../i18n/message-ids';
import { useLanguage } from '../../i18n/LanguageProvider';
import { useText } from '../../i18n/use-text';
import { useIndiaDates } from '../../lib/india-dates';
import { useSession } from '../../lib/auth/session';
import { openFileInNewTab, saveFile } from '../../lib/files';
import { DepositCard } from '../../components/deposits/DepositCard';
import { fetchLeaseAgreement } from './api/lease-agreement';
import { MaintenancePanel } from './components/MaintenancePanel';
import { SubmitMaintenanceDialog } from './components/SubmitMaintenanceDialog';
import { paymentHistoryQueryOptions } from './api/get-payment-history';
import { rentersHubKey, rentersHubQueryOptions } from './api/get-renters-hub';
import {
  EndingSoonBanner,
  GiveNoticeButton,
  NoticeSummary,
  RenewalOfferCard,
} from '../../components/lease/LeaseRenewal';
import { HUB_MESSAGE_IDS, MIN_UID_LENGTH, rentersHubLoadMessage } from './load-errors';
import {
  PAYMENT_STATUS_IDS,
  PAYMENT_TYPE_IDS,
  paymentBadgeTone,
  payRentProblem,
  rentalsFrom,
  withTwoDecimals,
  type Rental,
} from './rentals';
import './RentersHubPage.css';
import { OpenConversationButton } from '../../components/conversation/OpenConversationButton';

type HubTab = 'overview' | 'lease' | 'maintenance' | 'payments';

const TABS: { key: HubTab; labelId: MessageId }[] = [
  { key: 'overview', labelId: 'renters.tabs.overview' },
  { key: 'lease', labelId: 'renters.tabs.lease' },
  { key: 'maintenance', labelId: 'renters.tabs.maintenance' },
  { key: 'payments', labelId: 'renters.tabs.payments' },
];

function HubError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const t = useText();
  return (
    <div className="renters-hub__error" role="alert">
      <h2>{t('renters.error.title')}</h2>
      <p>{message}</p>
      {onRetry ? (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {t('renters.tryAgain')}
        </button>
      ) : null}
    </div>
  );
}

/** /hub, the Renters Hub (001 §2): the tenant's rentals, lease, maintenance and payments. */
export function RentersHubPage() {
  const t = useText();
  const { currentUser } = useSession();
  let content;
  if (!currentUser) content = <HubError message={t(HUB_MESSAGE_IDS.notLoggedIn)} />;
  else if (currentUser.uid.length < MIN_UID_LENGTH) {
    content = <HubError message={t(HUB_MESSAGE_IDS.invalidSession)} />;
  } else content = <RentersHubContent uid={currentUser.uid} />;
  return (
    <main id="main" className="renters-hub" aria-labelledby="renters-hub-title">
      <h1 id="renters-hub-title">{t('renters.title')}</h1>
      {content}
    </main>
  );
}

function RentersHubContent({ uid }: { uid: string }) {
  const t = useText();
  const [tab, setTab] = useState<HubTab>('overview');
  /** The maintenance dialog, open for one rental (its key), and the success notice after a submission. */
  const [dialogFor, setDialogFor] = useState<string | null>(null);
  const [notice, setNotice] = useState<MessageId | null>(null);
  const hub = useQuery(rentersHubQueryOptions(uid));
  const tabs = useMemo(() => TABS.map((item) => ({ key: item.key, label: t(item.labelId) })), [t]);

  if (hub.isPending) return <Spinner label={t('renters.loading')} />;
  if (hub.isError) {
    return <HubError message={rentersHubLoadMessage(hub.error, t)} onRetry={() => void hub.refetch()} />;
  }

  const rentals = rentalsFrom(hub.data.leases, hub.data.confirmedApplications, t);
  if (rentals.length === 0) {
    return (
      <section className="renters-hub__empty" aria-labelledby="renters-hub-empty">
        <h2 id="renters-hub-empty">{t('renters.empty.title')}</h2>
        <p>{t('renters.empty.text')}</p>
        <Link className="button button--primary" to={paths.home}>
          {t('renters.empty.browse')}
        </Link>
      </section>
    );
  }

  function openDialog(rentalKey: string) {
    setNotice(null);
    setDialogFor(rentalKey);
  }

  return (
    <>
      <Tabs<HubTab> label={t('renters.title')} tabs={tabs} selected={tab} onSelect={setTab}>
        {tab === 'overview' ? (
          <OverviewPanel
            rentals={rentals}
            onViewLease={() => setTab('lease')}
            onMaintenance={(rental) => {
              setTab('maintenance');
              openDialog(rental.key);
            }}
          />
        ) : tab === 'lease' ? (
          <LeasePanel rentals={rentals} uid={uid} />
        ) : tab === 'maintenance' ? (
          <MaintenancePanel
            uid={uid}
            notice={notice ? t(notice) : null}
            onNewRequest={() => openDialog(rentals[0]!.key)}
          />
        ) : (
          <PaymentHistoryPanel uid={uid} />
        )}
      </Tabs>
      {dialogFor ? (
        <SubmitMaintenanceDialog
          rentals={rentals}
          initialRentalKey={dialogFor}
          onClose={() => setDialogFor(null)}
          onSubmitted={() => {
            setDialogFor(null);
            setTab('maintenance');
            setNotice('renters.maintenance.submitted');
          }}
        />
      ) : null}
    </>
  );
}

function OverviewPanel({
  rentals,
  onViewLease,
  onMaintenance,
}: {
  rentals: Rental[];
  onViewLease(): void;
  onMaintenance(rental: Rental): void;
}) {
  const t = useText();
  const dates = useIndiaDates();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<{ key: string; messageId: MessageId } | null>(null);

  function payRent(rental: Rental) {
    const messageId = payRentProblem(rental.propertyId);
    if (messageId) {
      setProblem({ key: rental.key, messageId });
      return;
    }
    setProblem(null);
    void navigate(paths.billing, {
      state: { propertyId: rental.propertyId, paymentType: 'monthly_rent', rentalId: rental.lease?._id ?? rental.key },
    });
  }

  return (
    <section aria-labelledby="renters-hub-overview">
      <h2 id="renters-hub-overview">{t('renters.overview.title')}</h2>
      <ul className="renters-hub__cards">
        {rentals.map((rental) => {
          // A lease that has ended is kept for its deposit (the Lease tab): no rent to pay, no repairs to ask for.
          const ended = rental.lease?.status === 'ended';
          return (
            <li key={rental.key} className="renters-hub__card">
              <div className="renters-hub__card-head">
                <h3>{rental.title}</h3>
                {ended ? (
                  <StatusBadge tone="expired">{t('renters.overview.ended')}</StatusBadge>
                ) : (
                  <StatusBadge tone="approved">{t('renters.overview.active')}</StatusBadge>
                )}
              </div>
              <p className="renters-hub__address">{rental.address}</p>
              <dl className="renters-hub__facts">
                <dt>{t('renters.facts.moveInDate')}</dt>
                <dd>{dates.date(rental.moveInDate)}</dd>
                <dt>{t('renters.facts.leasePeriod')}</dt>
                <dd>{rental.leasePeriod}</dd>
                <dt>{t('renters.facts.monthlyRent')}</dt>
                <dd>{rental.monthlyRent}</dd>
                <dt>{t('renters.facts.paymentStatus')}</dt>
                <dd>{t('renters.overview.paid')}</dd>
              </dl>
              {rental.lease ? (
                <EndingSoonBanner lease={rental.lease} />
              ) : (
                <p className="renters-hub__note">{t('renters.overview.leasePreparing')}</p>
              )}
              {problem?.key === rental.key ? (
                <p className="renters-hub__alert" role="alert">
                  {t(problem.messageId)}
                </p>
              ) : null}
              <div className="renters-hub__actions">
                <button type="button" className="button button--secondary" onClick={onViewLease}>
                  {t('renters.overview.viewLease')}
                </button>
                {ended ? null : (
                  <button type="button" className="button button--secondary" onClick={() => onMaintenance(rental)}>
                    {t('renters.overview.maintenance')}
                  </button>
                )}
                {rental.lease ? (
                  <OpenConversationButton
                    kind="lease"
                    id={rental.lease._id}
                    label={t('renters.overview.messages')}
                    ariaLabel={t('renters.overview.messagesAbout', { title: rental.title })}
                    className="button button--secondary"
                  />
                ) : null}
                {ended ? null : (
                  <button
                    type="button"
                    className="button button--primary"
                    onClick={() => payRent(rental)}
                    disabled={!rental.lease}
                  >
                    {t('renters.overview.payRent')}
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function LeasePanel({ rentals, uid }: { rentals: Rental[]; uid: string }) {
  const t = useText();
  return (
    <section aria-labelledby="renters-hub-lease">
      <h2 id="renters-hub-lease">{t('renters.tabs.lease')}</h2>
      {rentals.map((rental) => (
        <LeaseDetails key={rental.key} rental={rental} uid={uid} />
      ))}
    </section>
  );
}

function LeaseDetails({ rental, uid }: { rental: Rental; uid: string }) {
  const t = useText();
  const dates = useIndiaDates();
  const { language } = useLanguage();
  const [state, setState] = useState<{ busy: 'download' | 'terms' | null; error: string | null }>({
    busy: null,
    error: null,
  });
  const lease = rental.lease;

  async function run(kind: 'download' | 'terms') {
    if (!lease) return;
    setState({ busy: kind, error: null });
    try {
      if (kind === 'download') {
        const { blob, fileName } = await fetchLeaseAgreement(lease._id, language);
        saveFile(blob, fileName);
      } else {
        await openFileInNewTab(async () => (await fetchLeaseAgreement(lease._id, language)).blob);
      }
      setState({ busy: null, error: null });
    } catch (error) {
      setState({
        busy: null,
        error: t('renters.lease.loadFailed', { reason: error instanceof Error ? error.message : '' }).trim(),
      });
    }
  }

  return (
    <article className="renters-hub__lease" aria-label={t('renters.lease.label', { title: rental.title })}>
      <h3>{rental.title}</h3>
      <dl className="renters-hub__facts">
        <dt>{t('renters.lease.tenantName')}</dt>
        <dd>{rental.tenantName || t('renters.fallback.notAvailable')}</dd>
        <dt>{t('renters.facts.moveInDate')}</dt>
        <dd>{dates.date(rental.moveInDate)}</dd>
        {lease ? (
          <>
            <dt>{t('renters.lease.ends')}</dt>
            <dd>{dates.date(lastDayOfLease(lease.endDate))}</dd>
          </>
        ) : null}
        <dt>{t('renters.lease.duration')}</dt>
        <dd>{rental.leasePeriod}</dd>
        <dt>{t('renters.facts.monthlyRent')}</dt>
        <dd>{rental.monthlyRent}</dd>
        <dt>{t('renters.lease.deposit')}</dt>
        <dd>{lease ? withTwoDecimals(formatPaiseAsRupees(lease.depositPaise)) : t('renters.fallback.notAvailable')}</dd>
        <dt>{t('renters.lease.occupants')}</dt>
        <dd>{rental.numPeople}</dd>
      </dl>
      {lease ? (
        <>
          {/* Issue 30: the end in sight, the manager's renewal offer, the notice. */}
          <EndingSoonBanner lease={lease} />
          <NoticeSummary lease={lease} />
          <RenewalOfferCard lease={lease} canAnswer refresh={rentersHubKey(uid)} />
        </>
      ) : null}
      {state.error ? (
        <p className="renters-hub__alert" role="alert">
          {state.error}
        </p>
      ) : null}
      <div className="renters-hub__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => void run('download')}
          disabled={!lease || state.busy !== null}
        >
          {state.busy === 'download' ? t('renters.lease.preparingPdf') : t('renters.lease.download')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void run('terms')}
          disabled={!lease || state.busy !== null}
        >
          {t('renters.lease.viewTerms')}
        </button>
        {lease ? <GiveNoticeButton lease={lease} refresh={rentersHubKey(uid)} /> : null}
      </div>
      {lease ? <DepositCard leaseId={lease._id} /> : null}
    </article>
  );
}

function PaymentHistoryPanel({ uid }: { uid: string }) {
  const t = useText();
  const dates = useIndiaDates();
  const history = useQuery(paymentHistoryQueryOptions(uid));
  let body;
  if (history.isPending) body = <Spinner label={t('renters.payments.loading')} />;
  else if (history.isError) {
    body = (
      <div className="renters-hub__alert" role="alert">
        <p>{t('renters.payments.loadFailed', { reason: history.error.message })}</p>
        <button type="button" className="button button--secondary" onClick={() => void history.refetch()}>
          {t('renters.tryAgain')}
        </button>
      </div>
    );
  } else if (history.data.length === 0) {
    body = (
      <div className="renters-hub__empty-list">
        <p>{t('renters.payments.empty')}</p>
        <p>{t('renters.payments.emptyHint')}</p>
      </div>
    );
  } else {
    body = (
      <ul className="renters-hub__payments">
        {history.data.map((payment) => (
          <li key={payment._id} className="renters-hub__payment">
            <div className="renters-hub__card-head">
              <h3>
                {payment.month
                  ? t('renters.payments.withMonth', {
                      type: t(PAYMENT_TYPE_IDS[payment.paymentType]),
                      month: dates.month(payment.month),
                    })
                  : t(PAYMENT_TYPE_IDS[payment.paymentType])}
              </h3>
              <StatusBadge tone={paymentBadgeTone(payment.status)}>{t(PAYMENT_STATUS_IDS[payment.status])}</StatusBadge>
            </div>
            <p className="renters-hub__address">{payment.property.name}</p>
            <dl className="renters-hub__facts">
              <dt>{t('renters.payments.address')}</dt>
              <dd>
                {[payment.property.address.street, payment.property.address.city, payment.property.address.state]
                  .filter(Boolean)
                  .join(', ') || t('renters.fallback.address')}
              </dd>
              <dt>{t('renters.payments.amount')}</dt>
              <dd>{formatPaiseAsRupees(payment.amountPaise)}</dd>
              <dt>{t('renters.payments.date')}</dt>
              <dd>{dates.date(payment.paymentDate ?? payment.createdAt)}</dd>
            </dl>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby="renters-hub-payments">
      <h2 id="renters-hub-payments">{t('renters.tabs.payments')}</h2>
      {body}
    </section>
  );
}
