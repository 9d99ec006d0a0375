import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { packageRoot } from '../paths.js';

export async function packageVersion(): Promise<string> {
  const pkg = JSON.parse(await readFile(join(packageRoot(), 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}
