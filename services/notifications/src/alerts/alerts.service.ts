import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type {
  AreaInterestServed,
  SavedSearchMatched,
  SavedSearchMatchProperty,
} from '@trio/contracts/events/properties';
import { propertyImage, unsubscribeSavedSearch } from '@trio/contracts/http/properties';
import { routePath } from '@trio/contracts/http/route';
import { CLOCK, type Clock } from '@trio/service-kit/clock';
import { InjectConfig } from '@trio/service-kit/config';
import { InjectLogger, type Logger } from '@trio/service-kit/logging';
import type { Model } from 'mongoose';
import type { NotificationsConfig } from '../config';
import { CopiesService } from '../copies/copies.service';
import { MailService } from '../mail/mail.service';
import type { HomeCard } from '../mail/templates/template-source';
import { rupees } from '../mail/templates/format';
import { RecipientUnknownError } from '../messages/messages.service';
import { DIGEST_LINE_MODEL, type DigestLine, type DigestLineStatus } from './digest-line.schema';
import { digestDay, nextDigestAt } from './digest-time';

/**
 * What the alerts tell whom: a saved search's owner of each new home that matches it (at once, or in the 08:00 IST
 * digest), and a person who asked to hear of an area of its first home. Every e-mail is keyed so that it goes once:
 * an instant alert and an area's e-mail by their event, a digest by its saved search and day.
 */
@Injectable()
export class AlertsService {
  private readonly logger: Logger;

  constructor(
    @InjectModel(DIGEST_LINE_MODEL) private readonly lines: Model<DigestLine>,
    @Inject(MailService) private readonly mail: MailService,
    @Inject(CopiesService) private readonly copies: CopiesService,
    @Inject(CLOCK) private readonly clock: Clock,
    @InjectConfig() private readonly config: NotificationsConfig,
    @InjectLogger() logger: Logger,
  ) {
    this.logger = logger.child({ context: 'AlertsService' });
  }

  private link(path: string): string {
    return `${this.config.APP_URL.replace(/\/+$/, '')}${path}`;
  }

  /** A home as the alerts show it: its photo through the gateway's public image route, its page in the SPA. */
  private homeCard(home: SavedSearchMatchProperty): HomeCard {
    return {
      name: home.name,
      rentLabel: rupees(home.rentPaise),
      address: [home.address.line1, home.address.locality, home.address.city].filter(Boolean).join(', '),
      ...(home.imageId
        ? { imageUrl: this.link(routePath(propertyImage, { imageId: home.imageId }, { variant: 'medium' })) }
        : {}),
      // The SPA's property page (frontend/src/config/paths.ts, `paths.property`).
      propertyUrl: this.link(`/properties/${encodeURIComponent(home.propertyId)}`),
    };
  }

  /**
   * A saved search's ways out, each with the token the properties service signed for it: the SPA's unsubscribe
   * page (the link a person follows), and the API route itself for a mail client's one-click unsubscribe (RFC 8058,
   * the `List-Unsubscribe` header: a client POSTs there and opens no page).
   */
  private savedSearchLinks(savedSearchId: string, token: string) {
    return {
      manageUrl: this.link('/profile'),
      unsubscribeUrl: this.link(
        `/saved-searches/${encodeURIComponent(savedSearchId)}/unsubscribe?token=${encodeURIComponent(token)}`,
      ),
      oneClickUrl: this.link(routePath(unsubscribeSavedSearch, { id: savedSearchId }, { token })),
    };
  }

  /** A new home for a saved search: mailed now (`instant`), or kept for the next 08:00 IST digest (`daily`). */
  async savedSearchMatched(event: SavedSearchMatched): Promise<void> {
    const match = event.data;
    if (match.frequency === 'daily') {
      await this.keepForDigest(match);
      return;
    }
    const owner = await this.copies.person(match.ownerId);
    // The owner's own event has not arrived yet: the consumer retries, then dead-letters.
    if (!owner) throw new RecipientUnknownError(`saved search owner ${match.ownerId}`);
    const { oneClickUrl, ...links } = this.savedSearchLinks(match.savedSearchId, match.unsubscribeToken);
    await this.mail.send([
      {
        template: 'saved-search-alert',
        to: owner.email,
        props: {
          firstName: owner.firstName ?? owner.displayName,
          searchName: match.name,
          home: this.homeCard(match.property),
          ...links,
        },
        unsubscribeUrl: oneClickUrl,
        cause: event.id,
        causeType: event.type,
      },
    ]);
  }

