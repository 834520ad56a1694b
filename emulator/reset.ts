// `npm run reset`: forget the players' data; the next `npm start` seeds a fresh world.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './firebase-cli.ts';

rmSync(join(root, '.emulator-data'), { recursive: true, force: true });
console.log('Local data cleared: the next npm start seeds the demo content again.');
