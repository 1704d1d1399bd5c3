import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type {
  ApplicationReviewed,
  ApplicationSubmitted,
  ConversationUnread,
  LeaseCreated,
  LeaseEndingSoon,
  LeaseNoticeGiven,
  LeaseRenewalDeclined,
  LeaseRenewalOffered,
  LeaseRenewed,
} from '@trio/contracts/events/applications';
import type {
  MaintenanceRequestCreated,
  MaintenanceRequestNoteAdded,
  MaintenanceRequestStatusChanged,
} from '@trio/contracts/events/maintenance';
import type { ReminderSent } from '@trio/contracts/events/notifications';
import type {
  DepositDeductionAnswered,
  DepositInspected,
  DepositRefunded,
  PaymentCaptured,
} from '@trio/contracts/events/payments';
import type { ListingRequestAssigned, ListingRequestReviewed } from '@trio/contracts/events/properties';
import type { UserPasswordResetRequested, UserRegistered } from '@trio/contracts/events/users';
import { oneLineAddress } from '@trio/contracts/common';
import { lastDayOfLease } from '@trio/contracts/http/applications';
import { moveInCostsPaise } from '@trio/contracts/money';
import { InjectConfig } from '@trio/service-kit/config';
import { leaseAgreementInput, receiptPaymentLabel } from '@trio/service-kit/documents';
import type { NotificationsConfig } from '../config';
import type { EmailJob } from '../mail/mail.queue';
import { MailService } from '../mail/mail.service';
import { indianDate, indianDateTime, indianMonth, message, months, rupees } from '../mail/templates/format';
import { CopiesService } from '../copies/copies.service';
import { type DigestItem, MaintenanceDigests } from './digests/maintenance-digests';

/** Nobody to write to yet (the person's or manager's own event has not arrived): the consumer retries. */
export class RecipientUnknownError extends Error {
  constructor(what: string) {
    super(`No e-mail address known for ${what} yet`);
  }
}

/**
 * What to tell whom when something happens: one method per event, each deciding the e-mails (template, recipient,
 * props formatted for India) and handing them to MailService, keyed by the event's id.
 */
@Injectable()
export class MessagesService {
  constructor(
    @Inject(MailService) private readonly mail: MailService,
    @Inject(CopiesService) private readonly copies: CopiesService,
    @Inject(MaintenanceDigests) private readonly digests: MaintenanceDigests,
    @InjectConfig() private readonly config: NotificationsConfig,
  ) {}

  private link(path: string): string {
    return `${this.config.APP_URL.replace(/\/+$/, '')}${path}`;
  }

  private cause(event: { id: string; type: string }) {
    return { cause: event.id, causeType: event.type };
  }

  async welcome(event: UserRegistered): Promise<void> {
    const user = event.data;
    await this.mail.send([
      {
        template: 'welcome',
        to: user.email,
        props: { firstName: user.firstName ?? user.displayName, searchUrl: this.link('/search') },
        ...this.cause(event),
      },
    ]);
  }

  /** The password-reset link, to the account's address only; the token is in the link and nowhere else. */
  async passwordResetRequested(event: UserPasswordResetRequested): Promise<void> {
    const user = event.data;
    await this.mail.send([
      {
        template: 'password-reset',
        to: user.email,
        props: {
          firstName: user.firstName ?? user.displayName,
          resetUrl: this.link(`/reset-password?token=${encodeURIComponent(user.token)}`),
          expiresAt: indianDateTime(user.expiresAt),
        },
        ...this.cause(event),
      },
    ]);
  }