  /**
   * One line of a saved search's digest, once per (saved search, home). It goes in the first digest after the match,
   * or after now when the event is handled late (a consumer that was down): a line for a digest already sent would
   * find that digest's e-mail id taken and never be mailed.
   */
  private async keepForDigest(match: SavedSearchMatched['data']): Promise<void> {
    const matchedAt = new Date(match.matchedAt);
    const now = this.clock.now();
    const digestAt = nextDigestAt(matchedAt.getTime() > now.getTime() ? matchedAt : now);
    await this.lines.updateOne(
      { _id: `${match.savedSearchId}:${match.property.propertyId}` },
      {
        $setOnInsert: {
          savedSearchId: match.savedSearchId,
          ownerId: match.ownerId,
          searchName: match.name,
          unsubscribeToken: match.unsubscribeToken,
          property: match.property,
          matchedAt,
          digestAt,
          digestDay: digestDay(digestAt),
          status: 'pending' satisfies DigestLineStatus,
        },
      },
      { upsert: true },
    );
  }

  /**
   * Mails every saved search's digest whose 08:00 IST has come by the clock: one e-mail per saved search and day,
   * listing its homes still on the market. A home let since the match is dropped from it (the property copy's status,
   * kept from properties.property events); a digest left with no home is not sent. The e-mail's id names the saved
   * search and the day, so a sweep that runs again (a crash before the lines were marked, a second replica) sends
   * nothing twice. Answers how many digests it mailed.
   */
  async sendDueDigests(): Promise<number> {
    const now = this.clock.now();
    const due = await this.lines
      .find({ status: 'pending', digestAt: { $lte: now } })
      .sort({ digestAt: 1, matchedAt: 1 })
      .lean<DigestLine[]>();
    if (due.length === 0) return 0;
    const homes = await this.copies.propertiesByIds([...new Set(due.map((line) => line.property.propertyId))]);
    const statusOf = new Map(homes.map((home) => [home._id, home.status]));
    const digests = new Map<string, DigestLine[]>();
    for (const line of due) {
      const key = `${line.savedSearchId} ${line.digestDay}`;
      digests.set(key, [...(digests.get(key) ?? []), line]);
    }
    let mailed = 0;
    for (const lines of digests.values()) {
      // A home whose copy has not arrived, or was kept before the copy had a status, counts as on the market: the
      // match itself says it was listed.
      const gone = lines.filter((line) => (statusOf.get(line.property.propertyId) ?? 'available') !== 'available');
      const still = lines.filter((line) => !gone.includes(line));
      await this.settle(gone, 'dropped', now);
      const latest = still.at(-1);
      if (!latest) continue;
      const owner = await this.copies.person(latest.ownerId);
      if (!owner) {
        // Left pending: the next sweep tries again once the owner's own event has arrived.
        this.logger.warn({ savedSearchId: latest.savedSearchId, ownerId: latest.ownerId }, 'digest owner unknown');
        continue;
      }
      // The saved search as its latest match named it (a rename between matches shows the new name).
      const { oneClickUrl, ...links } = this.savedSearchLinks(latest.savedSearchId, latest.unsubscribeToken);
      await this.mail.send([
        {
          template: 'saved-search-digest',
          to: owner.email,
          props: {
            firstName: owner.firstName ?? owner.displayName,
            searchName: latest.searchName,
            homeCount: still.length,
            homes: still.map((line) => this.homeCard(line.property)),
            ...links,
          },
          unsubscribeUrl: oneClickUrl,
          // One e-mail per saved search and day, however often swept (job ids take no "|" or ":" in a part).
          cause: `saved-search-digest-${latest.savedSearchId}-${latest.digestDay}`,
          causeType: 'saved-search.digest',
        },
      ]);
      await this.settle(still, 'sent', now);
      mailed += 1;
    }
    return mailed;
  }

  private async settle(lines: readonly DigestLine[], status: DigestLineStatus, at: Date): Promise<void> {
    if (lines.length === 0) return;
    await this.lines.updateMany(
      { _id: { $in: lines.map((line) => line._id) }, status: 'pending' },
      { $set: { status, settledAt: at } },
    );
  }

  /**
   * The first home in an area someone asked about: one e-mail to them (the interest is served once), in the language
   * they asked in.
   */
  async areaInterestServed(event: AreaInterestServed): Promise<void> {
    const interest = event.data;
    await this.mail.send([
      {
        template: 'area-interest-served',
        to: interest.email,
        // Written in the language of the page where they asked (the address may have no account to say it).
        ...(interest.language ? { language: interest.language } : {}),
        props: {
          area: interest.area,
          home: this.homeCard(interest.property),
          // The SPA's search for the text as the person typed it (frontend/src/config/paths.ts, `paths.search`).
          searchUrl: this.link(`/search?q=${encodeURIComponent(interest.area)}`),
        },
        cause: event.id,
        causeType: event.type,
      },
    ]);
  }
}
