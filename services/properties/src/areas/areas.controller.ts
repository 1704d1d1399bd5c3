import { Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { PublicInternal, ZodBody } from '@trio/service-kit/http';
import { areaInterestBodySchema } from '@trio/contracts/http/properties';
import type { z } from 'zod';
import { AreasService } from './areas.service';

type Interest = z.output<typeof areaInterestBodySchema>;

@Controller('trio/areas')
@PublicInternal()
export class AreasController {
  constructor(@Inject(AreasService) private readonly areas: AreasService) {}

  /** Records interest in an area; the same e-mail asking again for the same area and kind counts once. */
  @Post('interest')
  @HttpCode(202)
  async record(
    @ZodBody(areaInterestBodySchema) body: Interest,
  ): Promise<{ area: string; kind: string; recorded: true }> {
    await this.areas.record(body.area, body.kind, body.email, body.language);
    return { area: body.area.trim(), kind: body.kind, recorded: true };
  }
}