  async applicationSubmitted(event: ApplicationSubmitted): Promise<void> {
    const application = event.data;
    const managerEmail = application.managerEmail ?? (await this.copies.manager(application.managerId))?.email;
    if (!managerEmail) throw new RecipientUnknownError(`manager ${application.managerId}`);
    const manager = await this.copies.manager(application.managerId);
    const shared = {
      propertyName: application.property.name,
      address: oneLineAddress(application.property.address),
      moveInDate: indianDate(application.moveInDate),
      leasePeriod: months(application.leasePeriodMonths),
    };
    await this.mail.send([
      {
        template: 'application-received',
        to: application.applicant.email,
        props: { firstName: application.applicant.firstName, applicationsUrl: this.link('/profile'), ...shared },
        ...this.cause(event),
      },
      {
        template: 'application-for-review',
        to: managerEmail,
        props: {
          ...(manager?.name ? { managerName: manager.name } : {}),
          applicantName: `${application.applicant.firstName} ${application.applicant.lastName}`,
          numPeople: application.numPeople,
          rentLabel: rupees(application.property.rentPaise),
          reviewUrl: this.link('/property-manager-hub'),
          ...shared,
        },
        ...this.cause(event),
      },
    ]);
  }

  async applicationReviewed(event: ApplicationReviewed): Promise<void> {
    const application = event.data;
    const firstName = application.applicant.firstName;
    const propertyName = application.property.name;
    const to = application.applicant.email;
    let email: EmailJob;
    if (application.decision === 'approve') {
      const checkout = new URLSearchParams({ propertyId: application.propertyId, type: 'initial' });
      email = {
        template: 'application-approved',
        to,
        props: {
          firstName,
          propertyName,
          address: oneLineAddress(application.property.address),
          moveInTotalLabel: rupees(moveInCostsPaise(application.property.rentPaise).totalPaise),
          ...(application.notes ? { notes: application.notes } : {}),
          checkoutUrl: this.link(`/billing?${checkout.toString()}`),
        },
        ...this.cause(event),
      };
    } else if (application.decision === 'reject') {
      email = {
        template: 'application-rejected',
        to,
        props: {
          firstName,
          propertyName,
          ...(application.notes ? { notes: application.notes } : {}),
          searchUrl: this.link('/search'),
        },
        ...this.cause(event),
      };
    } else {
      email = {
        template: 'application-more-info',
        to,
        props: {
          firstName,
          propertyName,
          ...(application.notes ? { notes: application.notes } : {}),
          applicationsUrl: this.link('/profile'),
        },
        ...this.cause(event),
      };
    }
    await this.mail.send([email]);
  }

  async paymentReceived(event: PaymentCaptured): Promise<void> {
    const payment = event.data;
    // The attached receipt is in English; the e-mail names the payment in its reader's language.
    const paymentLabel = receiptPaymentLabel(payment.paymentType, payment.month);
    const paymentFor =
      payment.paymentType === 'initial'
        ? message('payment-received.paymentMoveIn')
        : payment.month
          ? message('payment-received.paymentRentFor', { month: indianMonth(payment.month) })
          : message('payment-received.paymentRent');
    await this.mail.send([
      {
        template: 'payment-received',
        to: payment.payer.email,
        props: {
          firstName: payment.payer.firstName,
          propertyName: payment.property.name,
          paymentLabel: paymentFor,
          amountLabel: rupees(payment.amountPaise),
          paidAt: indianDateTime(payment.capturedAt),
          receipt: payment.receipt,
          txnId: payment.txnId,
          razorpayPaymentId: payment.razorpayPaymentId,
          hubUrl: this.link('/hub'),
        },
        receipt: {
          txnId: payment.txnId,
          receipt: payment.receipt,
          payerName: `${payment.payer.firstName} ${payment.payer.lastName}`,
          payerEmail: payment.payer.email,
          propertyName: payment.property.name,
          propertyAddress: oneLineAddress(payment.property.address),
          paymentLabel,
          paymentFor: { type: payment.paymentType, month: payment.month },
          amountPaise: payment.amountPaise,
          razorpayPaymentId: payment.razorpayPaymentId,
          razorpayOrderId: payment.razorpayOrderId,
          paidAt: payment.capturedAt,
        },
        ...this.cause(event),
      },
    ]);
  }

