import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import {
  type featuredListings,
  type NearbyPlaces as NearbyPlacesAnswer,
  nearbyPlacesQuerySchema,
  type PropertySummary,
  type SearchAnswer,
  searchQuerySchema,
  type similarListings,
} from '@trio/contracts/http/properties';
import type { AnswerOf } from '@trio/contracts/http/route';
import { PublicInternal, ZodQuery } from '@trio/service-kit/http';
import type { z } from 'zod';
import { GEOCODER } from '../geo/geo.module';
import type { Geocoder } from '../geo/geocoder';
import { nearestPlacesWithHomes, type SearchPlace } from './place-catalogue';
import { PlaceSuggestionsIndex } from './place-suggestions-index';
import { PlacesIndex } from './places-index';
import type { NearbyPlaces } from './places-queries';
import { PropertiesIndex } from './properties-index';
import { SearchAnswerCache } from './search-cache';
import { SEARCH_ANSWER_CACHE } from './search.tokens';
import type { PropertySearchDocument } from './property-search.document';
import { addressNotPlaced, addressRequired, propertyNotIndexed, searchQueryRequired } from './search.exception';
import { searchMessage } from './search-message';
import { searchParamsOf } from './search-criteria';

type SearchQuery = z.output<typeof searchQuerySchema>;

/** A search hit as the property card reads it (same fields as the detail's property, plus distance when known). */
export function searchCard(doc: PropertySearchDocument & { distanceKm?: number }): PropertySummary {
  return {
    _id: doc.propertyId,
    name: doc.name,
    address: {
      street: doc.address.line1,
      city: doc.address.city,
      state: doc.address.state,
      zipCode: doc.address.pinCode,
    },
    locality: doc.address.locality,
    type: doc.propertyType,
    bedrooms: doc.bedrooms,
    bathrooms: doc.bathrooms,
    squareArea: doc.squareFeet ?? null,
    status: doc.status,
    rentPrice: doc.rentPaise / 100,
    rentPaise: doc.rentPaise,
    featured: doc.featured,
    images: doc.imageIds,
    image: doc.imageIds[0] ?? null,
    location: doc.location ? { lat: doc.location.lat, lng: doc.location.lon } : null,
    listedAt: doc.listedAt,
    ...(doc.distanceKm !== undefined ? { distanceKm: Math.round(doc.distanceKm * 10) / 10 } : {}),
  };
}

/** Search, featured, similar and nearby places (spec 000 §7), open to everyone. */
@Controller('trio/properties')
@PublicInternal()
export class SearchController {
  constructor(
    @Inject(PropertiesIndex) private readonly properties: PropertiesIndex,
    @Inject(PlacesIndex) private readonly places: PlacesIndex,
    @Inject(GEOCODER) private readonly geocoder: Geocoder,
    @Inject(SEARCH_ANSWER_CACHE) private readonly cache: SearchAnswerCache<SearchAnswer>,
    @Inject(PlaceSuggestionsIndex) private readonly suggestions: PlaceSuggestionsIndex,
  ) {}

  @Get('search')
  async search(@ZodQuery(searchQuerySchema) q: SearchQuery): Promise<SearchAnswer> {
    const params = searchParamsOf(q);
    if (!params) throw searchQueryRequired();
    const { query, place } = params;
    const key = JSON.stringify([
      place?.placeId ?? null,
      query,
      q.minRent,
      q.maxRent,
      q.bedrooms,
      q.type,
      q.sort,
      q.page,
      q.pageSize,
    ]);
    const cached = this.cache.get(key);
    if (cached) return cached;
    const result = await this.properties.search({ ...params, sort: q.sort, page: q.page, pageSize: q.pageSize });
    const filtered = [q.minRent, q.maxRent, q.bedrooms, q.type].some((value) => value !== undefined);
    const nearest = result.total === 0 && place && !filtered ? await this.nearestPlaces(place) : [];
    const answer: SearchAnswer = {
      properties: result.items.map(searchCard),
      totalFound: result.total,
      message: searchMessage(query, result.total, nearest),
      page: result.page,
      pageSize: result.pageSize,
      ...(nearest.length > 0 ? { nearestPlaces: nearest } : {}),
    };
    this.cache.set(key, answer);
    return answer;
  }

  /** The nearest places with homes to a place whose search found nothing (without rent, bedroom or type filters). */
  private async nearestPlaces(place: SearchPlace): Promise<NonNullable<SearchAnswer['nearestPlaces']>> {
    const homes = await this.suggestions.homesOfServedPlaces();
    return nearestPlacesWithHomes(place, homes).map((near) => ({
      placeId: near.place.placeId,
      kind: near.place.kind,
      label: near.place.label,
      name: near.place.name,
      city: near.place.city,
      homes: near.homes,
      distanceKm: near.distanceKm,
    }));
  }

  @Get('featured/featuredlistings')
  async featured(): Promise<AnswerOf<typeof featuredListings>> {
    return { featuredListings: (await this.properties.featured(8)).map(searchCard) };
  }

  @Get('nearbyPlaces/getLandmarks')
  async nearby(@Query('address') address: string | undefined): Promise<NearbyPlacesAnswer> {
    const query = nearbyPlacesQuerySchema.safeParse({ address });
    if (!query.success) throw addressRequired();
    const text = query.data.address;
    const found = await this.geocoder.geocode(text);
    if (!found) throw addressNotPlaced(text);
    const places: NearbyPlaces = await this.places.nearby(found.point, 2);
    return {
      location: { lat: found.point.lat, lng: found.point.lon },
      precision: found.precision,
      city: found.city,
      ...(found.locality ? { locality: found.locality } : {}),
      ...places,
    };
  }

  @Get(':id/similarListings')
  async similar(@Param('id') id: string): Promise<AnswerOf<typeof similarListings>> {
    if (!/^[0-9a-f]{24}$/.test(id)) throw propertyNotIndexed(id);
    return { nearbyProperties: (await this.properties.similar(id)).map(searchCard) };
  }
}
