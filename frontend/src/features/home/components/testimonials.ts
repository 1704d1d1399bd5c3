import type { MessageId } from '../../../i18n/message-ids';

/** A renter's or owner's words on the home page (spec §3: id, name, feedback, rating; the city and feedback are messages 0–5 in half steps). */
export interface Testimonial {
  id: number;
  name: string;
  cityId: MessageId;
  feedbackId: MessageId;
  rating: number;
}

export const TESTIMONIALS: Testimonial[] = [
  {
    id: 1,
    name: 'Priya Menon',
    cityId: 'home.testimonials.city.bengaluru',
    feedbackId: 'home.testimonials.priya',
    rating: 5,
  },
  {
    id: 2,
    name: 'Rohan Deshpande',
    cityId: 'home.testimonials.city.pune',
    feedbackId: 'home.testimonials.rohan',
    rating: 4.5,
  },
  {
    id: 3,
    name: 'Ananya Iyer',
    cityId: 'home.testimonials.city.chennai',
    feedbackId: 'home.testimonials.ananya',
    rating: 4,
  },
  {
    id: 4,
    name: 'Harpreet Singh',
    cityId: 'home.testimonials.city.gurugram',
    feedbackId: 'home.testimonials.harpreet',
    rating: 4.5,
  },
  {
    id: 5,
    name: 'Fatima Sheikh',
    cityId: 'home.testimonials.city.hyderabad',
    feedbackId: 'home.testimonials.fatima',
    rating: 3.5,
  },
];
