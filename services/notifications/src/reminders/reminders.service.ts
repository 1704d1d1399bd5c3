import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { todayInIndia } from '@trio/contracts/http/applications';
import { reminderSent, type ReminderKind } from '@trio/contracts/events/notifications';
import {
  daysPastDueBadge,
  MANUAL_REMINDER_INTERVAL_MS,
  REMINDERS_SHOWN,
  type LeaseReminderRecord,
  type Reminder,
} from '@trio/contracts/http/notifications';
import {
  ConcurrentWriteError,
  draft,
  OutboxWriter,
  retryOnConcurrentWrite,
  type AggregateWrite,
} from '@trio/service-kit/events';
import type { GatewayIdentity } from '@trio/service-kit/http';
import { isDuplicateKeyError } from '@trio/service-kit/mongo';
import type { Model } from 'mongoose';
import { CLOCK, type Clock } from '@trio/service-kit/clock';
import { formatIndianDateTime } from '@trio/contracts/common';
import { rupees } from '../mail/templates/format';
import type { LeaseCopy } from '../copies/lease.copy';
import type { PropertyCopy } from '../copies/property.copy';
import { lateFeeReason } from '@trio/contracts/money';
import type { RentCopy } from '../copies/rent.copy';
import { CopiesService } from '../copies/copies.service';
import { REMINDER_HISTORY_MODEL, type ReminderEntry, type ReminderHistory } from './reminder-history.schema';
import {
  nextReminderNumber,
  reminderMessage,
  reminderTone,
  remindsAutomatically,
  rentStatus,
  type RentStatus,
} from './reminder-rules';
import { busy, leaseNotActive, leaseNotFound, notTheManager, reminderTooSoon } from './reminders.exception';

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The daily fire's history writes per bulk write (inserts: one commit each; updates go 25 to a command). */
const AUTOMATIC_WRITES_PER_BULK = 500;

const rentItems = (rent: RentCopy | null | undefined) => Object.values(rent?.items ?? {});

/**
 * Payment reminders: the Property Manager Hub's list (from this service's own copies), a manager's reminder
 * by hand, and the daily automatic ones. Recording a reminder publishes `notifications.reminder.sent.v1`; its
 * handler mails the tenant (keyed by that event).
 */
