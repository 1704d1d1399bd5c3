import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Role } from '../../../lib/auth/types';

/** GET /trio/users/{id}: the signed-in user's own record (only its owner may read it). */
export interface UserProfile {
  _id: string;
  uid: string;
  email: string;
  displayName: string;
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  gender: 'female' | 'male' | 'other' | null;
  dateOfBirth: string | null;
  phone: string | null;
  address: string | null;
  role: Role;
  isEmailUser: boolean;
  properties: string[];
  createdAt: string;
}

export function getUserProfile(userId: string, signal?: AbortSignal): Promise<UserProfile> {
  return api<UserProfile>(`/trio/users/${encodeURIComponent(userId)}`, { signal });
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
