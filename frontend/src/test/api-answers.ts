/*
 * Answers as the services send them, typed by their route definitions (`@trio/contracts/http`), for tests that stub
 * fetch: the API client parses every answer with its route's schema, so a stub must answer the whole shape.
 */
import type { FavoriteChange, FavoriteProperty, OwnUser, Session } from '@trio/contracts/http/users';
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
