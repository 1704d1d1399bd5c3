import { Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { PublicInternal, ZodBody } from '@trio/service-kit/http';
import { z } from 'zod';
import { AREA_INTEREST_KINDS } from './area-interest.schema';
import { AreasService } from './areas.service';

const interestSchema = z.object({
  area: z.string({ error: 'Tell us the area.' }).trim().min(1, 'Tell us the area.').max(120),
  email: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email('Enter a valid e-mail address.'))
    .optional()
    .or(z.literal('').transform(() => undefined)),
  kind: z.enum(AREA_INTEREST_KINDS, { error: 'kind must be notify or suggest.' }),
});
type Interest = z.output<typeof interestSchema>;

@Controller('trio/areas')
@PublicInternal()
export class AreasController {
  constructor(@Inject(AreasService) private readonly areas: AreasService) {}

  /** Records interest in an area; the same e-mail asking again for the same area and kind counts once. */
  @Post('interest')
  @HttpCode(202)
  async record(@ZodBody(interestSchema) body: Interest): Promise<{ area: string; kind: string; recorded: true }> {
    await this.areas.record(body.area, body.kind, body.email);
    return { area: body.area.trim(), kind: body.kind, recorded: true };
  }
}
