import { randomInt } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Razorpay's ids are a prefix and 14 base-62 characters: `order_DaZlswtdcn9UNV`, `pay_L0nSsccovt6zyp`. */
export const ID_BODY_LENGTH = 14;

export type IdPrefix = 'order' | 'pay' | 'rfnd' | 'card';

function randomBody(): string {
  let body = '';
  for (let i = 0; i < ID_BODY_LENGTH; i++) body += BASE62[randomInt(BASE62.length)];
  return body;
}

export function newId(prefix: IdPrefix): string {
  return `${prefix}_${randomBody()}`;
}

/** Webhook event ids (the `X-Razorpay-Event-Id` header) carry no prefix. */
export function newEventId(): string {
  return randomBody();
}

/** True when `id` has the shape of an id with this prefix (the API answers "… is not a valid id" otherwise). */
export function hasIdShape(id: string, prefix: IdPrefix): boolean {
  return new RegExp(`^${prefix}_[0-9A-Za-z]{${ID_BODY_LENGTH}}$`).test(id);
}
