import { Logger } from '@nestjs/common';
import { mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { ScheduledRuns } from '../schedule/scheduled-runs';
import { LocalDiskStorage } from './local-disk-storage';
import { StoredFileOwners, StoredFileSweep } from './stored-file-sweep';

describe('StoredFileSweep', () => {
  let directory: string;
  let storage: LocalDiskStorage;
  let owners: StoredFileOwners;
  let sweep: StoredFileSweep;
  const runs = { once: jest.fn() };

  const store = async (hoursOld: number) => {
    const { id } = await storage.save(Readable.from([Buffer.from('Inhalt')]));
    const at = new Date(Date.now() - hoursOld * 3600_000);
    utimesSync(join(directory, id.slice(0, 2), id), at, at);
    return id;
  };
  const left = async () => {
    const ids: string[] = [];
    for await (const file of storage.list()) ids.push(file.id);
    return ids.sort();
  };

  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'sweep-spec-'));
    storage = new LocalDiskStorage(directory);
    owners = new StoredFileOwners();
    sweep = new StoredFileSweep(storage, owners, runs as unknown as ScheduledRuns);
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
  });
  afterEach(() => {
    rmSync(directory, { recursive: true, force: true });
    jest.restoreAllMocks();
  });

  it('keeps what any owner names and what is younger than an hour, removes the rest', async () => {
    const complaintFile = await store(5);
    const exportFile = await store(5);
    const lost = await store(2);
    const young = await store(0.5);
    owners.register({ name: 'Reklamationsdokumente', referenced: async (ids) => new Set(ids.filter((id) => id === complaintFile)) });
    owners.register({ name: 'Auskünfte', referenced: async (ids) => new Set(ids.filter((id) => id === exportFile)) });
    expect(await sweep.sweep()).toEqual({ removed: 1, abandoned: 0, kept: 3 });
    expect(await left()).toEqual([complaintFile, exportFile, young].sort());
    expect(await left()).not.toContain(lost);
  });

  it('removes nothing in a process where no feature said which files it keeps', async () => {
    await store(5);
    expect(await sweep.sweep()).toEqual({ removed: 0, abandoned: 0, kept: 0 });
    expect(await left()).toHaveLength(1);
  });

  it('asks the owners in batches of 500', async () => {
    for (let i = 0; i < 501; i++) await store(2);
    const asked: number[] = [];
    owners.register({ name: 'Test', referenced: async (ids) => (asked.push(ids.length), new Set()) });
    expect(await sweep.sweep()).toMatchObject({ removed: 501 });
    expect(asked).toEqual([500, 1]);
  });
});
