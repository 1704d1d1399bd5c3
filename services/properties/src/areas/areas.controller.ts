import { createHash, randomUUID } from 'node:crypto';
import { Controller, HttpCode, Post } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { PublicInternal, ZodBody } from '@trio/service-kit/http';
import { areaInterestBodySchema } from '@trio/contracts/http/properties';
import type { Model } from 'mongoose';
import type { z } from 'zod';
import { AREA_INTEREST_MODEL, type AreaInterestDocument } from './area-interest.schema';

type Interest = z.output<typeof areaInterestBodySchema>;

/** "ko ramangala " → "ko ramangala": the key interest is counted under. */
export const areaKey = (area: string) => area.trim().toLowerCase().replace(/\s+/g, ' ');

@Controller('trio/areas')
@PublicInternal()
export class AreasController {
  constructor(@InjectModel(AREA_INTEREST_MODEL) private readonly interest: Model<AreaInterestDocument>) {}

  /** Records interest in an area; the same e-mail asking again for the same area and kind counts once. */
  @Post('interest')
  @HttpCode(202)
  async record(
    @ZodBody(areaInterestBodySchema) body: Interest,
  ): Promise<{ area: string; kind: string; recorded: true }> {
    const key = areaKey(body.area);
    const email = body.email?.toLowerCase();
    // Without an e-mail each request counts; with one, the id makes a repeat land on the same record.
    const id = email ? createHash('sha256').update(`${key}|${body.kind}|${email}`).digest('hex') : randomUUID();
    await this.interest.updateOne(
      { _id: id },
      {
        $setOnInsert: {
          area: body.area.trim(),
          areaKey: key,
          kind: body.kind,
          ...(email ? { email } : {}),
          createdAt: new Date(),
        },
      },
      { upsert: true },
    );
    return { area: body.area.trim(), kind: body.kind, recorded: true };
  }
}
