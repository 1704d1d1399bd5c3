/*
 * Answers as the services send them, typed by their route definitions (`@trio/contracts/http`), for tests that stub
 * fetch: the API client parses every answer with its route's schema, so a stub must answer the whole shape.
 */
import type {
  ApplicationProperty,
  Eligibility,
  ManagerApplications,
  PropertyApplications,
  RentalApplication,
} from '@trio/contracts/http/applications';
import type { PrivatePhoto } from '@trio/contracts/common';
import type { Lease } from '@trio/contracts/http/applications';
import type { Conversation, ConversationMessage } from '@trio/contracts/http/conversations';
import type { LandlordDashboard } from '@trio/contracts/http/landlord';
import type { MaintenanceRequest } from '@trio/contracts/http/maintenance';
import type {
  CreateOrderAnswer,
  OwnerStatementRow,
  PaymentRecord,
  RentLedger,
  RentLedgerItem,
} from '@trio/contracts/http/payments';
import type { ListingRequest, Property } from '@trio/contracts/http/properties';
import type { FavoriteChange, FavoriteProperty, ManagerRecord, OwnUser, Session } from '@trio/contracts/http/users';
import type { SessionUser } from '../lib/auth/types';

/** The user's own record (what the sign-in calls and GET /trio/users/{id} answer) for a session user. */
export function ownUserAnswer(user: SessionUser, overrides: Partial<OwnUser> = {}): OwnUser {
  return {
    ...user,
    middleName: null,
    gender: 'female',
    dateOfBirth: '1994-07-21',
    phone: '+919812345678',
    address: null,
    properties: [],
    createdAt: '2026-01-05T09:30:00.000Z',
    ...overrides,
  };
}

/** What the sign-in calls answer. */
export function sessionAnswer(user: SessionUser, accessToken = 'token'): Session {
  return { user: ownUserAnswer(user), accessToken, expiresIn: 900 };
}

/** One favourite as GET /trio/users/{uid}/favorites answers it. */
export function favoriteAnswer(id: string, name: string, overrides: Partial<FavoriteProperty> = {}): FavoriteProperty {
  return {
    _id: id,
    name,
    address: { street: '7 Hill Road', city: 'Mumbai', state: 'Maharashtra', zipCode: '400050' },
    locality: 'Bandra West',
    rentPrice: 85000,
    rentPaise: 8_500_000,
    rentLabel: '₹85,000',
    bedrooms: 2,
    bathrooms: 2,
    status: 'available',
    image: null,
    images: [],
    ...overrides,
  };
}

/** What addFavorite and removeFavorite answer. */
export function favoriteChangeAnswer(
  userId: string,
  propertyId: string,
  favorite: boolean,
  favoritePropertyIds: string[] = favorite ? [propertyId] : [],
): FavoriteChange {
  return { userId, propertyId, favorite, favoritePropertyIds };
}

/** A property as the applications routes carry it (₹25,000 a month unless overridden). */
export function applicationPropertyAnswer(overrides: Partial<ApplicationProperty> = {}): ApplicationProperty {
  return {
    _id: '6650a1b2c3d4e5f601234567',
    title: 'Lakeview 2BHK in Indiranagar',
    name: 'Lakeview 2BHK in Indiranagar',
    address: { street: '12, 5th Cross, HAL 2nd Stage', city: 'Bengaluru', state: 'Karnataka', zipCode: '560038' },
    locality: 'Indiranagar',
    rentPrice: 25000,
    rentPaise: 2_500_000,
    rentLabel: '₹25,000',
    bedrooms: 2,
    bathrooms: 2,
    type: 'apartment',
    status: 'available',
    ...overrides,
  };
}

/** A rental application as its applicant (or, with `possibleDuplicate`, its manager) reads it: pending unless overridden. */
export function rentalApplicationAnswer(overrides: Partial<RentalApplication> = {}): RentalApplication {
  const property = overrides.property ?? applicationPropertyAnswer();
  const status = overrides.status ?? 'pending';
  return {
    _id: '6700aa00bb00cc00dd000001',
    propertyId: property._id,
    property,
    userId: '665f1c2b9d3e4a0012345678',
    status,
    paymentStatus: 'pending',
    displayStatus: status,
    firstName: 'Asha',
    lastName: 'Rao',
    email: 'asha.rao@example.in',
    phone: '+919812345678',
    address: '14 Carter Road, Bandra West, Mumbai',
    panAdhaar: 'XXXX XXXX 2346',
    identityType: 'aadhaar',
    moveInDate: '2026-12-15',
    leasePeriod: '11 months',
    leasePeriodMonths: 11,
    numPeople: 2,
    reviewNotes: null,
    reviewedAt: null,
    createdAt: '2026-11-20T09:30:00.000Z',
    updatedAt: '2026-11-20T09:30:00.000Z',
    expiresAt: '2026-12-20T09:30:00.000Z',
    ...overrides,
  };
}

