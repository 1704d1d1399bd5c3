import { Body, type PipeTransform, Param, Query } from '@nestjs/common';
import { problemFieldErrors, type ProblemFieldError } from '@trio/contracts/problem';
import { type z } from 'zod';
import { ProblemException } from './problem.exception';

/** Where the value came from, so field names are unambiguous (`body`, `query`, `path`, a `header`). */
export type RequestPart = 'body' | 'query' | 'path' | 'header';

function fieldErrors(issues: readonly z.core.$ZodIssue[], input: unknown, prefix?: string): ProblemFieldError[] {
  return problemFieldErrors(issues).map((error, index) => {
    const issue = issues[index];
    const missing = issue?.code === 'invalid_type' && valueAt(input, issue.path) === undefined;
    const field = prefix ? (error.field ? `${prefix}.${error.field}` : prefix) : error.field;
    return { ...error, field, message: missing ? 'is required' : error.message };
  });
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * Parses a request part with a zod schema and hands the handler the parsed (typed, defaulted, stripped)
 * value; on failure answers 400 VALIDATION_FAILED naming each bad field (`field` is a dotted path; `''` is the
 * whole body).
 */
export class ZodValidationPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(
    private readonly schema: S,
    private readonly part: RequestPart = 'body',
    private readonly fieldPrefix?: string,
  ) {}

  transform(value: unknown): z.output<S> {
    const result = this.schema.safeParse(value);
    if (result.success) return result.data;
    throw new ProblemException('VALIDATION_FAILED', `The request ${this.part} is not valid.`, {
      errors: fieldErrors(result.error.issues, value, this.fieldPrefix),
    });
  }
}

/** `@ZodBody(createOrderSchema) body: CreateOrder`: the parsed body, or 400 naming the bad fields. */
export function ZodBody(schema: z.ZodType): ParameterDecorator {
  return Body(new ZodValidationPipe(schema, 'body'));
}

/** `@ZodQuery(paginationQuerySchema) query: PaginationQuery`. */
export function ZodQuery(schema: z.ZodType): ParameterDecorator {
  return Query(new ZodValidationPipe(schema, 'query'));
}

/** `@ZodParam('id', objectIdSchema) id: string`: the field is named after the path parameter. */
export function ZodParam(name: string, schema: z.ZodType): ParameterDecorator {
  return Param(name, new ZodValidationPipe(schema, 'path', name));
}
