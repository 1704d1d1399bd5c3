import type { ManagerInput } from '../managers/managers.service';

/** The demo seed's property managers (`npm start` creates them; listing requests are assigned among them). */
export const DEMO_MANAGERS: ManagerInput[] = [
  { email: 'priya.nair@trio.rentals', name: 'Priya Nair', company: 'Trio Property Services', phone: '+919820011001' },
  { email: 'arjun.mehta@trio.rentals', name: 'Arjun Mehta', company: 'Trio Property Services', phone: '+919820011002' },
  { email: 'kavya.iyer@homeslate.in', name: 'Kavya Iyer', company: 'HomeSlate Managers', phone: '+918041122003' },
];
