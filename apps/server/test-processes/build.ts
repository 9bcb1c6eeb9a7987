import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** The servers run as production does: from the build, made once before the files run. */
export default function setup() {
  execFileSync(process.execPath, [path.join(import.meta.dirname, '../build.mjs')], {
    stdio: 'inherit',
  });
}
