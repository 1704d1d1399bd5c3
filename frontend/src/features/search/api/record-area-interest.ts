import { useMutation } from '@tanstack/react-query';
import { areaInterest } from '@trio/contracts/http/properties';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { callRoute } from '../../../lib/api-client';
import type { AreaInterest } from '../types';

/** POST /trio/areas/interest {area, email?, kind, language?}: "Get Notified" (notify) and "Suggest Areas" (suggest). */
export function recordAreaInterest(interest: AreaInterest) {
  return callRoute(areaInterest, { body: interest });
}

/** Records an interest; one with an e-mail says the language the page is shown in: the e-mail comes in it. */
export function useRecordAreaInterest() {
  const { language } = useLanguage();
  return useMutation({
    mutationFn: (interest: AreaInterest) => recordAreaInterest(interest.email ? { ...interest, language } : interest),
  });
}
