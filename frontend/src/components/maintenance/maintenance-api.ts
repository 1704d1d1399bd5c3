import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createMaintenanceRequest,
  landlordMaintenanceRequests,
  managerMaintenanceRequests,
  myMaintenanceRequests,
  updateMaintenanceRequest,
  uploadMaintenancePhoto,
  type CreateMaintenanceBody,
  type MaintenanceStatus,
} from '@trio/contracts/http/maintenance';
import { callRoute } from '../../lib/api-client';

/*
 * The maintenance calls of spec 001 §7, one fetcher each, shared by the Renters Hub, the Landlord Hub and the
 * Property Manager Hub.
 */

/** Whose list a landlord or manager screen shows. */
export type MaintenanceSource = { kind: 'landlord'; userId: string } | { kind: 'manager'; managerId: string };

export const maintenanceKeys = {
  all: ['maintenance'] as const,
  mine: (uid: string) => ['maintenance', 'user', uid] as const,
  of: (source: MaintenanceSource) =>
    source.kind === 'landlord'
      ? (['maintenance', 'landlord', source.userId] as const)
      : (['maintenance', 'property-manager', source.managerId] as const),
};

/** GET /trio/maintenance/user/{uid}: the tenant's own requests. */
export function myMaintenanceQueryOptions(uid: string) {
  return queryOptions({
    queryKey: maintenanceKeys.mine(uid),
    queryFn: ({ signal }) => callRoute(myMaintenanceRequests, { params: { uid }, signal }),
    select: (answer) => answer.requests,
  });
}

/** GET /trio/maintenance/landlord/{userId} or /property-manager/{id}: the requests of the homes one answers for. */
export function maintenanceListQueryOptions(source: MaintenanceSource) {
  return queryOptions({
    queryKey: maintenanceKeys.of(source),
    queryFn: ({ signal }) =>
      source.kind === 'landlord'
        ? callRoute(landlordMaintenanceRequests, { params: { userId: source.userId }, signal })
        : callRoute(managerMaintenanceRequests, { params: { id: source.managerId }, signal }),
  });
}

/**
 * POST /trio/maintenance/create. The api client sends the same Idempotency-Key with the same body while the first
 * answer is unknown, so a retry after a lost answer gets the first request back instead of making a second.
 */
export async function createMaintenance(body: CreateMaintenanceBody) {
  return (await callRoute(createMaintenanceRequest, { body })).request;
}

/** POST /trio/maintenance/{id}/photos (multipart): one photo attached to a request already made. */
export async function attachMaintenancePhoto(requestId: string, photo: File) {
  const form = new FormData();
  form.append('file', photo, photo.name);
  return callRoute(uploadMaintenancePhoto, { params: { id: requestId }, body: form });
}

export type MaintenanceChange = { id: string } & ({ status: MaintenanceStatus } | { note: string; author: string });

/** PUT /trio/maintenance/{id} with {status} or {note, author}; the lists are read again after each change. */
export function useChangeMaintenanceRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: MaintenanceChange) => callRoute(updateMaintenanceRequest, { params: { id }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: maintenanceKeys.all }),
  });
}
