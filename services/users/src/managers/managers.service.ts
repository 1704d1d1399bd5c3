import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { propertyManagerRegistered, propertyManagerUpdated, type PropertyManager } from '@trio/contracts/events/users';
import type { ManagerRecord } from '@trio/contracts/http/users';
import { draft, OutboxWriter } from '@trio/service-kit/events';
import { Types, type Model } from 'mongoose';
import { z } from 'zod';
import { MANAGER_MODEL, type ManagerDocument } from './manager.schema';

export const managerInputSchema = z.object({
  email: z.string().trim().pipe(z.email('must be an e-mail address')),
  name: z.string().trim().min(1, 'is required').max(120),
  company: z.string().trim().min(1, 'is required').max(120),
  phone: z.string().trim().min(1).max(20).optional(),
});
export type ManagerInput = z.output<typeof managerInputSchema>;

export type ManagerUpsertOutcome = 'registered' | 'updated' | 'unchanged';

/** The manager card's data (spec: _id, name, companyName), plus contact details for Message and Call. */
export type ManagerView = ManagerRecord;

export function managerView(manager: ManagerDocument): ManagerView {
  return {
    _id: manager._id,
    name: manager.name,
    companyName: manager.company,
    email: manager.email,
    phone: manager.phone ?? null,
  };
}

function recordOf(manager: Pick<ManagerDocument, '_id' | 'email' | 'name' | 'company' | 'phone'>): PropertyManager {
  return {
    managerId: manager._id,
    email: manager.email,
    name: manager.name,
    company: manager.company,
    ...(manager.phone ? { phone: manager.phone } : {}),
  };
}

/** Property manager records: created or updated by operations, found by e-mail. */
@Injectable()
export class ManagersService {
  constructor(
    @InjectModel(MANAGER_MODEL) private readonly managers: Model<ManagerDocument>,
    @Inject(OutboxWriter) private readonly outbox: OutboxWriter,
  ) {}

  findByEmail(email: string) {
    return this.managers.findOne({ emailLower: email.trim().toLowerCase() }).lean();
  }

  /** Whether a manager record exists for the e-mail (the property_manager role). */
  async existsForEmail(email: string): Promise<boolean> {
    return (await this.managers.countDocuments({ emailLower: email.trim().toLowerCase() })) > 0;
  }

  /** Creates the record for an e-mail, or updates the one that exists; each change publishes its event. */
  async upsert(input: ManagerInput): Promise<{ outcome: ManagerUpsertOutcome; manager: ManagerDocument }> {
    const emailLower = input.email.toLowerCase();
    const existing = await this.managers.findOne({ emailLower }).lean();
    const now = new Date();
    if (!existing) {
      const manager: ManagerDocument = {
        _id: new Types.ObjectId().toHexString(),
        email: input.email,
        emailLower,
        name: input.name,
        company: input.company,
        ...(input.phone ? { phone: input.phone } : {}),
        createdAt: now,
        updatedAt: now,
        version: 0,
        outbox: [],
        outboxPending: 0,
      };
      await this.outbox.create(this.managers, manager, [
        draft(propertyManagerRegistered, { ...recordOf(manager), registeredAt: now.toISOString() }),
      ]);
      return { outcome: 'registered', manager };
    }
    const next = {
      ...existing,
      email: input.email,
      name: input.name,
      company: input.company,
      phone: input.phone ?? existing.phone,
    };
    const changedFields = (['email', 'name', 'company', 'phone'] as const).filter(
      (field) => next[field] !== existing[field],
    );
    if (changedFields.length === 0) return { outcome: 'unchanged', manager: existing };
    await this.outbox.update(
      this.managers,
      existing._id,
      existing.version,
      { $set: { email: next.email, name: next.name, company: next.company, phone: next.phone, updatedAt: now } },
      [draft(propertyManagerUpdated, { ...recordOf(next), changedFields, updatedAt: now.toISOString() })],
    );
    return { outcome: 'updated', manager: { ...next, updatedAt: now } };
  }
}
