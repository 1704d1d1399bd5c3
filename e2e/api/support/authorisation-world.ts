import {
  addMonthsToDate,
  todayInIndia,
  type Lease,
  type MyLeases,
  type RentalApplication,
} from '@trio/contracts/http/applications';
import type { MaintenanceRequest } from '@trio/contracts/http/maintenance';
import type { CreateOrderAnswer, PaymentSuccessAnswer } from '@trio/contracts/http/payments';
import type { ListingRequest } from '@trio/contracts/http/properties';
import { uniqueAadhaar } from '@trio/service-kit/testing/unique';
import sharp from 'sharp';
import { ApiClient, eventually, newPerson } from './client';
import { makeManager } from './people';
import type { Stack } from './stack';

/*
 * The small world the authorisation matrix runs in: two people of each role, each owning real resources made through
 * the gateway (listings approved by their manager, applications approved and paid at the Razorpay stand-in, the
 * leases that follow, maintenance requests with a photo). "A" resources are the ones the matrix addresses; "B" is
 * the same again, so every kind of user has a stranger's ids to try.
 */

export const ACTORS = ['renterA', 'renterB', 'landlordA', 'landlordB', 'managerA', 'managerB'] as const;
export type Actor = (typeof ACTORS)[number];
export type Caller = Actor | 'anonymous';

export interface Person {
  name: Actor;
  client: ApiClient;
  user: { _id: string; uid: string; email: string };
  password: string;
  /** The manager record's id (managers only). */
  managerId?: string;
}

export interface Checkout {
  applicationId: string;
  paymentId: string;
  razorpayOrderId: string;
  razorpayPaymentId: string;
  signature: string;
  amountPaise: number;
}

export interface World {
  people: Record<Actor, Person>;
  /** Listed homes: A1 and A2 of landlordA, B1 of landlordB. */
  propertyA: string;
  propertyA2: string;
  propertyB: string;
  /** The manager of each listing request / home, by its id. */
  managerOf: Map<string, Actor>;
  /** landlordA's request still with its manager (reviewed, resubmitted and given images by the matrix). */
  pendingRequestA: string;
  /** landlordA's draft request (sent without its photos; the matrix deletes it). */
  draftRequestA: string;
  /** renterA's paid application, its checkout and its lease; renterB's the same on landlordB's home. */
  applicationA: string;
  applicationB: string;
  checkoutA: Checkout;
  checkoutB: Checkout;
  leaseA: string;
  leaseB: string;
  /** renterA's application to landlordA's second home, expired (Apply Again). */
  expiredApplicationA: string;
  /** renterB's pending application to landlordA's second home (the manager reviews it in the matrix). */
  pendingApplicationA2: string;
  /** renterA's maintenance request with one photo; renterB's. */
  maintenanceA: string;
  photoA: string;
  maintenanceB: string;
  photoB: string;
  /** An image landlordA uploaded for propertyA; one landlordB uploaded for propertyB. */
  imageA: string;
  imageB: string;
  /** The conversation about renterA's lease (renterA, landlordA, propertyA's manager), and its first message. */
  conversationA: string;
  conversationTextA: string;
  /** The photo renterA sent with that message. */
  conversationImageA: string;
  /** Set by the matrix as it goes (e.g. the application the apply row makes, which the withdraw row withdraws). */
  made: Record<string, string>;
}

const razorpay = process.env.RAZORPAY_API_URL ?? 'http://127.0.0.1:7070';
const CARD = { number: '4111 1111 1111 1111', expiry: '12/30', cvv: '123', name: 'Asha Rao' };

async function standIn(path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${razorpay}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`stand-in ${path} answered ${response.status}: ${JSON.stringify(json)}`);
  return json;
}

export const listingBody = (street: string) => ({
  propertyAddress: { street, city: 'Pune', state: 'Maharashtra', zipCode: '411038' },
  description: 'Quiet 2 BHK near the park',
  type: 'apartment',
  rentAmount: 21_000,
  bedrooms: 2,
  bathrooms: 2,
  nearbyLandmarks: 'Kothrud Depot',
  leaseType: 'Year-long',
  images: [],
});

export const applicationForm = (firstName: string) => ({
  firstName,
  lastName: 'Deshpande',
  phone: '+91 98450 12345',
  address: '12 FC Road, Pune 411004',
  panAdhaar: uniqueAadhaar(),
  moveInDate: addMonthsToDate(todayInIndia(new Date()), 1),
  leasePeriod: '11 months',
  numPeople: 2,
});

export const photoBytes = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();

