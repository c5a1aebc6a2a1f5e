/**
 * Seeds DATA_DIR the way the server's start does (migrations, then the seed its SEED_* and ADMIN_*
 * settings describe) and closes the database cleanly, without serving: the template that spec
 * servers with the same settings start on a copy of (dataDirTemplates.ts).
 */
import { loadConfig } from '../../../server/config.ts';
import { openDataDir } from '../../../server/dataDir.ts';
import { seed } from '../../../server/seed/index.ts';

const config = loadConfig();
const db = await openDataDir(config.dataDir, config);
await seed(db, config);
await db.close();
