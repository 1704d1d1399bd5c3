import { Inject, Injectable } from '@nestjs/common';
import type { GatewayIdentity } from '@trio/service-kit/http';
import type { ManagerCopy } from '../copies/manager.copy';
import { ManagersService } from '../copies/managers.service';
import type { PropertyCopy } from '../copies/property.copy';
import { PropertiesService } from '../copies/properties.service';
import type { ApplicationDocument } from './application.schema';
import { applicationNotFound, forbidden } from './applications.exception';

type Relation = 'applicant' | 'manager' | 'none';

/** Who may do what to an application: its applicant, the manager of its home now, nobody else. */
@Injectable()
export class ApplicationAccess {
  constructor(
    @Inject(PropertiesService) private readonly properties: PropertiesService,
    @Inject(ManagersService) private readonly managers: ManagersService,
  ) {}

  /** The landlord of a home and its manager do not apply to rent it. */
  ownsOrManages(property: PropertyCopy, me: GatewayIdentity, manager: ManagerCopy | null): boolean {
    return property.landlordId === me.userId || (manager !== null && manager._id === property.managerId);
  }

  /**
   * Lets through only the caller in `wanted` relation to the application: the other party gets 403 with `detail`;
   * anyone else (another renter, another manager, the landlord) 404, so an id tells a stranger nothing.
   */
  async requireRelation(
    application: ApplicationDocument | null,
    id: string,
    me: GatewayIdentity,
    wanted: Exclude<Relation, 'none'>,
    detail: string,
  ): Promise<ApplicationDocument> {
    if (!application) throw applicationNotFound(id);
    const relation = await this.relationOf(application, me);
    if (relation === wanted) return application;
    if (relation === 'none') throw applicationNotFound(id);
    throw forbidden(detail);
  }

  private async relationOf(application: ApplicationDocument, me: GatewayIdentity): Promise<Relation> {
    if (application.applicantId === me.userId) return 'applicant';
    const manager = await this.managers.findByEmail(me.email);
    if (manager && manager._id === (await this.managerIdOf(application))) return 'manager';
    return 'none';
  }

  /** The manager who answers for an application's property now (the live copy), else the one it was made with. */
  private async managerIdOf(application: ApplicationDocument): Promise<string> {
    const live = await this.properties.findById(application.propertyId);
    return live?.managerId ?? application.property.managerId;
  }
}