  /** The move-out inspection recorded or revised: the renter is asked to answer each deduction. */
  async depositInspected(event: DepositInspected): Promise<void> {
    const deposit = event.data;
    await this.mail.send([
      {
        template: 'deposit-inspected',
        to: deposit.tenant.email,
        props: {
          firstName: deposit.tenant.firstName,
          propertyName: deposit.property.name,
          collectedLabel: rupees(deposit.collectedPaise),
          deductedLabel: rupees(deposit.deductedPaise),
          balanceLabel: rupees(deposit.balancePaise),
          hubUrl: this.link('/hub'),
        },
        ...this.cause(event),
      },
    ]);
  }

  /** A deduction disputed by the renter: the manager is asked to revise or confirm it (an acceptance mails nobody). */
  async depositDeductionAnswered(event: DepositDeductionAnswered): Promise<void> {
    const answer = event.data;
    if (answer.answer !== 'disputed') return;
    const managerEmail = answer.managerEmail ?? (await this.copies.manager(answer.managerId))?.email;
    if (!managerEmail) throw new RecipientUnknownError(`manager ${answer.managerId}`);
    await this.mail.send([
      {
        template: 'deposit-disputed',
        to: managerEmail,
        props: {
          tenantName: `${answer.tenant.firstName} ${answer.tenant.lastName}`,
          propertyName: answer.property.name,
          reason: answer.reason,
          amountLabel: rupees(answer.amountPaise),
          notes: answer.note,
          hubUrl: this.link('/property-manager-hub'),
        },
        ...this.cause(event),
      },
    ]);
  }

  /** The deposit's balance refunded: the renter hears how much, when, and Razorpay's refund id. */
  async depositRefunded(event: DepositRefunded): Promise<void> {
    const refund = event.data;
    await this.mail.send([
      {
        template: 'deposit-refunded',
        to: refund.tenant.email,
        props: {
          firstName: refund.tenant.firstName,
          propertyName: refund.property.name,
          refundLabel: rupees(refund.refundPaise),
          refundedAt: indianDateTime(refund.refundedAt),
          razorpayRefundId: refund.razorpayRefundId,
          hubUrl: this.link('/hub'),
        },
        ...this.cause(event),
      },
    ]);
  }

  // -------------------------------------------------------------------------------------------------------------
  // Lease renewal and notice (issue 30)
  // -------------------------------------------------------------------------------------------------------------

  /** The manager of a lease event's home: the name when known and the address (from the event, else the copy). */
  private async leaseManager(lease: { managerId: string; managerEmail?: string }) {
    const manager = await this.copies.manager(lease.managerId);
    const email = lease.managerEmail ?? manager?.email;
    if (!email) throw new RecipientUnknownError(`manager ${lease.managerId}`);
    return { email, ...(manager?.name ? { name: manager.name } : {}) };
  }

  /** 60 days or fewer before a lease's end: its tenant and the home's manager. */
  async leaseEndingSoon(event: LeaseEndingSoon): Promise<void> {
    const lease = event.data;
    const manager = await this.leaseManager(lease);
    const shared = {
      tenantName: `${lease.tenant.firstName} ${lease.tenant.lastName}`,
      propertyName: lease.property.name,
      address: oneLineAddress(lease.property.address),
      startDate: indianDate(lease.startDate),
      endDate: indianDate(lastDayOfLease(lease.endDate)),
      daysLeft: lease.daysLeft,
      rentLabel: rupees(lease.rentPaise),
    };
    await this.mail.send([
      {
        template: 'lease-ending-soon',
        to: lease.tenant.email,
        props: { role: 'tenant', name: lease.tenant.firstName, hubUrl: this.link('/hub'), ...shared },
        ...this.cause(event),
      },
      {
        template: 'lease-ending-soon',
        to: manager.email,
        props: {
          role: 'manager',
          ...(manager.name ? { name: manager.name } : {}),
          hubUrl: this.link('/property-manager-hub'),
          ...shared,
        },
        ...this.cause(event),
      },
    ]);
  }

