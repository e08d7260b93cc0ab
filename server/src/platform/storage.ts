import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live (docs/product/accounts.md "Profile photo"). Keys look like `profiles/{userId}/avatar.jpg`.
 * Public read; only the server writes.
 */
export type StorageDriver = {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** a file's bytes, for files the server hands out itself (practice pictures); null when there is none */
  read(key: string): Promise<Buffer | null>;
  /** keys under a folder prefix, at most `limit` */
  list(prefix: string, limit: number): Promise<string[]>;
  remove(keys: string[]): Promise<void>;
  publicUrl(key: string): string;
};

const SAFE_KEY = /^[a-zA-Z0-9/_.-]+$/;
function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..') || key.startsWith('/')) throw new Error(`Unsafe storage key: ${key}`);
}

/** Files on local disk under `root`, served by the app at `/media/...`. */
export function localDiskStorage(root: string, publicBase = '/media'): StorageDriver {
  return {
    async put(key, body) {
      assertSafeKey(key);
      const file = path.join(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    async read(key) {
      assertSafeKey(key);
      return readFile(path.join(root, key)).catch((error: { code?: string }) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
    },
    async list(prefix, limit) {
      assertSafeKey(prefix);
      const dir = path.join(root, prefix);
      const names = await readdir(dir).catch(() => [] as string[]);
      return names.slice(0, limit).map((name) => path.posix.join(prefix, name));
    },
    async remove(keys) {
      await Promise.all(
        keys.map((key) => {
          assertSafeKey(key);
          return rm(path.join(root, key), { force: true });
        }),
      );
    },
    publicUrl(key) {
      return `${publicBase}/${key}`;
    },
  };
}
