import { createIntl, type IntlShape } from 'react-intl';
import { productText, type TextState } from './catalogues';
import { DEFAULT_LANGUAGE, localeOf } from './languages';
import type { MessageId } from './message-ids';
import type { MessageValues } from './use-text';

let made: { state: TextState; intl: IntlShape } | null = null;

/**
 * A message in the language shown, for text made outside React at the moment it is needed (the message of an error
 * thrown by lib/, shown later by whichever screen catches it). Use shell ids for what can happen before a page's
 * catalogues have arrived (the API client, chunk loading); inside a component, useText.
 */
export function textNow(id: MessageId, values?: MessageValues): string {
  const state = productText.current();
  if (made?.state !== state) {
    made = {
      state,
      intl: createIntl({ locale: localeOf(state.language), defaultLocale: 'en-IN', messages: state.messages }),
    };
  }
  return made.intl.formatMessage({ id }, values);
}

/** Whether the language shown has `id` now (its area's catalogue has arrived): a message made early can fall back. */
export function hasTextNow(id: MessageId): boolean {
  return id in productText.current().messages;
}

/** Whether the product is shown in the language its catalogues and the servers' words are written in first. */
export function shownInDefaultLanguage(): boolean {
  return productText.current().language === DEFAULT_LANGUAGE;
}
