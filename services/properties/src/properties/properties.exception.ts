import type { PropertiesProblemCode } from '@trio/contracts/problem';
import { ProblemException } from '@trio/service-kit/http';

/** What the properties feature refuses; the class name tells the logs which module spoke. */
export class PropertyException extends ProblemException<PropertiesProblemCode> {}

export const propertyNotFound = (propertyId: string) =>
  new PropertyException('NOT_FOUND', `There is no property ${propertyId}.`);

export const noManagerOnRecord = () =>
  new PropertyException('NOT_FOUND', 'This property has no property manager on record.');

export const propertyBusy = (retry: string) =>
  new PropertyException('CONFLICT', `The property is changing a lot right now; ${retry}.`);