function must<T>(answer: { status: number; body: T }, status: number, what: string): T {
  if (answer.status !== status) {
    throw new Error(`seeding the world: ${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return answer.body;
}

async function signUpPerson(stack: Stack, name: Actor, firstName: string): Promise<Person> {
  // A freshly started stack on a busy machine may not answer the first call in time (503): a new person then tries
  // again (the first may exist already), twice at most. Seeding is not what the matrix tests.
  for (let attempt = 1; ; attempt += 1) {
    const client = new ApiClient(stack.gatewayUrl);
    const person = newPerson({ firstName });
    const answer = await client.call<{ user: Person['user'] }>('POST', '/trio/auth/register', { body: person });
    if (answer.status === 503 && attempt < 3) continue;
    const body = must(answer, 201, `sign-up of ${name}`);
    return { name, client, user: body.user, password: person.password };
  }
}

/** Multipart through the gateway, as the SPA sends it. */
export async function postForm(
  stack: Stack,
  who: Person | undefined,
  path: string,
  fields: Record<string, string>,
  file: Buffer,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), 'photo.jpg');
  const res = await fetch(`${stack.gatewayUrl}${path}`, {
    method: 'POST',
    headers: who?.client.accessToken ? { authorization: `Bearer ${who.client.accessToken}` } : {},
    body: form,
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
}

/** Builds the world through the gateway; resolves once every service has handled what it caused. */
export async function seedWorld(stack: Stack): Promise<World> {
  const people = {} as Record<Actor, Person>;
  const firstNames: Record<Actor, string> = {
    renterA: 'Rohan',
    renterB: 'Kavya',
    landlordA: 'Asha',
    landlordB: 'Vikram',
    managerA: 'Priya',
    managerB: 'Arjun',
  };
  for (const name of ACTORS) people[name] = await signUpPerson(stack, name, firstNames[name]);
  // managerA's record is the older one: ties in "least busy" assignment go to it.
  for (const name of ['managerA', 'managerB'] as const) {
    people[name].managerId = await makeManager(stack, people[name], `${firstNames[name]} Manager`);
  }
  const byManagerId = new Map(
    (['managerA', 'managerB'] as const).map((name) => [people[name].managerId!, name] as const),
  );
  const managerOf = new Map<string, Actor>();

  const submit = async (owner: Person, street: string): Promise<string> => {
    const request = must(
      await owner.client.call<ListingRequest>('POST', '/trio/propertyListingRequest', { body: listingBody(street) }),
      201,
      `listing request of ${owner.name}`,
    );
    const manager = byManagerId.get(request.assignedPropertyManager?._id ?? '');
    if (!manager) throw new Error(`seeding the world: ${owner.name}'s request was assigned to no manager`);
    managerOf.set(request._id, manager);
    return request._id;
  };
  const approve = async (id: string) => {
    must(
      await people[managerOf.get(id)!].client.call('PUT', `/trio/propertyListingRequest/${id}/review`, {
        body: { action: 'approve' },
      }),
      200,
      `approval of ${id}`,
    );
  };

  const propertyA = await submit(people.landlordA, '4, Lane 7, Kothrud');
  const propertyB = await submit(people.landlordB, '9, Lane 2, Kothrud');
  const propertyA2 = await submit(people.landlordA, '11, Lane 5, Kothrud');
  const pendingRequestA = await submit(people.landlordA, '21, Lane 3, Kothrud');
  const draftRequestA = must(
    await people.landlordA.client.call<ListingRequest>('POST', '/trio/propertyListingRequest', {
      body: { ...listingBody('2, Lane 1, Kothrud'), draft: true },
    }),
    201,
    'draft listing request of landlordA',
  )._id;
  for (const id of [propertyA, propertyB, propertyA2]) await approve(id);
  await stack.settled();
  const image = must(
    await postForm(
      stack,
      people.landlordA,
      '/trio/file/upload',
      { propertyId: propertyA, imageType: 'living-room' },
      await photoBytes(),
    ),
    201,
    'image upload of landlordA',
  ) as { _id: string };

  const imageB = must(
    await postForm(
      stack,
      people.landlordB,
      '/trio/file/upload',
      { propertyId: propertyB, imageType: 'kitchen' },
      await photoBytes(),
    ),
    201,
    'image upload of landlordB',
  ) as { _id: string };

  const applyAndApprove = async (renter: Person, propertyId: string): Promise<string> => {
    const applied = must(
      await renter.client.call<RentalApplication>('POST', '/trio/rental-applications/apply', {
        body: { formData: applicationForm(firstNames[renter.name]), propertyId },
      }),
      200,
      `application of ${renter.name}`,
    );
    must(
      await people[managerOf.get(propertyId)!].client.call('PUT', `/trio/rental-applications/${applied._id}/review`, {
        body: { action: 'approve' },
      }),
      200,
      `approval of ${renter.name}'s application`,
    );
    return applied._id;
  };
  // renterA's application to propertyA2 left until it expired (the expiry job's command, a year on): Apply Again's.
  const expiredApplicationA = must(
    await people.renterA.client.call<RentalApplication>('POST', '/trio/rental-applications/apply', {
      body: { formData: applicationForm('Rohan'), propertyId: propertyA2 },
    }),
    200,
    'renterA applying to propertyA2',
  )._id;
  const expired = stack.services.applications.ops([
    'expire',
    '--now',
    new Date(Date.now() + 366 * 24 * 3600 * 1000).toISOString(),
  ]);
  if (expired.status !== 0)
    throw new Error(`seeding the world: expire failed (exit ${expired.status}):\n${expired.stderr}`);

  const applicationA = await applyAndApprove(people.renterA, propertyA);
  const applicationB = await applyAndApprove(people.renterB, propertyB);
  const pendingApplicationA2 = must(
    await people.renterB.client.call<RentalApplication>('POST', '/trio/rental-applications/apply', {
      body: { formData: applicationForm('Kavya'), propertyId: propertyA2 },
    }),
    200,
    'renterB applying to propertyA2',
  )._id;
  await stack.settled();

  const checkout = async (renter: Person, applicationId: string): Promise<Checkout> => {
    const order = must(
      await renter.client.call<CreateOrderAnswer>('POST', '/api/razorpay/create-order', { body: { applicationId } }),
      200,
      `order of ${renter.name}`,
    );
    await standIn(`/_stand-in/orders/${order.order.id}/webhook-url`, {
      url: `${stack.gatewayUrl}/api/razorpay/webhook`,
    });
    const triple = (await standIn(`/_stand-in/orders/${order.order.id}/pay`, {
      method: 'card',
      card: CARD,
      email: renter.user.email,
    })) as { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
    const success = must(
      await renter.client.call<PaymentSuccessAnswer>('POST', '/api/razorpay/payment-success', {
        body: {
          applicationId,
          paymentId: triple.razorpay_payment_id,
          orderId: triple.razorpay_order_id,
          signature: triple.razorpay_signature,
        },
      }),
      200,
      `payment-success of ${renter.name}`,
    );
    return {
      applicationId,
      paymentId: order.paymentId,
      razorpayOrderId: triple.razorpay_order_id,
      razorpayPaymentId: triple.razorpay_payment_id,
      signature: triple.razorpay_signature,
      amountPaise: success.payment.amountPaise,
    };
  };
  const checkoutA = await checkout(people.renterA, applicationA);
  const checkoutB = await checkout(people.renterB, applicationB);

  const leaseOf = async (renter: Person): Promise<Lease> =>
    eventually(async () => {
      const answer = await renter.client.call<MyLeases>('GET', `/trio/users/${renter.user.uid}/leases`);
      return answer.status === 200 ? answer.body.leases[0] : undefined;
    }, 30_000);
  const leaseA = (await leaseOf(people.renterA))._id;
  const leaseB = (await leaseOf(people.renterB))._id;
  await stack.settled();

  const maintenance = async (renter: Person, propertyId: string, applicationId: string): Promise<string> =>
    must(
      await renter.client.call<{ request: MaintenanceRequest }>('POST', '/trio/maintenance/create', {
        body: {
          title: 'Kitchen tap leaking',
          description: 'Drips all night.',
          priority: 'medium',
          category: 'plumbing',
          propertyId,
          rentalApplicationId: applicationId,
        },
      }),
      201,
      `maintenance request of ${renter.name}`,
    ).request._id;
  const maintenanceA = await maintenance(people.renterA, propertyA, applicationA);
  const maintenanceB = await maintenance(people.renterB, propertyB, applicationB);
  const withPhoto = must(
    await postForm(stack, people.renterA, `/trio/maintenance/${maintenanceA}/photos`, {}, await photoBytes()),
    201,
    'photo of renterA',
  ) as unknown as MaintenanceRequest;
  const withPhotoB = must(
    await postForm(stack, people.renterB, `/trio/maintenance/${maintenanceB}/photos`, {}, await photoBytes()),
    201,
    'photo of renterB',
  ) as unknown as MaintenanceRequest;
  await stack.settled();
  const conversationA = String(
    must(
      await people.renterA.client.call('POST', '/trio/conversations', {
        body: { about: { kind: 'lease', id: leaseA } },
      }),
      200,
      'conversation about leaseA',
    )._id,
  );
  const conversationTextA = 'Could the plumber come on Saturday morning? Flat 2A, ring twice.';
  const conversationImageA = String(
    must(
      await postForm(stack, people.renterA, `/trio/conversations/${conversationA}/images`, {}, await photoBytes()),
      201,
      'image uploaded to the conversation about leaseA',
    ).imageId,
  );
  must(
    await people.renterA.client.call('POST', `/trio/conversations/${conversationA}/messages`, {
      body: { text: conversationTextA, imageIds: [conversationImageA] },
    }),
    201,
    'message (with a photo) in the conversation about leaseA',
  );

  return {
    people,
    propertyA,
    propertyA2,
    propertyB,
    managerOf,
    pendingRequestA,
    draftRequestA,
    applicationA,
    applicationB,
    checkoutA,
    checkoutB,
    leaseA,
    leaseB,
    pendingApplicationA2,
    expiredApplicationA,
    maintenanceA,
    photoA: withPhoto.photos[0]!.id,
    maintenanceB,
    photoB: withPhotoB.photos[0]!.id,
    imageA: image._id,
    imageB: imageB._id,
    conversationA,
    conversationTextA,
    conversationImageA,
    made: {},
  };
}