  /** The manager's renewal offer, to the tenant, with the change in ₹ and % (computed from the event's numbers). */
  async leaseRenewalOffered(event: LeaseRenewalOffered): Promise<void> {
    const lease = event.data;
    const { offer } = lease;
    // The change as applications computed it (in ₹ and %, against the rent when offered).
    const change = { increasePaise: offer.increasePaise, increasePercent: offer.increasePercent };
    const direction = change.increasePaise > 0 ? 'up' : change.increasePaise < 0 ? 'down' : 'none';
    await this.mail.send([
      {
        template: 'lease-renewal-offered',
        to: lease.tenant.email,
        props: {
          firstName: lease.tenant.firstName,
          propertyName: lease.property.name,
          address: oneLineAddress(lease.property.address),
          currentEndDate: indianDate(lastDayOfLease(lease.endDate)),
          newEndDate: indianDate(lastDayOfLease(offer.endDate)),
          currentRentLabel: rupees(lease.rentPaise),
          newRentLabel: rupees(offer.rentPaise),
          increase: message('lease-renewal-offered.increase', {
            direction,
            amount: rupees(Math.abs(change.increasePaise)),
            percent: Math.abs(change.increasePercent),
          }),
          hubUrl: this.link('/hub'),
        },
        ...this.cause(event),
      },
    ]);
  }

  /** The tenant accepted (the lease renewed) or declined the offer: the manager is told. */
  async leaseRenewalAnswered(event: LeaseRenewed | LeaseRenewalDeclined): Promise<void> {
    const lease = event.data;
    const manager = await this.leaseManager(lease);
    const accepted = 'renewedAt' in lease;
    await this.mail.send([
      {
        template: 'lease-renewal-answered',
        to: manager.email,
        props: {
          answer: accepted ? 'accepted' : 'declined',
          ...(manager.name ? { name: manager.name } : {}),
          tenantName: `${lease.tenant.firstName} ${lease.tenant.lastName}`,
          propertyName: lease.property.name,
          address: oneLineAddress(lease.property.address),
          endDate: indianDate(lastDayOfLease(lease.endDate)),
          rentLabel: rupees('offer' in lease ? lease.offer.rentPaise : lease.rentPaise),
          hubUrl: this.link('/property-manager-hub'),
        },
        ...this.cause(event),
      },
    ]);
  }

  /** Notice given: the other side and the manager (a manager's own notice is confirmed to them). */
  async leaseNoticeGiven(event: LeaseNoticeGiven): Promise<void> {
    const lease = event.data;
    const manager = await this.leaseManager(lease);
    const shared = {
      givenBy: lease.notice.givenBy,
      tenantName: `${lease.tenant.firstName} ${lease.tenant.lastName}`,
      propertyName: lease.property.name,
      address: oneLineAddress(lease.property.address),
      moveOutDate: indianDate(lease.notice.moveOutDate),
      ...(lease.notice.reason ? { notes: lease.notice.reason } : {}),
    };
    const emails: EmailJob[] = [
      {
        template: 'lease-notice-given',
        to: manager.email,
        props: {
          role: 'manager',
          ...(manager.name ? { name: manager.name } : {}),
          hubUrl: this.link('/property-manager-hub'),
          ...shared,
        },
        ...this.cause(event),
      },
    ];
    if (lease.notice.givenBy === 'manager') {
      emails.push({
        template: 'lease-notice-given',
        to: lease.tenant.email,
        props: { role: 'tenant', name: lease.tenant.firstName, hubUrl: this.link('/hub'), ...shared },
        ...this.cause(event),
      });
    }
    await this.mail.send(emails);
  }

