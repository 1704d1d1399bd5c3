import { createHash, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { AREA_INTEREST_MODEL, type AreaInterestDocument, type AreaInterestKind } from './area-interest.schema';

/** "ko ramangala " → "ko ramangala": the key interest is counted under. */
export const areaKey = (area: string) => area.trim().toLowerCase().replace(/\s+/g, ' ');

/** Interest in areas we do not serve yet ("Get Notified", "Suggest Areas"). */
@Injectable()
export class AreasService {
  constructor(@InjectModel(AREA_INTEREST_MODEL) private readonly interest: Model<AreaInterestDocument>) {}

  /**
   * Records one visitor's interest. Without an e-mail each call counts; with one, the id is derived from (area,
   * kind, e-mail), so the same e-mail asking again for the same area and kind lands on the same record.
   */
  async record(area: string, kind: AreaInterestKind, email?: string): Promise<void> {
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
          createdAt: new Date(),
        },
      },
      { upsert: true },
    );
  }
}
