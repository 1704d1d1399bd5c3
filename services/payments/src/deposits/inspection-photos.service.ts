import { Inject, Injectable } from '@nestjs/common';
import { MAX_INSPECTION_PHOTOS_PER_ROOM } from '@trio/contracts/http/payments';
import type { GatewayIdentity } from '@trio/service-kit/http';
import { ImageUploads, type OpenedObject } from '@trio/service-kit/images';
import { Types } from 'mongoose';
import type { Readable } from 'node:stream';
import type { InspectionPhoto } from './deposit.schema';
import {
  depositForbidden,
  depositSettled,
  inspectionRoomUnknown,
  moveOutNotDue,
  photoNotFound,
} from './deposits.exception';
import { DepositsService, type DepositOfCaller } from './deposits.service';

/**
 * The move-out inspection's photos, per room (issue 30): checked and stored as every user image is
 * (@trio/service-kit/images' ImageUploads: type by content, 10 MB, metadata stripped, a web size and a thumbnail) in
 * this service's own private bucket, at most 5 per room; read by whoever may read the deposit.
 */
@Injectable()
export class InspectionPhotosService {
  constructor(
    @Inject(DepositsService) private readonly deposits: DepositsService,
    @Inject(ImageUploads) private readonly uploads: ImageUploads,
  ) {}

  /**
   * Only the lease's manager, from the end date until settled, to a room the recorded inspection lists. The upload is
   * read only once the caller and the deposit allow it.
   */
  async add(leaseId: string, me: GatewayIdentity, room: string, file: Readable): Promise<DepositOfCaller> {
    let mine: DepositOfCaller;
    try {
      mine = await this.deposits.ofCaller(leaseId, me);
      if (!mine.roles.includes('manager')) throw depositForbidden('Only the lease’s manager adds inspection photos.');
      const { deposit, lease } = mine;
      if (!this.deposits.inspectionOpen(lease)) throw moveOutNotDue(lease.endDate);
      if (deposit.status !== 'held' && deposit.status !== 'inspected') throw depositSettled();
      if (!deposit.rooms.some((r) => r.name === room)) throw inspectionRoomUnknown(room);
    } catch (error) {
      file.resume();
      throw error;
    }
    const id = new Types.ObjectId().toHexString();
    const stored = await this.uploads.store(file, `deposits/${leaseId}/${id}`);
    let deposit;
    try {
      const photo: InspectionPhoto = { id, room, ...stored, uploadedAt: this.deposits.now() };
      deposit = await this.deposits.attachPhoto(leaseId, photo, MAX_INSPECTION_PHOTOS_PER_ROOM);
    } catch (error) {
      await this.uploads.remove(stored);
      throw error;
    }
    return { ...mine, deposit };
  }

  /** Removes the photos (and their stored objects) of rooms a revised inspection left out. */
  async keepRoomsOf(leaseId: string): Promise<void> {
    const dropped = await this.deposits.dropPhotosOfRemovedRooms(leaseId);
    await Promise.all(dropped.map((photo) => this.uploads.remove(photo)));
  }

  /** A photo variant's bytes, for the tenant, landlord or manager (anyone else, or a photo not shown → 404). */
  async open(
    leaseId: string,
    me: GatewayIdentity,
    photoId: string,
    variant: 'web' | 'thumbnail',
  ): Promise<OpenedObject> {
    const { deposit } = await this.deposits.ofCaller(leaseId, me);
    const rooms = new Set(deposit.rooms.map((r) => r.name));
    const photo = (deposit.photos ?? []).find((p) => p.id === photoId && rooms.has(p.room));
    if (!photo) throw photoNotFound(leaseId, photoId);
    const object = await this.uploads.open(photo, variant);
    if (!object) throw photoNotFound(leaseId, photoId);
    return object;
  }
}
