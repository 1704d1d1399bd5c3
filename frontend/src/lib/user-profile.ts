import { queryOptions, useQuery } from '@tanstack/react-query';
import { updateProfile as updateProfileRoute, userById, type ProfileUpdateBody } from '@trio/contracts/http/users';
import { callRoute } from './api-client';

export type { OwnUser as UserProfile } from '@trio/contracts/http/users';

/**
 * GET /trio/users/{id}: the signed-in user's own record (only its owner may read it). The profile page shows it and
 * the rental application form is prefilled from it.
 */
export function getUserProfile(userId: string, signal?: AbortSignal) {
  return callRoute(userById, { params: { id: userId }, signal });
}

/**
 * PATCH /trio/users/{id}: the caller's own name, phone, address or language; answers the record as it now is (the
 * profile form and the language switch both save through it).
 */
export function updateProfile(userId: string, body: ProfileUpdateBody) {
  return callRoute(updateProfileRoute, { params: { id: userId }, body });
}

export const userProfileKey = (userId: string) => ['users', userId, 'profile'] as const;

export function userProfileQueryOptions(userId: string) {
  return queryOptions({
    queryKey: userProfileKey(userId),
    queryFn: ({ signal }) => getUserProfile(userId, signal),
  });
}

export function useUserProfile(userId: string | undefined) {
  return useQuery({ ...userProfileQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
