import type { FileStorage } from '../lib/storage';

/**
 * The photos of a restore, put into the storage while the rows' transaction is open. Should it
 * fail, the photos it added go again; once it commits, the ones it did not bring go.
 */
export class PhotoRestore {
  private readonly added = new Set<string>();
  private readonly restored = new Set<string>();

  constructor(
    private readonly storage: FileStorage,
    private readonly before: Set<string>,
  ) {}

  async put(key: string, data: Buffer) {
    if (!this.before.has(key)) this.added.add(key);
    this.restored.add(key);
    await this.storage.put(key, data, 'image/webp');
  }

  async undo() {
    await Promise.allSettled([...this.added].map((key) => this.storage.delete(key)));
  }

  async removeOthers() {
    for (const key of this.before) if (!this.restored.has(key)) await this.storage.delete(key);
  }
}
