import type { INestApplicationContext } from '@nestjs/common';
import type { ConversationSubject } from '@trio/contracts/http/conversations';
import type { GatewayIdentity } from '@trio/service-kit/http';
import { ApplicationsRepository } from '../applications/applications.repository';
import { PropertiesService } from '../copies/properties.service';
import { RepairsService } from '../copies/repairs.service';
import { ConversationsService } from '../conversations/conversations.service';
import { LeasesRepository } from '../leases/leases.repository';
import type { DemoPeople } from './people-file';

/** Who says what, in order: the renter, the home's manager or its landlord. */
type Line = ['renter' | 'manager' | 'landlord', string];

const homeQuestion: Line[] = [
  ['renter', 'Hello! Is this home still available from the 1st of next month? We are a couple, no pets.'],
  ['manager', 'Hello, yes it is. Would you like to visit on Saturday between 11 and 1?'],
  ['renter', 'Saturday at 11:30 works for us. Is a covered parking spot included in the rent?'],
];
const applicationTalk: Line[] = [
  ['manager', 'Thank you for applying. Could you share your last three salary slips and your employer’s letter?'],
  ['renter', 'Sure, I have sent them to the e-mail on the listing. Anything else you need from me?'],
];
const leaseTalk: Line[] = [
  ['landlord', 'Welcome to your new home! The society office has your parking sticker and the gate pass.'],
  ['renter', 'Thank you! The water purifier in the kitchen needs its filter changed, could you arrange it?'],
  ['manager', 'Noted. The technician will come on Thursday between 10 and 12; please keep the kitchen free.'],
];
const repairTalk: Line[] = [
  ['renter', 'The plumber has not come yet. Can you tell me when to expect him?'],
  ['manager', 'He is booked for tomorrow morning at 9. I will call you if that changes.'],
];

/**
 * The demo's conversations, one of each kind, for renter@trio.rentals: a question about a demo manager's home, their
 * open application, their lease (with landlord@trio.rentals) and their first maintenance request. Each ends with a
 * message the other side has not read (the Inboxes show unread counts). Posted through the service, so their events
 * go out as a member's would. Safe to repeat: a conversation that has messages is left as it is.
 */
export async function seedDemoConversations(
  app: INestApplicationContext,
  people: DemoPeople,
): Promise<{ created: number; existed: number }> {
  const renter = people.renters.find((person) => person.email === 'renter@trio.rentals') ?? people.renters[0];
  if (!renter) return { created: 0, existed: 0 };
  const conversations = app.get(ConversationsService);
  const properties = app.get(PropertiesService);
  const leases = app.get(LeasesRepository);
  const applications = app.get(ApplicationsRepository);
  const repairs = app.get(RepairsService);

  const renterMe: GatewayIdentity = { userId: renter._id, email: renter.email, role: 'tenant', uid: renter._id };
  // Only subjects whose conversation is open: the maintenance seed also leaves completed and cancelled requests.
  const lease = (await leases.listForTenant(renter._id)).find((candidate) => candidate.status !== 'ended');
  const mine = await applications.listForApplicant(renter._id);
  const open = mine.find((application) => ['pending', 'under_review'].includes(application.status));
  const repair = (await repairs.listForTenant(renter._id)).find((request) =>
    ['pending', 'in_progress'].includes(request.status),
  );
  const applied = new Set(mine.map((application) => application.propertyId));
  const manager = people.managers[0];
  const askable = manager
    ? (await properties.managedBy(manager._id))
        .filter((home) => home.status === 'available' && !applied.has(home._id) && home._id !== lease?.propertyId)
        .sort((a, b) => a._id.localeCompare(b._id))[0]
    : undefined;

  const talks: Array<[ConversationSubject | undefined, Line[]]> = [
    [askable && { kind: 'home', id: askable._id }, homeQuestion],
    [open && { kind: 'application', id: open._id }, applicationTalk],
    [lease && { kind: 'lease', id: lease._id }, leaseTalk],
    [repair && { kind: 'repair', id: repair._id }, repairTalk],
  ];
  let created = 0;
  let existed = 0;
  for (const [about, lines] of talks) {
    if (!about) continue;
    const conversation = await conversations.open(renterMe, about);
    if (conversation.lastMessage) {
      existed += 1;
      continue;
    }
    const identityOf = (role: Line[0]): GatewayIdentity | undefined => {
      const member = conversation.members.find((candidate) => candidate.role === role);
      if (!member) return undefined;
      if (role === 'renter') return renterMe;
      const email =
        role === 'manager'
          ? people.managers.find((person) => person._id === member.id)?.email
          : people.landlords.find((person) => person._id === member.id)?.email;
      return email
        ? { userId: member.id, email, role: role === 'manager' ? 'property_manager' : 'landlord' }
        : undefined;
    };
    for (const [role, text] of lines) {
      const author = identityOf(role);
      if (author) await conversations.post(author, conversation._id, text);
    }
    created += 1;
  }
  return { created, existed };
}
