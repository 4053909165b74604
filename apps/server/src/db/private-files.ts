import fs from 'node:fs';

/**
 * The data folder, the SQLite database and the files beside it hold clients' personal details: only
 * the service account may read them, whatever the umask (docs/deployment.md). SQLite gives a
 * database's -wal, -shm and -journal files the database file's own permissions, so making the
 * database 0600 before SQLite opens it covers them too.
 */
export function makePrivateFolder(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
}

/** Creates `file` readable and writable by this user only, or takes group and world access away from it. */
export function makePrivateFile(file: string): void {
  try {
    fs.closeSync(fs.openSync(file, fs.constants.O_CREAT | fs.constants.O_EXCL | fs.constants.O_WRONLY, 0o600));
    return;
  } catch (err) {
    if ((err as { code?: unknown }).code !== 'EEXIST') throw err;
  }
  const { mode } = fs.statSync(file);
  if ((mode & 0o077) !== 0) fs.chmodSync(file, mode & 0o700);
}

/** A SQLite database file and its companions that exist, each made private. */
export function makeSqliteFilesPrivate(file: string): void {
  makePrivateFile(file);
  for (const companion of [`${file}-wal`, `${file}-shm`, `${file}-journal`]) {
    if (fs.existsSync(companion)) makePrivateFile(companion);
  }
}
