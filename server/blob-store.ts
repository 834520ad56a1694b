// Where uploaded files (profile images) live: a local folder by default, served under /blobs/.
// A deployment may swap in a bucket behind the same two methods.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import { blobsPath } from '../contract/profile-image.ts';

export interface BlobStore {
  put(key: string, data: Uint8Array, contentType: string): Promise<string>;
  get(key: string): Promise<Uint8Array | null>;
  remove(key: string): Promise<void>;
}

export function localBlobStore(dir: string, publicPrefix = blobsPath): BlobStore {
  const pathOf = (key: string) => {
    const clean = normalize(key).replace(/^(\.\.(\/|\\|$))+/, '');
    return join(dir, clean);
  };
  return {
    async put(key, data) {
      const file = pathOf(key);
      await mkdir(join(file, '..'), { recursive: true });
      await writeFile(file, data);
      return `${publicPrefix}/${key}`;
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch {
        return null;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
