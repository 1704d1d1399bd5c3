import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { defineFeature } from '@trio/service-kit/service';
import { OnPropertyListedMatchSavedSearchesHandler } from './handlers/on-property-listed.handler';
import { SAVED_SEARCH_MATCH_MODEL, savedSearchMatchSchema } from './saved-search-match.schema';
import { SAVED_SEARCH_MODEL, savedSearchSchema } from './saved-search.schema';
import { SavedSearchesController } from './saved-searches.controller';
import { SavedSearchesService } from './saved-searches.service';

/**
 * Saved searches (issue 27): their models and SavedSearchesService; their queries live in the search feature's
 * percolator (SearchModule is global).
 */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: SAVED_SEARCH_MODEL, schema: savedSearchSchema },
      { name: SAVED_SEARCH_MATCH_MODEL, schema: savedSearchMatchSchema },
    ]),
  ],
  providers: [SavedSearchesService],
  exports: [SavedSearchesService],
})
export class SavedSearchesModule {}

/** Saved searches over HTTP; a listed home is matched against them (after the search index took it). */
export const savedSearchesFeature = defineFeature({
  module: SavedSearchesModule,
  controllers: [SavedSearchesController],
  handlers: [OnPropertyListedMatchSavedSearchesHandler],
});
