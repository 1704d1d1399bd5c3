import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { INestApplicationContext } from '@nestjs/common';
import type { MaintenanceCategory, MaintenancePriority, MaintenanceStatus } from '@trio/contracts/events/maintenance';
import { Topic } from '@trio/contracts/topics';
import { catchUpThroughHandlers } from '@trio/service-kit/events';
import type { GatewayIdentity } from '@trio/service-kit/http';
import { isDuplicateKeyError } from '@trio/service-kit/mongo';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import sharp from 'sharp';
import { maintenance } from '../app.module';
import { CopiesService } from '../copies/copies.service';
import { leaseCopy, type LeaseCopy } from '../copies/lease.copy';
import { MAINTENANCE_REQUEST_MODEL, type MaintenanceRequestDocument } from '../requests/maintenance-request.schema';
import { MaintenanceRequestsService, type Actor } from '../requests/maintenance-requests.service';
import { RequestPhotosService } from '../requests/request-photos.service';

/** Reads the leases, properties, people and managers published so far through this service's own event handlers. */
export function catchUpCopies(app: INestApplicationContext): Promise<number> {
  return catchUpThroughHandlers(app, {
    topics: [Topic.UsersUser, Topic.UsersPropertyManager, Topic.PropertiesProperty, Topic.ApplicationsLease],
    handlers: maintenance.eventHandlers,
  });
}

interface Step {
  /** Hours after submission. */
  after: number;
  by: 'landlord' | 'manager' | 'tenant';
  status?: MaintenanceStatus;
  note?: string;
}

interface DemoRequest {
  title: string;
  description: string;
  category: MaintenanceCategory;
  priority: MaintenancePriority;
  /** Submitted this many hours before now. */
  hoursAgo: number;
  photo?: string;
  steps: Step[];
}

/**
 * Every status and every priority, two of them overdue (urgent and high, still open past their targets), with notes
 * by the manager and the landlord, and photos.
 */
const DEMO_REQUESTS: readonly DemoRequest[] = [
  {
    title: 'Kitchen sink leaking',
    description: 'Water drips from the pipe under the kitchen sink and the cabinet floor is wet.',
    category: 'plumbing',
    priority: 'urgent',
    hoursAgo: 6,
    photo: '#2f6f8f',
    steps: [],
  },
  {
    title: 'Bedroom AC not cooling',
    description: 'The split AC in the main bedroom runs but blows warm air since yesterday.',
    category: 'hvac',
    priority: 'high',
    hoursAgo: 50,
    photo: '#8aa1b1',
    steps: [
      { after: 3, by: 'manager', status: 'in_progress' },
      { after: 4, by: 'manager', note: 'Technician from CoolAir booked; he will call before coming.' },
    ],
  },
  {
    title: 'Balcony door lock is stiff',
    description: 'The balcony door lock needs force to turn; the key sometimes sticks.',
    category: 'general',
    priority: 'low',
    hoursAgo: 20,
    steps: [],
  },
  {
    title: 'Power socket sparks in the kitchen',
    description: 'The socket next to the fridge sparked when the kettle was plugged in.',
    category: 'electrical',
    priority: 'medium',
    hoursAgo: 240,
    steps: [
      { after: 2, by: 'manager', status: 'in_progress' },
      { after: 2.5, by: 'manager', note: 'Electrician will replace the socket and check the wiring.' },
      { after: 30, by: 'landlord', status: 'completed' },
      { after: 30.5, by: 'landlord', note: 'Socket replaced; the wiring was fine.' },
    ],
  },
  {
    title: 'Washing machine inlet hose cracked',
    description: 'The inlet hose of the washing machine has a crack; I have closed the tap for now.',
    category: 'appliance',
    priority: 'medium',
    hoursAgo: 72,
    steps: [{ after: 5, by: 'tenant', status: 'cancelled' }],
  },
  {
    title: 'Hairline crack on the living room wall',
    description: 'A thin crack runs from the window corner towards the ceiling.',
    category: 'structural',
    priority: 'low',
    hoursAgo: 80,
    photo: '#c9b79c',
    steps: [
      { after: 6, by: 'manager', status: 'in_progress' },
      { after: 7, by: 'manager', note: 'A mason will inspect it on Saturday morning.' },
    ],
  },
];