  async leaseConfirmed(event: LeaseCreated): Promise<void> {
    const lease = event.data;
    const landlord = await this.copies.person(lease.landlordId);
    const manager = await this.copies.manager(lease.managerId);
    const managerEmail = lease.managerEmail ?? manager?.email;
    if (!landlord) throw new RecipientUnknownError(`landlord ${lease.landlordId}`);
    if (!managerEmail) throw new RecipientUnknownError(`manager ${lease.managerId}`);
    const tenantName = `${lease.tenant.firstName} ${lease.tenant.lastName}`;
    // The leave-and-licence agreement, made from the event as applications makes it for download (one shared maker):
    // attached for the two parties who sign it, the tenant and the landlord.
    const agreement = leaseAgreementInput(lease, landlord);
    // "Lease ends" is the licence's last day, as the attached agreement states it (the day before the lease's end).
    const lastDay = indianDate(lastDayOfLease(lease.endDate));
    const shared = {
      propertyName: lease.property.name,
      address: oneLineAddress(lease.property.address),
      startDate: indianDate(lease.startDate),
      rentLabel: rupees(lease.rentPaise),
    };
    await this.mail.send([
      {
        template: 'lease-confirmed-tenant',
        to: lease.tenant.email,
        props: {
          firstName: lease.tenant.firstName,
          endDate: lastDay,
          leasePeriod: months(lease.leaseMonths),
          depositLabel: rupees(lease.depositPaise),
          hubUrl: this.link('/hub'),
          ...shared,
        },
        agreement,
        ...this.cause(event),
      },
      {
        template: 'lease-confirmed-landlord',
        to: landlord.email,
        props: {
          name: landlord.firstName ?? landlord.displayName,
          tenantName,
          endDate: lastDay,
          ...shared,
        },
        agreement,
        ...this.cause(event),
      },
      {
        template: 'lease-confirmed-manager',
        to: managerEmail,
        props: {
          ...(manager?.name ? { name: manager.name } : {}),
          tenantName,
          tenantEmail: lease.tenant.email,
          ...(lease.tenant.phone ? { tenantPhone: lease.tenant.phone } : {}),
          hubUrl: this.link('/property-manager-hub'),
          ...shared,
        },
        ...this.cause(event),
      },
    ]);
  }

  async listingAssigned(event: ListingRequestAssigned): Promise<void> {
    const request = event.data;
    const manager = await this.copies.manager(request.managerId);
    if (!manager) throw new RecipientUnknownError(`manager ${request.managerId}`);
    const landlord = await this.copies.person(request.landlordId);
    await this.mail.send([
      {
        template: 'listing-assigned',
        to: manager.email,
        props: {
          managerName: manager.name,
          ...(landlord ? { landlordName: personName(landlord) } : {}),
          address: oneLineAddress(request.address),
          hubUrl: this.link('/property-manager-hub'),
        },
        ...this.cause(event),
      },
    ]);
  }

  async listingReviewed(event: ListingRequestReviewed): Promise<void> {
    const request = event.data;
    const landlord = await this.copies.person(request.landlordId);
    if (!landlord) throw new RecipientUnknownError(`landlord ${request.landlordId}`);
    await this.mail.send([
      {
        template: 'listing-reviewed',
        to: landlord.email,
        props: {
          landlordName: landlord.firstName ?? landlord.displayName,
          address: oneLineAddress(request.address),
          decisionLabel: message('listing-reviewed.decision', { decision: request.decision }),
          ...(request.notes ? { notes: request.notes } : {}),
          hubUrl: this.link('/landlord-hub'),
        },
        ...this.cause(event),
      },
    ]);
  }

