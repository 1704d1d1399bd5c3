import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module';
import { LandlordDashboardController } from './landlord-dashboard.controller';
import { LandlordDashboardService } from './landlord-dashboard.service';

/** The landlord area's composed screens: the landlord dashboard (parallel calls to the owning services). */
@Module({
  imports: [ClientsModule],
  providers: [LandlordDashboardService],
  controllers: [LandlordDashboardController],
})
export class LandlordModule {}