const demoRequestId = (leaseId: string, index: number) =>
  createHash('sha256').update(`demo-maintenance:${leaseId}:${index}`).digest('hex').slice(0, 24);

/** A demo photo: a plain picture with the request's title on it. */
async function demoPhoto(title: string, colour: string): Promise<Buffer> {
  const text = title.replace(/[<>&]/g, '');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="720"><rect width="100%" height="100%" fill="${colour}"/><text x="50%" y="50%" font-family="sans-serif" font-size="48" fill="#ffffff" text-anchor="middle">${text}</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/**
 * Demo maintenance requests on every active lease (renter@trio.rentals's first), so the Renters Hub, the landlords'
 * and the managers' maintenance screens all have data: every status and priority, some overdue, notes, a history,
 * photos. Deterministic ids: safe to repeat (an existing request is left as it is).
 */
export async function seedDemoMaintenance(
  app: INestApplicationContext,
  now = new Date(),
): Promise<{ created: number; existed: number; leases: number }> {
  const copies = app.get(CopiesService);
  const requests = app.get(MaintenanceRequestsService);
  const photos = app.get(RequestPhotosService);
  const leaseModel = app.get<Model<LeaseCopy>>(getModelToken(leaseCopy.name));
  const requestModel = app.get<Model<MaintenanceRequestDocument>>(getModelToken(MAINTENANCE_REQUEST_MODEL));
  const leases = await leaseModel.find({ status: 'active' }).sort({ _id: 1 }).lean<LeaseCopy[]>();
  let created = 0;
  let existed = 0;

  for (const lease of leases) {
    const tenant: GatewayIdentity = { userId: lease.tenantId, email: lease.tenant.email, role: 'tenant' };
    const property = await copies.property(lease.propertyId);
    const landlordId = property?.landlordId ?? lease.landlordId;
    const landlordEmail = (await copies.person(landlordId))?.email;
    const manager = await copies.manager(property?.managerId ?? lease.managerId);
    const managerEmail = manager?.email ?? lease.managerEmail ?? undefined;
    const managerUser = managerEmail ? await copies.personByEmail(managerEmail) : null;
    const actors: Record<Step['by'], Actor | null> = {
      tenant: { userId: tenant.userId, email: tenant.email, role: 'tenant' },
      landlord: landlordEmail ? { userId: landlordId, email: landlordEmail, role: 'landlord' } : null,
      manager:
        managerEmail && managerUser ? { userId: managerUser._id, email: managerEmail, role: 'property_manager' } : null,
    };

    for (const [index, demo] of DEMO_REQUESTS.entries()) {
      const id = demoRequestId(lease._id, index);
      if (await requestModel.exists({ _id: id })) {
        existed += 1;
        continue;
      }
      const submittedAt = new Date(now.getTime() - demo.hoursAgo * 3_600_000);
      let doc: MaintenanceRequestDocument;
      try {
        doc = await requests.create(
          tenant,
          {
            title: demo.title,
            description: demo.description,
            category: demo.category,
            priority: demo.priority,
            propertyId: lease.propertyId,
          },
          { id, at: submittedAt },
        );
      } catch (error) {
        if (isDuplicateKeyError(error)) {
          existed += 1;
          continue;
        }
        throw error;
      }
      created += 1;
      if (demo.photo)
        doc = await photos.add(doc, tenant.userId, Readable.from(await demoPhoto(demo.title, demo.photo)));
      for (const step of demo.steps) {
        const actor = actors[step.by] ?? actors.landlord ?? actors.manager;
        if (!actor) continue;
        const at = new Date(submittedAt.getTime() + step.after * 3_600_000);
        if (step.status) await requests.changeStatus(id, actor, step.status, at);
        if (step.note) await requests.addNote(id, actor, step.note, at);
      }
    }
  }
  return { created, existed, leases: leases.length };
}
