import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isDuplicateKeyError } from '@trio/service-kit/mongo';
import type { Model } from 'mongoose';
import { MAX_IMAGES_PER_OWNER, type OwnerKind } from './media.constants';
import { MEDIA_MODEL, MEDIA_SLOTS_MODEL, type MediaDocument, type MediaSlotsDocument } from './media.schema';

/** `<ownerKind>:<ownerId>`, the id of an owner's slot counter. */
export function slotsId(ownerKind: OwnerKind, ownerId: string): string {
  return `${ownerKind}:${ownerId}`;
}

/**
 * The `media` and `media_slots` collections. Every write is a single-document operation (no transactions: the
 * local MongoDB-wire server is FerretDB), and the slot counter relies only on single-document conditional updates
 * being atomic.
 */
@Injectable()
export class MediaRepository {
  constructor(
    @InjectModel(MEDIA_MODEL) private readonly media: Model<MediaDocument>,
    @InjectModel(MEDIA_SLOTS_MODEL) private readonly slots: Model<MediaSlotsDocument>,
  ) {}

  async insert(doc: MediaDocument): Promise<void> {
    await this.media.create(doc);
  }

  async findById(id: string): Promise<MediaDocument | null> {
    return this.media.findById(id).lean<MediaDocument>().exec();
  }

  /** The owner's images, oldest first. */
  async listFor(ownerKind: OwnerKind, ownerId: string): Promise<MediaDocument[]> {
    return this.media.find({ ownerKind, ownerId }).sort({ createdAt: 1, _id: 1 }).lean<MediaDocument[]>().exec();
  }

  async countFor(ownerKind: OwnerKind, ownerId: string): Promise<number> {
    return this.media.countDocuments({ ownerKind, ownerId }).exec();
  }

  /** Deletes the document and returns what it was; `null` when there was none. */
  async delete(id: string): Promise<MediaDocument | null> {
    return this.media.findOneAndDelete({ _id: id }).lean<MediaDocument>().exec();
  }

  /** Moves every image of one owner to another; returns how many moved. */
  async reassignOwner(fromKind: OwnerKind, fromId: string, toKind: OwnerKind, toId: string): Promise<number> {
    const result = await this.media
      .updateMany({ ownerKind: fromKind, ownerId: fromId }, { $set: { ownerKind: toKind, ownerId: toId } })
      .exec();
    return result.modifiedCount;
  }

  /**
   * Takes `n` slots when the owner would still have at most `max`; `false` when it would not. The first use
   * creates the counter (upsert); when the counter exists but is too full the upsert's insert collides on `_id`
   * (E11000), and so does a racing first use, which is then retried as a plain conditional update.
   */
  async reserveSlots(ownerKind: OwnerKind, ownerId: string, n = 1, max = MAX_IMAGES_PER_OWNER): Promise<boolean> {
    if (n <= 0) return true;
    if (n > max) return false;
    const _id = slotsId(ownerKind, ownerId);
    const filter = { _id, count: { $lte: max - n } };
    try {
      const result = await this.slots
        .updateOne(filter, { $inc: { count: n }, $setOnInsert: { ownerKind, ownerId } }, { upsert: true })
        .exec();
      return result.modifiedCount + result.upsertedCount === 1;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
    const retry = await this.slots.updateOne(filter, { $inc: { count: n } }).exec();
    return retry.modifiedCount === 1;
  }

  /** Gives back `n` slots, never going below zero. */
  async releaseSlots(ownerKind: OwnerKind, ownerId: string, n = 1): Promise<void> {
    if (n <= 0) return;
    const _id = slotsId(ownerKind, ownerId);
    const result = await this.slots.updateOne({ _id, count: { $gte: n } }, { $inc: { count: -n } }).exec();
    if (result.modifiedCount === 0)
      await this.slots.updateOne({ _id, count: { $gt: 0 } }, { $set: { count: 0 } }).exec();
  }

  /** Takes `n` slots whatever the limit (a correction after a move found more images than it reserved for). */
  async forceSlots(ownerKind: OwnerKind, ownerId: string, n: number): Promise<void> {
    if (n <= 0) return;
    const _id = slotsId(ownerKind, ownerId);
    try {
      await this.slots
        .updateOne({ _id }, { $inc: { count: n }, $setOnInsert: { ownerKind, ownerId } }, { upsert: true })
        .exec();
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      await this.slots.updateOne({ _id }, { $inc: { count: n } }).exec();
    }
  }

  /** Slots taken (images stored plus uploads in progress). */
  async slotCount(ownerKind: OwnerKind, ownerId: string): Promise<number> {
    const doc = await this.slots.findById(slotsId(ownerKind, ownerId)).lean<MediaSlotsDocument>().exec();
    return doc?.count ?? 0;
  }
}
