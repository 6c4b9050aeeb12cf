// Builds the run's database template and prints it as JSON: run by the global set-up in a process of its
// own, which resolves the workspace packages from their sources as the tests do.
import { buildTemplate } from './template.js';

process.stdout.write(JSON.stringify(await buildTemplate(process.env.TEST_DATABASE_URL)));
