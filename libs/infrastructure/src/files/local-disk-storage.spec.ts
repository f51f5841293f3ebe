import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { StoredFileMissingError } from './file-storage';
import { LocalDiskStorage } from './local-disk-storage';

describe('LocalDiskStorage', () => {
  let directory: string;
  let storage: LocalDiskStorage;

  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'storage-spec-'));
    storage = new LocalDiskStorage(directory);
  });
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  it('stores a stream under a new id with its size, opens and removes it', async () => {
    const stored = await storage.save(Readable.from([Buffer.from('Hallo '), Buffer.from('Welt')]));
    expect(stored).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), size: 10 });
    expect(await text(await storage.open(stored.id))).toBe('Hallo Welt');
    await storage.remove(stored.id);
    await expect(storage.open(stored.id)).rejects.toBeInstanceOf(StoredFileMissingError);
    await storage.remove(stored.id);
  });

  it('leaves nothing behind when the stream fails half way', async () => {
    async function* failing() {
      yield Buffer.from('erster Teil');
      throw new Error('Abbruch');
    }
    await expect(storage.save(Readable.from(failing()))).rejects.toThrow('Abbruch');
    const files = readdirSync(directory, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    expect(files).toEqual([]);
  });

  it('refuses ids that are no UUID (no path outside its directory)', async () => {
    await expect(storage.open('../../etc/passwd')).rejects.toBeInstanceOf(StoredFileMissingError);
    await expect(storage.open('00000000-0000-0000-0000-000000000000')).rejects.toBeInstanceOf(StoredFileMissingError);
  });

  it('lists its complete files with their time, and removes only partial files not written to since a moment', async () => {
    const first = await storage.save(Readable.from([Buffer.from('eins')]));
    const second = await storage.save(Readable.from([Buffer.from('zwei')]));
    mkdirSync(join(directory, 'ab'), { recursive: true });
    const old = join(directory, 'ab', 'ab000000-0000-4000-8000-000000000000.part');
    const fresh = join(directory, 'ab', 'ab000000-0000-4000-8000-000000000001.part');
    writeFileSync(old, 'alt');
    writeFileSync(fresh, 'neu');
    writeFileSync(join(directory, 'fremd.txt'), 'nicht von uns');
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    utimesSync(old, twoHoursAgo, twoHoursAgo);
    const listed = [];
    for await (const entry of storage.list()) listed.push(entry);
    expect(listed.map((entry) => entry.id).sort()).toEqual([first.id, second.id].sort());
    expect(listed.every((entry) => Date.now() - entry.modifiedAt.getTime() < 60_000)).toBe(true);
    expect(await storage.removeAbandoned(new Date(Date.now() - 3600_000))).toBe(1);
    const left = readdirSync(directory, { recursive: true }).map(String).sort();
    expect(left).toContain(join('ab', 'ab000000-0000-4000-8000-000000000001.part'));
    expect(left).not.toContain(join('ab', 'ab000000-0000-4000-8000-000000000000.part'));
    expect(left).toContain('fremd.txt');
  });
});
