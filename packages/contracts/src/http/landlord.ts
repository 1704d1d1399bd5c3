import { z } from 'zod';
import { roleSchema } from '../common';
import { leaseSchema } from './applications';
import { ownerStatementRowSchema, paymentRecordSchema } from './payments';
import { propertySchema } from './properties';
import { defineRoute, SIGNED_IN } from './route';

/*
 * The landlord dashboard (spec 001 §2 "Landlord dashboard", §3 "Dashboard payload", §9; issue 16). A composed screen:
 * the GATEWAY answers it by calling the owning services in parallel (users: the landlord; properties: the homes;
 * applications: the leases, whose tenants are the tenants; payments: payments received and the owner statement;
 * maintenance: the tenants' requests). A part whose service does not answer is `null`
 * and named in `gaps`; the rest is answered all the same (200, never a 500).
 */

/** The parts of the dashboard, each owned by one service. */
export const dashboardParts = ['landlord', 'properties', 'leases', 'tenants', 'payments', 'maintenance'] as const;
export const dashboardPartSchema = z.enum(dashboardParts);
export type DashboardPart = z.output<typeof dashboardPartSchema>;

/** A part that could not be answered, and why (the page says so instead of showing a zero). */
export const dashboardGapSchema = z.object({
  part: dashboardPartSchema,
  /** The service that owns it: `payments`. */
  service: z.string(),
  /** SERVICE_UNAVAILABLE (no answer), INVALID_ANSWER (outside its contract), or the service's own problem code. */
  code: z.string(),
  /** For people: "Payments are unavailable right now: totals and rent history are missing." */
  message: z.string(),
});
export type DashboardGap = z.output<typeof dashboardGapSchema>;

/** The signed-in landlord (the welcome heading). */
export const dashboardLandlordSchema = z.object({
  _id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** "Meera Kulkarni", or the e-mail when no name is known. */
  name: z.string(),
  email: z.string(),
  role: roleSchema,
});

/** A tenant of one of the landlord's homes (spec 001 §3 Tenant), from the active leases. */
export const dashboardTenantSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  leaseId: z.string(),
  propertyId: z.string(),
});
export type DashboardTenant = z.output<typeof dashboardTenantSchema>;

/** A tenant request (maintenance) as the dashboard's Tenant Requests list shows it. */
export const dashboardMaintenanceSchema = z.object({
  _id: z.string(),
  title: z.string(),
  status: z.string(),
  priority: z.string(),
  category: z.string(),
  propertyId: z.string(),
  /** One line: "9, 4th Cross, Jayanagar, Bengaluru". */
  address: z.string(),
  tenantName: z.string(),
  /** ISO date-time */
  submittedDate: z.string(),
});
export type DashboardMaintenance = z.output<typeof dashboardMaintenanceSchema>;

/** One line of an address: "9, 4th Cross, Jayanagar, Bengaluru, Karnataka 560011". */
export function addressLine(address: { street: string; city: string; state: string; zipCode: string }): string {
  return [address.street, address.city, [address.state, address.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
}

/**
 * The figures of the Dashboard tab, computed by the gateway from the parts (money in integer paise). A figure whose
 * inputs are missing is null.
 */
export const dashboardSummarySchema = z.object({
  /** Properties with status available (vacant) and occupied. */
  vacant: z.int().nullable(),
  occupied: z.int().nullable(),
  activeLeases: z.int().nullable(),
  /** Σ monthly rent of the active leases. */
  activeLeaseRentPaise: z.int().nullable(),
  /** The current month in India (YYYY-MM). */
  month: z.string().nullable(),
  /** Σ rent collected for the current month (the owner statement's month rows). */
  monthCollectedPaise: z.int().nullable(),
  /**
   * The circular "rent collected" percentage (spec 001 §9: payments ÷ active leases' rent × 100): the current
   * month's rent collected ÷ the active leases' monthly rent × 100, rounded to a whole number; 0 with no active lease.
   */
  rentCollectedPercent: z.int().nullable(),
  /**
   * Total Collected (spec 001 §9): the landlord's money in the completed payments, rent, security deposit and late
   * fees. The application and processing fees the renters paid besides are not the landlord's and are not in it.
   */
  totalCollectedPaise: z.int().nullable(),
  /** The application and processing fees the renters paid besides (not the landlord's money; not shown as collected). */
  feesPaidPaise: z.int().nullable(),
  /** Rent due and not paid (due or overdue months of the owner statement): how much and how many months. */
  pendingPaise: z.int().nullable(),
  pendingCount: z.int().nullable(),
  /** Security deposits held (how much, of how many leases), returned to the renters, and kept as deductions. */
  depositsHeldPaise: z.int().nullable(),
  depositsHeldCount: z.int().nullable(),
  depositsReturnedPaise: z.int().nullable(),
  depositsKeptPaise: z.int().nullable(),
});
export type DashboardSummary = z.output<typeof dashboardSummarySchema>;

export const landlordDashboardSchema = z.object({
  landlord: dashboardLandlordSchema.nullable(),
  /** The homes the caller owns (or manages), from the properties service. */
  properties: z.array(propertySchema).nullable(),
  /** Leases of those homes, newest first, from the applications service. */
  leases: z.array(leaseSchema).nullable(),
  /** The tenants of the active leases. */
  tenants: z.array(dashboardTenantSchema).nullable(),
  /** Payments received on those homes, the newest LANDLORD_RECENT_PAYMENTS, from the payments service. */
  payments: z.array(paymentRecordSchema).nullable(),
  /** How many payments there are in all (the list holds the newest only). */
  paymentsCount: z.int().nullable(),
  /** The owner statement: per month and per property, rent due, collected, outstanding. */
  statement: z.array(ownerStatementRowSchema).nullable(),
  /** The tenants' maintenance requests, newest first, from the maintenance service. */
  maintenance: z.array(dashboardMaintenanceSchema).nullable(),
  summary: dashboardSummarySchema,
  /** The parts missing from this answer; empty when it is complete. */
  gaps: z.array(dashboardGapSchema),
  /** ISO date-time of composition. */
  composedAt: z.string(),
});
export type LandlordDashboard = z.output<typeof landlordDashboardSchema>;

export const landlordDashboard = defineRoute({
  method: 'GET',
  path: '/trio/landlord/:userId/dashboard',
  access: SIGNED_IN,
  summary: 'The landlord dashboard: landlord, properties, leases, tenants, payments, statement (composed)',
  description:
    'Composed by the gateway from parallel calls to users, properties, applications, payments and maintenance. The caller’s own ' +
    'only (userId = the caller’s user id or uid; another → 403). A service that does not answer leaves its part ' +
    'null and named in `gaps`; the answer is still 200.',
  tags: ['landlord'],
  params: z.object({ userId: z.string().describe('The caller’s user id or uid.') }),
  answer: { status: 200, schema: landlordDashboardSchema },
  problems: ['FORBIDDEN'],
});

/** Every route of the landlord area the gateway composes itself. */
export const landlordRoutes = [landlordDashboard] as const;
