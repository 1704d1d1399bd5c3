import { createHash, randomUUID } from 'node:crypto';
import type { Language } from '@trio/contracts/common';
import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { areaInterestServed } from '@trio/contracts/events/properties';
import { draft, OutboxWriter } from '@trio/service-kit/events';
import { isDuplicateKeyError } from '@trio/service-kit/mongo';
import type { Model } from 'mongoose';
import { placeNamedBy, placesHolding, type SearchPlace } from '../search/place-catalogue';
import type { PropertySearchDocument } from '../search/property-search.document';
import { alertHomeOf } from '../search/search-document-of';
import { AREA_INTEREST_MODEL, type AreaInterestDocument, type AreaInterestKind } from './area-interest.schema';
import { AREA_INTEREST_SERVED_MODEL, type AreaInterestServedDocument } from './area-interest-served.schema';

/** "ko ramangala " → "ko ramangala": the key interest is counted under. */
export const areaKey = (area: string) => area.trim().toLowerCase().replace(/\s+/g, ' ');

/** An interest a listed home serves: one with an e-mail, and the place its area names. */
type WaitingInterest = AreaInterestDocument & { email: string; placeId: string };

/** Interest in areas we do not serve yet ("Get Notified", "Suggest Areas"). */
@Injectable()
export class AreasService {
  constructor(
    @InjectModel(AREA_INTEREST_MODEL) private readonly interest: Model<AreaInterestDocument>,
    @InjectModel(AREA_INTEREST_SERVED_MODEL) private readonly served: Model<AreaInterestServedDocument>,
    @Inject(OutboxWriter) private readonly outbox: OutboxWriter,
  ) {}

  /**
   * Records one visitor's interest. Without an e-mail each call counts; with one, the id is derived from (area,
   * kind, e-mail), so the same e-mail asking again for the same area and kind lands on the same record. The place
   * the area names is kept as the search resolves the same text ("पुणे", "pune ", "Navi Mumbai"), so a home listed
   * there finds the interest by that place.
   */
  async record(area: string, kind: AreaInterestKind, email?: string, language?: Language): Promise<void> {
    const key = areaKey(area);
    const emailLower = email?.toLowerCase();
    const id = emailLower ? createHash('sha256').update(`${key}|${kind}|${emailLower}`).digest('hex') : randomUUID();
    await this.interest.updateOne(
      { _id: id },
      {
        $setOnInsert: {
          area: area.trim(),
          areaKey: key,
          kind,
          ...(emailLower ? { email: emailLower } : {}),
          placeId: placeNamedBy(area.trim())?.placeId ?? null,
          createdAt: new Date(),
        },
        // The language of the latest ask: the one the person reads now.
        ...(emailLower && language ? { $set: { language } } : {}),
      },
      { upsert: true },
    );
  }

  /**
   * A home was listed: every "Get Notified" interest with an e-mail, not served yet, whose area is a place holding the
   * home (its city, locality or PIN, a region or town it lies in; never "India", which is no area) is served once: it
   * is marked served and `properties.area-interest.served.v1` tells the e-mail about the home. "Suggest Areas" and
   * interests without an e-mail are left alone. Returns how many interests were served now.
   */
  async serveListedHome(home: PropertySearchDocument): Promise<number> {
    if (home.status !== 'available') return 0;
    const places = placesHolding(home).filter((place) => place.kind !== 'country');
    if (places.length === 0) return 0;
    const waiting = await this.interest
      .find({
        kind: 'notify',
        placeId: { $in: places.map((place) => place.placeId) },
        servedAt: { $exists: false },
        email: { $exists: true },
      })
      .lean<WaitingInterest[]>();
    let served = 0;
    for (const interest of [...waiting, ...(await this.unresolvedIn(places))]) {
      if (await this.serve(interest, home)) served++;
    }
    return served;
  }

  /**
   * Interests recorded before their place was kept, whose area names one of `places`: found by their key among the
   * places' names (any script, label), then resolved as the search resolves their text, so "पुणे" is Pune and an
   * "Ashok Nagar" several cities have is no place.
   */
  private async unresolvedIn(places: readonly SearchPlace[]): Promise<WaitingInterest[]> {
    const keys = new Set(places.flatMap((place) => [place.name, ...place.aliases, place.label]).map(areaKey));
    const holding = new Set(places.map((place) => place.placeId));
    // By the key alone (its index), the few found checked here: with `kind` too, FerretDB's pushdown could pick the
    // (kind, placeId) index, which narrows to every "Get Notified" interest.
    const candidates = await this.interest
      .find({ areaKey: { $in: [...keys] }, placeId: { $exists: false } })
      .lean<AreaInterestDocument[]>();
    return candidates.flatMap((interest) => {
      const placeId = placeNamedBy(interest.area)?.placeId;
      const waiting = interest.kind === 'notify' && interest.email !== undefined && !interest.servedAt;
      return waiting && placeId && holding.has(placeId) ? [{ ...interest, email: interest.email!, placeId }] : [];
    });
  }

  /**
   * Serves one interest: its served record and event in one insert whose id is the interest's (once, whatever is
   * redelivered), then the interest marked served. An interest found served already (a crash came between the two
   * writes) is marked as it was served, and nothing is published again. Whether it was served now.
   */
  private async serve(interest: WaitingInterest, home: PropertySearchDocument): Promise<boolean> {
    let served: Pick<AreaInterestServedDocument, 'propertyId' | 'servedAt'> = {
      propertyId: home.propertyId,
      servedAt: new Date(),
    };
    let now = true;
    try {
      await this.outbox.create(
        this.served,
        { _id: interest._id, ...served } as AreaInterestServedDocument,
        [
          draft(areaInterestServed, {
            interestId: interest._id,
            email: interest.email,
            area: interest.area,
            ...(interest.language ? { language: interest.language } : {}),
            property: alertHomeOf(home),
            servedAt: served.servedAt.toISOString(),
          }),
        ],
        { about: { aggregateId: interest._id, version: 1 } },
      );
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      const earlier = await this.served
        .findById(interest._id, { propertyId: 1, servedAt: 1 })
        .lean<Pick<AreaInterestServedDocument, 'propertyId' | 'servedAt'>>();
      if (!earlier) throw error;
      served = earlier;
      now = false;
    }
    await this.interest.updateOne(
      { _id: interest._id },
      { $set: { placeId: interest.placeId, servedAt: served.servedAt, servedPropertyId: served.propertyId } },
    );
    return now;
  }
}
