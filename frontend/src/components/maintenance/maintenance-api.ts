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
import { apiResponse, callRoute } from '../../lib/api-client';

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

/** POST /trio/maintenance/create, then one POST …/photos per photo (multipart). */
export async function submitMaintenanceRequest(body: CreateMaintenanceBody, photos: readonly File[]) {
  const { request } = await callRoute(createMaintenanceRequest, { body });
  let latest = request;
  for (const photo of photos) {
    const form = new FormData();
    form.append('file', photo, photo.name);
    latest = await callRoute(uploadMaintenancePhoto, { params: { id: request._id }, body: form });
  }
  return latest;
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

/** A request's photo (private: sent with the caller's token), as a blob. */
export async function fetchMaintenancePhoto(url: string, signal?: AbortSignal): Promise<Blob> {
  return (await apiResponse(url, { signal })).blob();
}
