import { Catch, type RpcExceptionFilter } from '@nestjs/common';
import { throwError, type Observable } from 'rxjs';

/**
 * Nest's default filter for message handlers replaces any error with `{ status: 'error', message:
 * 'Internal server error' }`. The events transport needs the real error to log it and to put it in the
 * dead letter's headers, so every app installs this filter on its events microservice (see
 * `connectEventsTransport`), which hands the error on untouched.
 */
@Catch()
export class EventErrorFilter implements RpcExceptionFilter<unknown> {
  catch(exception: unknown): Observable<never> {
    return throwError(() => exception);
  }
}
