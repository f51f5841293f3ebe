import { Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppConfig } from '../config/app-config';
import { FileStorage } from './file-storage';
import { LocalDiskStorage } from './local-disk-storage';
import { StoredFileOwners, StoredFileSweep } from './stored-file-sweep';

/** With DATA_DIR=memory:// the files go to a temporary directory that is deleted when the process stops. */
class TemporaryUploads implements OnApplicationShutdown {
  constructor(@Inject(FileStorage) private readonly storage: FileStorage) {}

  onApplicationShutdown(): void {
    if (this.storage instanceof LocalDiskStorage && this.storage.directory.startsWith(join(tmpdir(), 'leadportal-uploads-'))) {
      rmSync(this.storage.directory, { recursive: true, force: true });
    }
  }
}

/**
 * The FileStorage of uploads: DATA_DIR/uploads on the local disk, with the daily sweep of files no row
 * names. A module that stores files registers itself with StoredFileOwners.
 */
@Module({
  providers: [
    {
      provide: FileStorage,
      inject: [AppConfig],
      useFactory: (config: AppConfig): FileStorage => {
        const directory = config.uploadsDir ?? mkdtempSync(join(tmpdir(), 'leadportal-uploads-'));
        mkdirSync(directory, { recursive: true });
        return new LocalDiskStorage(directory);
      },
    },
    TemporaryUploads,
    StoredFileOwners,
    StoredFileSweep,
  ],
  exports: [FileStorage, StoredFileOwners, StoredFileSweep],
})
export class StorageModule {}