/** What "Check Eligibility" reads: can apply, ₹25,000 rent (total ₹63,050), two documents, no application. */
export function eligibilityAnswer(overrides: Partial<Eligibility> = {}): Eligibility {
  const property = overrides.property ?? applicationPropertyAnswer();
  return {
    propertyId: property._id,
    property,
    canApply: true,
    reasons: [],
    costs: {
      rentPaise: 2_500_000,
      securityDepositPaise: 3_750_000,
      applicationFeePaise: 5_000,
      processingFeePaise: 50_000,
      totalPaise: 6_305_000,
    },
    documentsNeeded: [
      { key: 'identity', label: 'Identity proof', description: 'Your PAN card or Aadhaar card.' },
      { key: 'income', label: 'Proof of income', description: 'Your last three salary slips.' },
    ],
    application: null,
    prefill: null,
    ...overrides,
  };
}

/** A manager's applications grouped by property, with the counters computed from them. */
export function managerApplicationsAnswer(groups: PropertyApplications[]): ManagerApplications {
  const all = groups.flatMap((group) => group.applications);
  return {
    applicationsByProperty: Object.fromEntries(groups.map((group) => [group.property._id, group])),
    counts: {
      total: all.length,
      pending: all.filter((application) => ['pending', 'under_review'].includes(application.status)).length,
      approved: all.filter((application) => application.status === 'approved').length,
      rejected: all.filter((application) => application.status === 'rejected').length,
    },
  };
}

/** A property-manager record (GET /trio/users/property-managers/email/{email}). */
export function managerRecordAnswer(overrides: Partial<ManagerRecord> = {}): ManagerRecord {
  return {
    _id: 'b00000000000000000000001',
    name: 'Priya Sharma',
    companyName: 'Sharma Estates',
    email: 'priya@sharma-estates.in',
    phone: '+919845012345',
    ...overrides,
  };
}

/** A lease as GET /trio/users/{uid}/leases and GET /trio/leases/{id} answer it (rent ₹25,000, deposit ₹37,500). */
export function leaseAnswer(overrides: Partial<Lease> = {}): Lease {
  const property = overrides.property ?? applicationPropertyAnswer();
  return {
    _id: '6710aa00bb00cc00dd000001',
    applicationId: '6700aa00bb00cc00dd000001',
    propertyId: property._id,
    property,
    tenantId: '665f1c2b9d3e4a0012345678',
    tenant: {
      firstName: 'Asha',
      lastName: 'Rao',
      name: 'Asha Rao',
      email: 'asha.rao@example.in',
      phone: '+919812345678',
    },
    landlordId: '665f1c2b9d3e4a0012340001',
    managerId: '665f1c2b9d3e4a0012340002',
    startDate: '2026-12-15',
    endDate: '2027-11-15',
    moveInDate: '2026-12-15',
    leaseMonths: 11,
    leasePeriod: '11 months',
    rentPaise: 2_500_000,
    rentAmount: 25000,
    rentLabel: '₹25,000',
    depositPaise: 3_750_000,
    securityDeposit: 37500,
    depositLabel: '₹37,500',
    numPeople: 2,
    status: 'active',
    paymentStatus: 'completed',
    daysLeft: 355,
    endingSoon: false,
    noticeMonths: 1,
    rentPeriods: [{ from: '2026-12-15', rentPaise: 2_500_000, rentLabel: '₹25,000' }],
    renewalOffer: null,
    notice: null,
    earliestMoveOutDate: '2026-12-16',
    agreementUrl: '/trio/leases/6710aa00bb00cc00dd000001/agreement.pdf',
    createdAt: '2026-11-25T09:30:00.000Z',
    ...overrides,
  };
}

