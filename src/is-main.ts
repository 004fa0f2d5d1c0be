import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** True when the module with this `import.meta.url` is the script node was started with. */
export const isMain = (moduleUrl: string) => !!process.argv[1] && moduleUrl === pathToFileURL(realpathSync(process.argv[1])).href;
