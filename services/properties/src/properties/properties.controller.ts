import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import type { PropertyManagerCard } from '@trio/contracts/http/properties';
import { CurrentIdentity, notModified, PublicInternal, type GatewayIdentity } from '@trio/service-kit/http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { managerCard, ManagersService } from '../copies/managers.service';
import { propertyView, type PropertyView } from './property-views';
import { noManagerOnRecord, propertyNotFound } from './properties.exception';
import { PropertiesService } from './properties.service';

/** Property reads of spec 000 §7 and 001 §7. Browsing is open to everyone; `GET /trio/properties` is the caller's own. */
@Controller()
export class PropertiesController {
  constructor(
    @Inject(PropertiesService) private readonly properties: PropertiesService,
    @Inject(ManagersService) private readonly managers: ManagersService,
  ) {}

  /**
   * The Upload Images picker and the landlord dashboard: the landlord's own properties, or those a manager answers
   * for. A landlord who manages no home gets a tagged answer (304 when the caller holds the current one).
   */
  @Get('trio/properties')
  async mine(
    @CurrentIdentity() me: GatewayIdentity,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PropertyView[] | undefined> {
    const manager = await this.managers.findByEmail(me.email);
    const [owned, managed] = await Promise.all([
      this.properties.portfolio(me.userId),
      manager ? this.properties.listForManager(manager._id) : Promise.resolve(null),
    ]);
    if (!managed) return notModified(request, reply, owned.etag) ? undefined : owned.value.map(propertyView);
    const seen = new Set<string>();
    return [...owned.value, ...managed].filter((p) => !seen.has(p._id) && seen.add(p._id)).map(propertyView);
  }

  /** The detail page takes the first item of an array (spec 000 §7). */
  @Get('trio/properties/:id')
  @PublicInternal()
  async one(@Param('id') id: string): Promise<PropertyView[]> {
    return [propertyView(await this.get(id))];
  }

  @Get('api/properties/:id')
  @PublicInternal()
  async apiOne(@Param('id') id: string): Promise<PropertyView> {
    return propertyView(await this.get(id));
  }

  @Get('trio/properties/:id/images')
  @PublicInternal()
  async images(@Param('id') id: string): Promise<string[]> {
    return (await this.get(id)).imageIds;
  }

  /** The spec spells it "propety"; `propertyManagerInfo` is the correctly spelled alias. */
  @Get(['trio/properties/:id/propetyManagerInfo', 'trio/properties/:id/propertyManagerInfo'])
  @PublicInternal()
  async managerInfo(@Param('id') id: string): Promise<{ propertyManager: PropertyManagerCard | null }> {
    const property = await this.get(id);
    const manager = await this.managers.findById(property.managerId);
    return { propertyManager: manager ? managerCard(manager) : null };
  }

  @Get('trio/properties/:id/propertyManagerEmail')
  @PublicInternal()
  async managerEmail(@Param('id') id: string): Promise<{ email: string }> {
    const property = await this.get(id);
    const manager = await this.managers.findById(property.managerId);
    if (!manager) throw noManagerOnRecord();
    return { email: manager.email };
  }

  private async get(id: string) {
    if (!/^[0-9a-f]{24}$/.test(id)) throw propertyNotFound(id);
    const property = await this.properties.findById(id);
    if (!property) throw propertyNotFound(id);
    return property;
  }
}