/** A payment record as the payments routes answer it: the initial payment of ₹63,050, completed. */
export function paymentRecordAnswer(overrides: Partial<PaymentRecord> = {}): PaymentRecord {
  const property = applicationPropertyAnswer();
  return {
    _id: '6720aa00bb00cc00dd000001',
    userId: '665f1c2b9d3e4a0012345678',
    rentalApplicationId: '6700aa00bb00cc00dd000001',
    leaseId: null,
    propertyId: property._id,
    property: { _id: property._id, name: property.name, address: property.address },
    paymentType: 'initial',
    amount: 63050,
    amountPaise: 6_305_000,
    amountLabel: '₹63,050',
    currency: 'INR',
    breakdown: {
      rentPaise: 2_500_000,
      securityDepositPaise: 3_750_000,
      applicationFeePaise: 5_000,
      processingFeePaise: 50_000,
      totalPaise: 6_305_000,
    },
    razorpayOrderId: 'order_Q1xA7bC3dE5fG6',
    razorpayPaymentId: 'pay_Q1xA7bC3dE5fG6',
    receipt: 'trio_48123456',
    txnId: 'TXNBB00CC00DD000001',
    description: 'Move-in payment',
    month: null,
    dueDate: null,
    status: 'completed',
    failureReason: null,
    refund: null,
    payer: { firstName: 'Asha', lastName: 'Rao', email: 'asha.rao@example.in' },
    paymentDate: '2026-11-25T10:00:00.000Z',
    createdAt: '2026-11-25T09:58:00.000Z',
    updatedAt: '2026-11-25T10:00:00.000Z',
    ...overrides,
  };
}

/** What POST /api/razorpay/create-order answers for the initial payment (₹63,050). */
export function createOrderAnswer(overrides: Partial<CreateOrderAnswer> = {}): CreateOrderAnswer {
  return {
    order: {
      id: 'order_Q1xA7bC3dE5fG6',
      entity: 'order',
      amount: 6_305_000,
      currency: 'INR',
      receipt: 'trio_48123456',
      status: 'created',
      created_at: 1_795_000_000,
    },
    key_id: 'rzp_test_TrioStandIn001',
    paymentType: 'initial',
    paymentId: '6720aa00bb00cc00dd000001',
    propertyId: '6650a1b2c3d4e5f601234567',
    propertyName: 'Lakeview 2BHK in Indiranagar',
    breakdown: {
      rentPaise: 2_500_000,
      securityDepositPaise: 3_750_000,
      applicationFeePaise: 5_000,
      processingFeePaise: 50_000,
      totalPaise: 6_305_000,
    },
    month: null,
    ...overrides,
  };
}

/** A rent ledger (GET /trio/payments/ledger/{leaseId}) whose next due month is `nextDue`. */
export function rentLedgerAnswer(
  nextDue: Partial<RentLedgerItem> | null = {},
  ledger: Partial<RentLedger> = {},
): RentLedger {
  const due: RentLedgerItem | null = nextDue
    ? {
        month: '2027-01',
        dueDate: '2027-01-15',
        amountPaise: 2_550_000,
        amountLabel: '₹25,500',
        status: 'due',
        daysPastDue: 0,
        paymentId: null,
        paidAt: null,
        lateFeePaise: 0,
        lateFeeLabel: '₹0',
        lateFee: { status: 'none', reason: null, chargedAt: null, waiver: null },
        totalPaise: 2_550_000,
        totalLabel: '₹25,500',
        ...nextDue,
      }
    : null;
  return {
    leaseId: '6710aa00bb00cc00dd000001',
    propertyId: '6650a1b2c3d4e5f601234567',
    tenantId: '665f1c2b9d3e4a0012345678',
    startDate: '2026-12-15',
    endDate: '2027-11-15',
    rentPaise: 2_500_000,
    monthly: { rentPaise: 2_500_000, processingFeePaise: 50_000, totalPaise: 2_550_000 },
    lateFeeTerms: { percent: 2, capPaise: 500_000, afterDays: 7 },
    items: due ? [due] : [],
    nextDue: due,
    ...ledger,
  };
}

