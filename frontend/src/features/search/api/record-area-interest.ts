import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { AreaInterest } from '../types';

interface AreaInterestAnswer {
  area: string;
  kind: string;
  recorded: true;
}

/** POST /trio/areas/interest {area, email?, kind}: "Get Notified" (notify) and "Suggest Areas" (suggest). */
export function recordAreaInterest(interest: AreaInterest): Promise<AreaInterestAnswer> {
  return api<AreaInterestAnswer>('/trio/areas/interest', { method: 'POST', body: interest });
}

export function useRecordAreaInterest() {
  return useMutation({ mutationFn: recordAreaInterest });
}
