import "server-only";
import { createReadStream } from "node:fs";
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import { isStorageKey } from "./keys";
import { signLocalUrl } from "./signing";
import type { FileStorage } from "./types";

const TYPE_SUFFIX = ".type";

/** Files in a folder (`.data/storage` by default), served through signed `/api/files` links. */
export function createLocalStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    if (!isStorageKey(key)) throw new Error("Invalid storage key");
    const path = resolve(join(base, key));
    if (!path.startsWith(base + sep)) throw new Error("Invalid storage key");
    return path;
  };
  // The content type lives beside the file, so a download never guesses it from the name.
  const writeType = (path: string, contentType: string) => writeFile(path + TYPE_SUFFIX, contentType);

  return {
    kind: "local",
    async put(key, bytes, contentType) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const partial = `${path}.partial`;
      await writeFile(partial, bytes);
      await writeType(path, contentType);
      await rename(partial, path);
    },
    async putFile(key, source, contentType) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const partial = `${path}.partial`;
      await copyFile(source, partial);
      await writeType(path, contentType);
      await rename(partial, path);
    },
    async get(key) {
      const path = pathOf(key);
      try {
        const [info, contentType] = await Promise.all([stat(path), readFile(path + TYPE_SUFFIX, "utf8")]);
        return { body: createReadStream(path), size: info.size, contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch {
        return false;
      }
    },
    async delete(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      await rm(path + TYPE_SUFFIX, { force: true });
    },
    async signedUrl(key, { expiresInSeconds, contentType, fileName }) {
      const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
      return signLocalUrl({ key, exp, type: contentType, name: fileName });
    },
  };
}
