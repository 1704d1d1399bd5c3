import { Controller, Get, Inject } from '@nestjs/common';
import { type PlaceSuggestionsAnswer, placeSuggestQuerySchema } from '@trio/contracts/http/properties';
import { PublicInternal, ZodQuery } from '@trio/service-kit/http';
import type { z } from 'zod';
import { PlaceSuggestionsIndex } from './place-suggestions-index';

/** Location suggestions as the renter types (open to everyone; the gateway rate-limits them). */
@Controller('trio/places')
@PublicInternal()
export class PlacesController {
  constructor(@Inject(PlaceSuggestionsIndex) private readonly suggestions: PlaceSuggestionsIndex) {}

  @Get('suggest')
  async suggest(
    @ZodQuery(placeSuggestQuerySchema) q: z.output<typeof placeSuggestQuerySchema>,
  ): Promise<PlaceSuggestionsAnswer> {
    return { suggestions: await this.suggestions.suggest(q.q) };
  }
}