  async paymentReminder(event: ReminderSent): Promise<void> {
    const reminder = event.data;
    const payUrl = new URLSearchParams({ propertyId: reminder.propertyId, type: 'monthly_rent' });
    await this.mail.send([
      {
        template: 'payment-reminder',
        to: reminder.tenantEmail,
        props: {
          firstName: reminder.tenantFirstName,
          nth: reminder.nth,
          firm: reminder.tone === 'firm',
          propertyName: reminder.propertyName,
          ...(reminder.unpaid
            ? { amountLabel: rupees(reminder.unpaid.amountPaise), dueDate: indianDate(reminder.unpaid.dueDate) }
            : {}),
          ...(reminder.unpaid?.lateFeePaise ? { lateFeeLabel: rupees(reminder.unpaid.lateFeePaise) } : {}),
          ...(reminder.unpaid?.unpaidMonths && reminder.unpaid.unpaidMonths > 1 && reminder.unpaid.totalPaise
            ? { unpaidMonths: reminder.unpaid.unpaidMonths, totalLabel: rupees(reminder.unpaid.totalPaise) }
            : {}),
          daysPastDue: reminder.daysPastDue,
          overdue: reminder.unpaid !== null && reminder.daysPastDue > 0,
          payUrl: this.link(`/billing?${payUrl.toString()}`),
        },
        ...this.cause(event),
      },
    ]);
  }

  /**
   * A new maintenance request: the landlord and the manager each hear of it at once, unless it follows another of
   * the same home within their digest window (MaintenanceDigests): then it waits for that burst's digest.
   */
  async maintenanceCreated(event: MaintenanceRequestCreated): Promise<void> {
    const request = event.data;
    const landlord = await this.copies.person(request.landlordId);
    const manager = await this.copies.manager(request.managerId);
    const landlordEmail = request.landlordEmail ?? landlord?.email;
    const managerEmail = request.managerEmail ?? manager?.email;
    if (!landlordEmail) throw new RecipientUnknownError(`landlord ${request.landlordId}`);
    if (!managerEmail) throw new RecipientUnknownError(`manager ${request.managerId}`);
    const shared = {
      tenantName: `${request.tenant.firstName} ${request.tenant.lastName}`.trim(),
      title: request.title,
      categoryLabel: message('common.maintenanceCategory', { category: request.category }),
      priorityLabel: message('common.maintenancePriority', { priority: request.priority }),
      description: request.description,
      propertyName: request.property.name,
      address: oneLineAddress(request.property.address),
      dueAt: indianDateTime(request.dueAt),
    };
    // A name not known yet is left out: the e-mail then greets nobody by name.
    const recipients = [
      {
        to: landlordEmail,
        name: landlord?.firstName ?? landlord?.displayName,
        hubUrl: this.link('/landlord-hub'),
      },
      { to: managerEmail, name: manager?.name, hubUrl: this.link('/property-manager-hub?tab=maintenance') },
    ];
    const now: EmailJob[] = [];
    for (const recipient of recipients) {
      const admitted = await this.digests.admit(recipient.to, request.propertyId, event.id, {
        title: shared.title,
        priority: request.priority,
        category: request.category,
        tenantName: shared.tenantName,
        submittedAt: request.submittedAt,
        propertyName: shared.propertyName,
        ...(recipient.name ? { recipientName: recipient.name } : {}),
        hubUrl: recipient.hubUrl,
      });
      if (admitted === 'now') {
        now.push({
          template: 'maintenance-created',
          to: recipient.to,
          props: { ...(recipient.name ? { name: recipient.name } : {}), hubUrl: recipient.hubUrl, ...shared },
          ...this.cause(event),
        });
      }
    }
    await this.mail.send(now);
  }