@Injectable()
export class RemindersService {
  constructor(
    @InjectModel(REMINDER_HISTORY_MODEL) private readonly histories: Model<ReminderHistory>,
    @Inject(OutboxWriter) private readonly outbox: OutboxWriter,
    @Inject(CopiesService) private readonly copies: CopiesService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  today(): string {
    return todayInIndia(this.clock.now());
  }

  /** HH:MM in India now. */
  timeOfDayInIndia(): string {
    return new Date(this.clock.now().getTime() + IST_OFFSET_MS).toISOString().slice(11, 16);
  }

  /** GET /trio/property-manager/:id/leases-reminders: `managerId` must be the caller's own manager record. */
  async listForManager(me: GatewayIdentity, managerId: string): Promise<LeaseReminderRecord[]> {
    const manager = await this.copies.managerByEmail(me.email);
    if (!manager || manager._id !== managerId) {
      throw notTheManager('You can only see the leases of the properties you manage.');
    }
    const leases = await this.copies.activeLeasesManagedBy(manager._id);
    if (leases.length === 0) return []; // an `$in` of no ids reads every document on FerretDB
    const ids = leases.map((lease) => lease._id);
    const [properties, rents, histories] = await Promise.all([
      this.copies.propertiesByIds([...new Set(leases.map((lease) => lease.propertyId))]),
      this.copies.rentsByLeaseIds(ids),
      this.histories.find({ _id: { $in: ids } }).lean<ReminderHistory[]>(),
    ]);
    const propertyById = new Map(properties.map((property) => [property._id, property]));
    const rentById = new Map(rents.map((rent) => [rent._id, rent]));
    const historyById = new Map(histories.map((history) => [history._id, history]));
    const today = this.today();
    return leases
      .map((lease) =>
        this.record(
          lease,
          propertyById.get(lease.propertyId),
          rentById.get(lease._id),
          historyById.get(lease._id),
          today,
        ),
      )
      .sort((a, b) => b.daysPastDue - a.daysPastDue);
  }

  /** POST /trio/property-manager/lease/:leaseId/send-reminder: the lease's manager only; one an hour. */
  async sendManual(me: GatewayIdentity, leaseId: string): Promise<{ reminder: Reminder; record: LeaseReminderRecord }> {
    const lease = await this.copies.lease(leaseId);
    if (!lease) throw leaseNotFound(leaseId);
    const manager = await this.copies.managerByEmail(me.email);
    if (!manager || manager._id !== lease.managerId) {
      throw notTheManager('Only the property manager of this lease can send its tenant a reminder.');
    }
    const entry = await this.add(lease, 'manual', `manual-${randomUUID()}`, manager._id);
    const record = await this.recordOf(lease);
    return { reminder: reminderView(entry!), record };
  }

  /**
   * The daily fire: today's automatic reminder (`auto-<date>`) for every active lease whose rent is past due on
   * `date` and that has none yet. Returns how many were recorded.
   *
   * Planned from three reads of whole collections (leases, rents, histories), not three reads per lease: on FerretDB
   * a read by `_id` costs about as much server time as reading ten documents in a scan, and a fire covers most of
   * the leases. The writes go 500 to a bulk write (`OutboxWriter.writeMany`), each still checked by its history's
   * version (a create by its id), so another fire, replica or a manager's click that got there first makes that
   * lease's write fail alone; it is then redone on its own from a fresh read, and finds the other's reminder. A write
   * that failed otherwise fails the fire once the rest are written: its retry plans again and finds those done.
   */
  async sendAutomaticToAll(date: string): Promise<number> {
    const [leases, rents, histories] = await Promise.all([
      this.copies.activeLeases(),
      this.copies.allRents(),
      this.histories.find({}).lean<ReminderHistory[]>(),
    ]);
    const rentById = new Map(rents.map((rent) => [rent._id, rent]));
    const historyById = new Map(histories.map((history) => [history._id, history]));
    const reminderId = `auto-${date}`;
    const now = this.clock.now();
    const planned: { lease: LeaseCopy; write: AggregateWrite }[] = [];
    for (const lease of leases) {
      const rent = rentById.get(lease._id);
      if (!rent || !remindsAutomatically(rentStatus(rentItems(rent), date))) continue;
      const plan = this.plan(lease, 'automatic', reminderId, historyById.get(lease._id) ?? null, rent, now);
      if (plan) planned.push({ lease, write: plan.write });
    }
    let recorded = 0;
    const failures: unknown[] = [];
    for (let from = 0; from < planned.length; from += AUTOMATIC_WRITES_PER_BULK) {
      const chunk = planned.slice(from, from + AUTOMATIC_WRITES_PER_BULK);
      const outcomes = await this.outbox.writeMany(
        this.histories,
        chunk.map(({ write }) => write),
      );
      await Promise.all(
        outcomes.map(async (outcome, i) => {
          if (outcome.ok) {
            recorded += 1;
            return;
          }
          if (!(outcome.error instanceof ConcurrentWriteError)) {
            failures.push(outcome.error);
            return;
          }
          try {
            if (await this.add(chunk[i]!.lease, 'automatic', reminderId)) recorded += 1;
          } catch (err) {
            failures.push(err);
          }
        }),
      );
    }
    if (failures.length > 0) {
      throw new AggregateError(failures, `${failures.length} of ${planned.length} automatic reminders not recorded`);
    }
    return recorded;
  }

  /** A reminder on its own: read, decide, write, again from a fresh read when another write got in first. */
  private async add(
    lease: LeaseCopy,
    kind: ReminderKind,
    reminderId: string,
    sentBy?: string,
  ): Promise<ReminderEntry | null> {
    if (lease.status !== 'active') throw leaseNotActive();
    return retryOnConcurrentWrite(
      async () => {
        const [history, rent] = await Promise.all([
          this.histories.findById(lease._id).lean<ReminderHistory>(),
          this.copies.rent(lease._id),
        ]);
        const planned = this.plan(lease, kind, reminderId, history, rent, this.clock.now(), sentBy);
        if (!planned) return null;
        const { write } = planned;
        if ('create' in write) {
          try {
            await this.outbox.create(this.histories, write.create as never, write.drafts);
          } catch (err) {
            // Another replica (or click) created the history first: read it again.
            if (isDuplicateKeyError(err)) throw new ConcurrentWriteError(lease._id, 0);
            throw err;
          }
        } else {
          await this.outbox.update(this.histories, lease._id, write.expectedVersion, write.update, write.drafts);
        }
        return planned.entry;
      },
      {
        onExhausted: () => {
          throw busy();
        },
      },
    );
  }

  /**
   * What adding a reminder to a lease's history writes: the entry (numbered after the history's last) and the
   * history's write with its event, checked by the history's version. Null when there is nothing to send: the
   * reminder `reminderId` is there already, or (automatic) the rent is not past due. A manual one within the hour
   * after the last reminder throws 429.
   */
  private plan(
    lease: LeaseCopy,
    kind: ReminderKind,
    reminderId: string,
    history: ReminderHistory | null,
    rent: RentCopy | null,
    now: Date,
    sentBy?: string,
  ): { entry: ReminderEntry; write: AggregateWrite } | null {
    const reminders = history?.reminders ?? [];
    if (reminders.some((reminder) => reminder.reminderId === reminderId)) return null;
    if (kind === 'manual' && history?.lastSentAt) {
      const waitMs = new Date(history.lastSentAt).getTime() + MANUAL_REMINDER_INTERVAL_MS - now.getTime();
      if (waitMs > 0) throw reminderTooSoon(Math.ceil(waitMs / 1000));
    }
    const status = rentStatus(rentItems(rent), todayInIndia(now));
    if (kind === 'automatic' && !remindsAutomatically(status)) return null;
    const nth = nextReminderNumber(reminders.length);
    const entry: ReminderEntry = {
      reminderId,
      nth,
      kind,
      tone: reminderTone(status.daysPastDue),
      message: reminderMessage({ nth, propertyName: lease.property.name, status }),
      daysPastDue: status.daysPastDue,
      ...(sentBy ? { sentBy } : {}),
      sentAt: now,
    };
    const drafts = [draft(reminderSent, this.eventData(lease, entry, status))];
    const write: AggregateWrite = history
      ? {
          aggregateId: lease._id,
          expectedVersion: history.version,
          update: { $set: { reminders: [...reminders, entry], lastSentAt: now, managerId: lease.managerId } },
          drafts,
        }
      : { create: { _id: lease._id, managerId: lease.managerId, reminders: [entry], lastSentAt: now }, drafts };
    return { entry, write };
  }

  private eventData(lease: LeaseCopy, entry: ReminderEntry, status: RentStatus) {
    return {
      leaseId: lease._id,
      reminderId: entry.reminderId,
      nth: entry.nth,
      kind: entry.kind,
      tone: entry.tone,
      message: entry.message,
      daysPastDue: entry.daysPastDue,
      unpaid: status.unpaid
        ? {
            month: status.unpaid.month,
            dueDate: status.unpaid.dueDate,
            amountPaise: status.unpaid.amountPaise,
            unpaidMonths: status.unpaid.unpaidMonths,
            totalPaise: status.unpaid.totalPaise,
            ...(status.unpaid.lateFee?.status === 'charged' ? { lateFeePaise: status.unpaid.lateFee.paise } : {}),
          }
        : null,
      tenantId: lease.tenant.userId,
      tenantEmail: lease.tenant.email,
      tenantFirstName: lease.tenant.firstName,
      propertyId: lease.propertyId,
      propertyName: lease.property.name,
      managerId: lease.managerId,
      ...(entry.sentBy ? { sentBy: entry.sentBy } : {}),
      sentAt: entry.sentAt.toISOString(),
    };
  }

  private async recordOf(lease: LeaseCopy): Promise<LeaseReminderRecord> {
    const [property, rent, history] = await Promise.all([
      this.copies.property(lease.propertyId),
      this.copies.rent(lease._id),
      this.histories.findById(lease._id).lean<ReminderHistory>(),
    ]);
    return this.record(lease, property ?? undefined, rent ?? undefined, history ?? undefined, this.today());
  }

  private record(
    lease: LeaseCopy,
    property: PropertyCopy | undefined,
    rent: RentCopy | undefined,
    history: ReminderHistory | undefined,
    today: string,
  ): LeaseReminderRecord {
    const status = rentStatus(rentItems(rent), today);
    const reminders = history?.reminders ?? [];
    const address = property?.address ?? lease.property.address;
    return {
      leaseId: lease._id,
      propertyId: lease.propertyId,
      property: {
        name: property?.name ?? lease.property.name ?? 'Property',
        address: {
          street: [address.line1, address.locality].filter(Boolean).join(', '),
          city: address.city,
          state: address.state,
          zipCode: address.pinCode,
        },
        bedrooms: property?.bedrooms ?? null,
        bathrooms: property?.bathrooms ?? null,
        type: property?.propertyType ?? null,
      },
      tenant: {
        firstName: lease.tenant.firstName,
        lastName: lease.tenant.lastName,
        email: lease.tenant.email,
        phone: lease.tenant.phone ?? null,
      },
      daysPastDue: status.daysPastDue,
      badge: daysPastDueBadge(status.daysPastDue),
      unpaid: status.unpaid
        ? {
            ...status.unpaid,
            amountLabel: rupees(status.unpaid.amountPaise),
            totalLabel: rupees(status.unpaid.totalPaise),
            lateFee: status.unpaid.lateFee
              ? {
                  ...status.unpaid.lateFee,
                  label: rupees(status.unpaid.lateFee.paise),
                  reason: lateFeeReason(
                    status.unpaid.month,
                    status.unpaid.dueDate,
                    'en',
                    status.unpaid.lateFee.afterDays,
                  ),
                }
              : null,
          }
        : null,
      remindersSent: reminders.length,
      nthReminder: nextReminderNumber(reminders.length),
      reminders: reminders.slice(-REMINDERS_SHOWN).reverse().map(reminderView),
      lastReminderAt: history?.lastSentAt ? new Date(history.lastSentAt).toISOString() : null,
    };
  }
}

function reminderView(entry: ReminderEntry): Reminder {
  const sentAt = new Date(entry.sentAt);
  return {
    reminderId: entry.reminderId,
    nth: entry.nth,
    kind: entry.kind,
    tone: entry.tone,
    message: entry.message,
    sentAt: sentAt.toISOString(),
    sentAtLabel: formatIndianDateTime(sentAt),
  };
}
