/** A renter's or owner's words on the home page (spec §3: id, name, feedback, rating 0–5 in half steps). */
export interface Testimonial {
  id: number;
  name: string;
  city: string;
  feedback: string;
  rating: number;
}

export const TESTIMONIALS: Testimonial[] = [
  {
    id: 1,
    name: 'Priya Menon',
    city: 'Bengaluru',
    feedback:
      'I moved from Kochi for a new job and found a 1BHK in HSR Layout in a week. The photos were exactly what I saw on the day I moved in.',
    rating: 5,
  },
  {
    id: 2,
    name: 'Rohan Deshpande',
    city: 'Pune',
    feedback:
      'Paying rent online and raising a plumbing request from my phone saved me a lot of calls. The repair was done the next morning.',
    rating: 4.5,
  },
  {
    id: 3,
    name: 'Ananya Iyer',
    city: 'Chennai',
    feedback:
      'As a first-time landlord I was nervous about tenants. The team verified everything and my flat in Adyar was let within a month.',
    rating: 4,
  },
  {
    id: 4,
    name: 'Harpreet Singh',
    city: 'Gurugram',
    feedback:
      'The listing said semi-furnished and that is what it was. No surprises, no extra brokerage, and the deposit terms were clear from day one.',
    rating: 4.5,
  },
  {
    id: 5,
    name: 'Fatima Sheikh',
    city: 'Hyderabad',
    feedback:
      'We shortlisted three homes in Gachibowli with my husband from our favourites list and applied to the one we liked in minutes.',
    rating: 3.5,
  },
];