  /** Mails every maintenance digest whose burst has ended (one e-mail each, once); answers how many. */
  async sendDueMaintenanceDigests(): Promise<number> {
    const due = await this.digests.due();
    for (const digest of due) {
      const last = digest.items.at(-1);
      if (last) {
        await this.mail.send([
          {
            template: 'maintenance-digest',
            to: digest.recipient,
            props: {
              ...(last.recipientName ? { name: last.recipientName } : {}),
              propertyName: last.propertyName,
              count: digest.items.length,
              // The stored codes and times as ReaderTexts, written in the reader's language at render time.
              requests: digest.items.map((item) => ({
                title: item.title,
                ...labelsOf(item),
                tenantName: item.tenantName,
                submittedAt: indianDateTime(item.submittedAt),
              })),
              hubUrl: last.hubUrl,
            },
            // One e-mail per digest, however often swept: its id names the digest (job ids take no "|").
            cause: `maintenance-digest-${createHash('sha256').update(digest.id).digest('hex').slice(0, 24)}`,
            causeType: 'maintenance.digest',
          },
        ]);
      }
      await this.digests.sent(digest);
    }
    return due.length;
  }

  async maintenanceStatusChanged(event: MaintenanceRequestStatusChanged): Promise<void> {
    const request = event.data;
    // The tenant cancelled it themselves: nothing to tell them.
    if (request.changedBy.userId === request.tenant.userId) return;
    await this.mail.send([
      {
        template: 'maintenance-status-changed',
        to: request.tenant.email,
        props: {
          firstName: request.tenant.firstName,
          title: request.title,
          propertyName: request.property.name,
          statusLabel: message('common.maintenanceStatus', { status: request.status }),
          previousStatusLabel: message('common.maintenanceStatus', { status: request.previousStatus }),
          changedBy: request.changedBy.role,
          hubUrl: this.link('/hub'),
        },
        ...this.cause(event),
      },
    ]);
  }

  async maintenanceNoteAdded(event: MaintenanceRequestNoteAdded): Promise<void> {
    const request = event.data;
    // The tenant's own note: nothing to tell them.
    if (request.addedBy.userId === request.tenant.userId) return;
    await this.mail.send([
      {
        template: 'maintenance-note-added',
        to: request.tenant.email,
        props: {
          firstName: request.tenant.firstName,
          title: request.title,
          propertyName: request.property.name,
          author: request.note.author,
          notes: request.note.content,
          addedAt: indianDateTime(request.note.timestamp),
          hubUrl: this.link('/hub'),
        },
        ...this.cause(event),
      },
    ]);
  }

  /**
   * A member left a conversation's messages unread (the applications service waited for them): one e-mail with the
   * newest of them and a link to the conversation, to the address the event names, else the copy's.
   */
  async conversationUnread(event: ConversationUnread): Promise<void> {
    const notice = event.data;
    const { member } = notice;
    const known =
      member.role === 'manager' ? await this.copies.manager(member.id) : await this.copies.person(member.id);
    const to = member.email ?? known?.email;
    if (!to) throw new RecipientUnknownError(`${member.role} ${member.id}`);
    await this.mail.send([
      {
        template: 'conversation-unread',
        to,
        props: {
          name: member.name,
          title: notice.title,
          unreadCount: notice.messages.length + notice.moreUnreadCount,
          messages: notice.messages.map((message) => ({
            authorName: message.author.name,
            text: message.text,
            postedAt: indianDateTime(message.postedAt),
          })),
          ...(notice.moreUnreadCount > 0 ? { moreCount: notice.moreUnreadCount } : {}),
          conversationUrl: this.link(notice.path),
        },
        ...this.cause(event),
      },
    ]);
  }
}

function personName(person: { firstName?: string; lastName?: string; displayName: string }): string {
  return person.firstName ? [person.firstName, person.lastName].filter(Boolean).join(' ') : person.displayName;
}

/**
 * A digest request's priority and category, written in the reader's language from their codes; a request kept before
 * the codes were (a digest open across the deploy that added them) keeps the English labels it was kept with.
 */
function labelsOf(item: DigestItem & { priorityLabel?: string; categoryLabel?: string }) {
  return {
    priorityLabel: item.priority
      ? message('common.maintenancePriority', { priority: item.priority })
      : (item.priorityLabel ?? ''),
    categoryLabel: item.category
      ? message('common.maintenanceCategory', { category: item.category })
      : (item.categoryLabel ?? ''),
  };
}
