import { fileURLToPath } from 'node:url';

// The templates and assets are not TypeScript, so the build does not emit them into dist/: compiled code
// reads them from the source tree beside dist/ (the Dockerfile copies them into the image).
const runningTs = import.meta.url.endsWith('.ts');
const CONSOLE_DIR = new URL(runningTs ? './' : '../../../../src/http/console/', import.meta.url);

export const VIEWS_DIR = fileURLToPath(new URL('views/', CONSOLE_DIR));
export const ASSETS_DIR = fileURLToPath(new URL('assets/', CONSOLE_DIR));
