import { Body } from '@nestjs/common';
import { ZodValidationPipe } from '@trio/service-kit/http';
import { z } from 'zod';

const jsonObjectSchema = z.record(z.string(), z.unknown(), { error: 'The request body must be a JSON object.' });

/**
 * The request body, which must be a JSON object (else 400 VALIDATION_FAILED before anything is forwarded). The
 * gateway checks no more than that: the owning service validates the fields. Type the parameter with the route's
 * DTO class so the OpenAPI document shows the body.
 */
export const JsonObjectBody = (): ParameterDecorator => Body(new ZodValidationPipe(jsonObjectSchema, 'body'));
