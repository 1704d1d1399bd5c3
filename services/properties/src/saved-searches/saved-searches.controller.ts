import { Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post } from '@nestjs/common';
import {
  createSavedSearchBodySchema,
  type SavedSearch,
  unsubscribeSavedSearch,
  updateSavedSearchBodySchema,
} from '@trio/contracts/http/properties';
import type { AnswerOf } from '@trio/contracts/http/route';
import { CurrentIdentity, type GatewayIdentity, PublicInternal, ZodBody, ZodQuery } from '@trio/service-kit/http';
import type { z } from 'zod';
import { SavedSearchesService, type SavedSearchWithMatches } from './saved-searches.service';

type CreateBody = z.output<typeof createSavedSearchBodySchema>;
type UpdateBody = z.output<typeof updateSavedSearchBodySchema>;
type UnsubscribeQuery = z.output<typeof unsubscribeSavedSearch.query>;

/** A saved search as its owner reads it. */
export function savedSearchView(search: SavedSearchWithMatches): SavedSearch {
  return {
    id: search._id,
    name: search.name,
    frequency: search.frequency,
    paused: search.paused,
    criteria: search.criteria,
    createdAt: new Date(search.createdAt).toISOString(),
    recentMatches: search.recentMatches.map((match) => ({
      id: match.propertyId,
      name: match.name,
      rentPaise: match.rentPaise,
      city: match.city,
      matchedAt: new Date(match.matchedAt).toISOString(),
    })),
  };
}

/**
 * The caller's saved searches (issue 27): signed in, any role; always the caller's own. The one exception is the
 * alert e-mail's unsubscribe link, public: its signed token stands in for the owner.
 */
@Controller('trio/saved-searches')
export class SavedSearchesController {
  constructor(@Inject(SavedSearchesService) private readonly searches: SavedSearchesService) {}

  @Post()
  @HttpCode(201)
  async create(
    @ZodBody(createSavedSearchBodySchema) body: CreateBody,
    @CurrentIdentity() me: GatewayIdentity,
  ): Promise<SavedSearch> {
    return savedSearchView(await this.searches.create(me.userId, body));
  }

  @Get()
  async mine(@CurrentIdentity() me: GatewayIdentity): Promise<SavedSearch[]> {
    return (await this.searches.listForOwner(me.userId)).map(savedSearchView);
  }

  @Patch(':id')
  async update(
    @Param('id') id: string,
    @ZodBody(updateSavedSearchBodySchema) body: UpdateBody,
    @CurrentIdentity() me: GatewayIdentity,
  ): Promise<SavedSearch> {
    return savedSearchView(await this.searches.update(me.userId, id, body));
  }

  /** Pauses the saved search of an alert's signed unsubscribe link; the body (a mail client's form) is not read. */
  @Post(':id/unsubscribe')
  @HttpCode(200)
  @PublicInternal()
  async unsubscribe(
    @Param('id') id: string,
    @ZodQuery(unsubscribeSavedSearch.query) query: UnsubscribeQuery,
  ): Promise<AnswerOf<typeof unsubscribeSavedSearch>> {
    const paused = await this.searches.unsubscribe(id, query.token);
    return { id: paused._id, name: paused.name, paused: true };
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@Param('id') id: string, @CurrentIdentity() me: GatewayIdentity): Promise<void> {
    await this.searches.remove(me.userId, id);
  }
}
