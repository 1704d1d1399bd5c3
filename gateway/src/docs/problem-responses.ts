import { ApiBadRequestResponse, ApiNotFoundResponse } from '@nestjs/swagger';
import { ProblemDocument } from './problem-document.dto';

/** The OpenAPI answer every route with a body has: the service refused a field (400 VALIDATION_FAILED). */
export const ApiInvalidBody = () =>
  ApiBadRequestResponse({ description: 'The body is not valid (VALIDATION_FAILED).', type: ProblemDocument });

/** 404 NOT_FOUND, described for the thing the route reads. */
export const ApiNotFound = (what: string) =>
  ApiNotFoundResponse({ description: `No such ${what} (NOT_FOUND).`, type: ProblemDocument });
