import { useMutation } from '@tanstack/react-query';
import { areaInterest } from '@trio/contracts/http/properties';
import { callRoute } from '../../../lib/api-client';
import type { AreaInterest } from '../types';

/** POST /trio/areas/interest {area, email?, kind}: "Get Notified" (notify) and "Suggest Areas" (suggest). */
export function recordAreaInterest(interest: AreaInterest) {
  return callRoute(areaInterest, { body: interest });
}

export function useRecordAreaInterest() {
  return useMutation({ mutationFn: recordAreaInterest });
}