/** A property as GET /trio/properties answers it (₹25,000, available). */
export function propertyAnswer(overrides: Partial<Property> = {}): Property {
  return {
    _id: '6650a1b2c3d4e5f601234567',
    name: '2 BHK Apartment in Jayanagar',
    address: { street: '9, 4th Cross, Jayanagar', city: 'Bengaluru', state: 'Karnataka', zipCode: '560011' },
    locality: 'Jayanagar',
    type: 'apartment',
    bedrooms: 2,
    bathrooms: 2,
    squareArea: 1050,
    status: 'available',
    rentPrice: 25000,
    rentPaise: 2_500_000,
    featured: false,
    images: [],
    location: null,
    listedAt: '2026-10-01T09:00:00.000Z',
    description: 'Sunny 2 BHK with a balcony',
    rentLabel: '₹25,000',
    leaseType: 'Year-long',
    nearbyLandmarks: [],
    landlordId: '665f1c2b9d3e4a0012340001',
    managerId: '665f1c2b9d3e4a0012340002',
    ...overrides,
  };
}

/** A listing request as the landlord reads it (assigned to a manager). */
export function listingRequestAnswer(overrides: Partial<ListingRequest> = {}): ListingRequest {
  return {
    _id: '6660a1b2c3d4e5f601234567',
    status: 'assigned',
    statusLabel: 'Assigned to Manager',
    address: { street: '9, 4th Cross, Jayanagar', city: 'Bengaluru', state: 'Karnataka', zipCode: '560011' },
    description: 'Sunny 2 BHK with a balcony',
    type: 'apartment',
    rentAmount: 25000,
    rentPaise: 2_500_000,
    rentLabel: '₹25,000',
    bedrooms: 2,
    bathrooms: 2,
    squareArea: 1050,
    leaseType: 'Year-long',
    nearbyLandmarks: ['Jayanagar 4th Block'],
    images: [],
    imageLinks: [],
    landlordId: { _id: '665f1c2b9d3e4a0012340001', firstName: 'Vikram', lastName: 'Rathore', email: null },
    assignedPropertyManager: {
      _id: 'b00000000000000000000001',
      firstName: 'Priya',
      lastName: 'Nair',
      name: 'Priya Nair',
      companyName: 'Trio Property Services',
    },
    reviewNotes: null,
    reviewDate: null,
    history: [{ at: '2026-11-20T09:00:00.000Z', by: '665f1c2b9d3e4a0012340001', action: 'submitted' }],
    propertyId: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

/** One owner-statement line: ₹25,000 due in November 2026, paid. */
export function statementRowAnswer(overrides: Partial<OwnerStatementRow> = {}): OwnerStatementRow {
  return {
    month: '2026-11',
    propertyId: '6650a1b2c3d4e5f601234567',
    propertyName: '2 BHK Apartment in Jayanagar',
    address: { street: '9, 4th Cross, Jayanagar', city: 'Bengaluru', state: 'Karnataka', zipCode: '560011' },
    leaseId: '6710aa00bb00cc00dd000001',
    tenantName: 'Asha Rao',
    rentDuePaise: 2_500_000,
    collectedPaise: 2_500_000,
    outstandingPaise: 0,
    status: 'paid',
    ...overrides,
  };
}

/** The composed landlord dashboard: one occupied and one vacant home, one lease, one payment; no gap but maintenance. */
export function landlordDashboardAnswer(overrides: Partial<LandlordDashboard> = {}): LandlordDashboard {
  const lease = leaseAnswer();
  return {
    landlord: {
      _id: '665f1c2b9d3e4a0012340001',
      firstName: 'Vikram',
      lastName: 'Rathore',
      name: 'Vikram Rathore',
      email: 'vikram@example.in',
      role: 'landlord',
    },
    properties: [
      propertyAnswer({ _id: lease.propertyId, status: 'occupied' }),
      propertyAnswer({
        _id: '6650a1b2c3d4e5f601239999',
        name: 'Villa in Whitefield',
        address: { street: '4 Palm Grove', city: 'Bengaluru', state: 'Karnataka', zipCode: '560066' },
        rentPrice: 107000,
        rentPaise: 10_700_000,
        rentLabel: '₹1,07,000',
      }),
    ],
    leases: [lease],
    tenants: [
      {
        _id: lease.tenantId,
        firstName: 'Asha',
        lastName: 'Rao',
        name: 'Asha Rao',
        email: 'asha.rao@example.in',
        phone: '+919812345678',
        leaseId: lease._id,
        propertyId: lease.propertyId,
      },
    ],
    payments: [paymentRecordAnswer()],
    paymentsCount: 1,
    statement: [
      statementRowAnswer(),
      statementRowAnswer({ month: '2026-10', collectedPaise: 0, outstandingPaise: 2_500_000, status: 'overdue' }),
    ],
    maintenance: [],
    summary: {
      vacant: 1,
      occupied: 1,
      activeLeases: 1,
      activeLeaseRentPaise: 2_500_000,
      month: '2026-11',
      monthCollectedPaise: 2_500_000,
      rentCollectedPercent: 100,
      totalCollectedPaise: 6_250_000,
      feesPaidPaise: 55_000,
      pendingPaise: 2_500_000,
      pendingCount: 1,
      depositsHeldPaise: 3_750_000,
      depositsHeldCount: 1,
      depositsReturnedPaise: 0,
      depositsKeptPaise: 0,
    },
    gaps: [],
    composedAt: '2026-11-25T10:00:00.000Z',
    ...overrides,
  };
}

/** A maintenance request as the maintenance service answers it (a leaking tap at the lakeview flat). */
export function maintenanceRequestAnswer(overrides: Partial<MaintenanceRequest> = {}): MaintenanceRequest {
  return {
    _id: '6720aa00bb00cc00dd000001',
    title: 'Kitchen tap leaking',
    description: 'The tap drips all night.',
    category: 'plumbing',
    status: 'pending',
    statusLabel: 'Submitted',
    priority: 'high',
    submittedDate: '2026-11-20T04:30:00.000Z',
    dueAt: '2026-11-21T04:30:00.000Z',
    responseTargetHours: 24,
    overdue: false,
    propertyId: {
      _id: '6650a1b2c3d4e5f6a7b8c9d0',
      name: 'Lakeview 2 BHK',
      address: { street: '12 Lake Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '560038' },
    },
    rentalApplicationId: { _id: '6700aa00bb00cc00dd000001', firstName: 'Asha', lastName: 'Rao' },
    leaseId: '6710aa00bb00cc00dd000001',
    userId: '665f1c2b9d3e4a0012345678',
    tenant: { firstName: 'Asha', lastName: 'Rao', email: 'asha.rao@example.in' },
    notes: [],
    history: [{ from: null, to: 'pending', by: 'asha.rao@example.in', role: 'tenant', at: '2026-11-20T04:30:00.000Z' }],
    photos: [],
    updatedAt: '2026-11-20T04:30:00.000Z',
    ...overrides,
  };
}

/** A conversation as GET/POST /trio/conversations answer it: a renter asking a home's manager, open, nothing read. */
export function conversationAnswer(overrides: Partial<Conversation> = {}): Conversation {
  return {
    _id: 'c0000000000000000000000a',
    about: { kind: 'home', id: '6650a1b2c3d4e5f60123abcd' },
    title: 'Question about 2 BHK Apartment in Indiranagar',
    property: { _id: '6650a1b2c3d4e5f60123abcd', name: '2 BHK Apartment', locality: 'Indiranagar' },
    members: [
      { id: 'u-renter', name: 'Asha Rao', role: 'renter' },
      { id: 'pm-1', name: 'Priya Sharma', role: 'manager' },
    ],
    me: { id: 'u-renter', name: 'Asha Rao', role: 'renter' },
    open: true,
    closedReason: null,
    lastMessage: null,
    unreadCount: 0,
    readUpTo: 0,
    createdAt: '2026-11-27T10:00:00.000Z',
    updatedAt: '2026-11-27T10:00:00.000Z',
    ...overrides,
  };
}

/** A message of that conversation, number `seq`, by `author` (the renter unless said). */
export function conversationMessageAnswer(
  seq: number,
  text: string,
  overrides: Partial<ConversationMessage> = {},
): ConversationMessage {
  const author = overrides.author ?? { id: 'u-renter', name: 'Asha Rao', role: 'renter' as const };
  return {
    _id: `m${seq}`,
    conversationId: 'c0000000000000000000000a',
    seq,
    author,
    text,
    images: [],
    createdAt: new Date(Date.UTC(2026, 10, 27, 10, seq)).toISOString(),
    readBy: [author.id],
    ...overrides,
  };
}

/** A private photo as the API lists it (a repair's, an inspected room's): its web size at `url`, its thumbnail by variant. */
export function privatePhotoAnswer(id: string, url: string): PrivatePhoto {
  return {
    id,
    url,
    thumbnailUrl: `${url}?variant=thumbnail`,
    contentType: 'image/webp',
    width: 1600,
    height: 1200,
    bytes: 120_000,
  };
}
