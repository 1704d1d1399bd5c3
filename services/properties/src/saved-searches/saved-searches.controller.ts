import { Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post } from '@nestjs/common';
import {
  createSavedSearchBodySchema,
  type SavedSearch,
  updateSavedSearchBodySchema,
} from '@trio/contracts/http/properties';
import { CurrentIdentity, type GatewayIdentity, ZodBody } from '@trio/service-kit/http';
import type { z } from 'zod';
import { SavedSearchesService, type SavedSearchWithMatches } from './saved-searches.service';

type CreateBody = z.output<typeof createSavedSearchBodySchema>;
type UpdateBody = z.output<typeof updateSavedSearchBodySchema>;

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

/** The caller's saved searches (issue 27): signed in, any role; always the caller's own. */
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

  @Delete(':id')
  @HttpCode(204)
  async remove(@Param('id') id: string, @CurrentIdentity() me: GatewayIdentity): Promise<void> {
    await this.searches.remove(me.userId, id);
  }
}
